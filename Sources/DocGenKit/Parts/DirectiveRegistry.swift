import ButtonModel
import DesignTokens
import DocGenMarkdown
import DocGenSupport

/// The parts a page may use, by name.
public struct DirectiveRegistry: Sendable {
    public private(set) var parts: [String: any DirectivePart] = [:]

    public init(_ parts: [any DirectivePart] = []) {
        for part in parts { register(part) }
    }

    public mutating func register(_ part: any DirectivePart) {
        parts[part.name] = part
    }

    public var names: [String] { parts.keys.sorted() }

    /// The problems with an invocation that can be seen without the site's data.
    public func validate(_ invocation: DirectiveInvocation) -> [DirectiveError] {
        guard let part = parts[invocation.name] else {
            return [DirectiveError(reason: .unknownDirective(invocation.name, known: names), location: invocation.location)]
        }
        var errors: [DirectiveError] = []
        let allowed = part.parameters.map(\.name)
        for argument in invocation.arguments where !allowed.contains(argument.name) {
            errors.append(DirectiveError(reason: .unknownArgument(argument.name, directive: part.name, allowed: allowed),
                                         location: invocation.location))
        }
        for parameter in part.parameters where parameter.isRequired && invocation[parameter.name] == nil {
            errors.append(DirectiveError(reason: .missingArgument(parameter.name, directive: part.name), location: invocation.location))
        }
        if !part.takesBody, !invocation.body.allSatisfy(\.isWhitespace) {
            errors.append(DirectiveError(reason: .invalidBody("The '\(part.name)' part takes no content inside its fence."),
                                         location: invocation.bodyLocation(line: 0)))
        }
        return errors
    }

    /// The part's document for an invocation: its HTML for the page, its Markdown for the page's twin.
    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        guard let part = parts[invocation.name] else {
            throw DirectiveError(reason: .unknownDirective(invocation.name, known: names), location: invocation.location)
        }
        return try part.document(invocation, in: context)
    }

    /// The token prefixes an invocation lists (`DirectivePart.tokenPrefixes`); empty for an unknown part.
    public func tokenPrefixes(_ invocation: DirectiveInvocation) -> [TokenPath] {
        parts[invocation.name]?.tokenPrefixes(invocation) ?? []
    }
}
