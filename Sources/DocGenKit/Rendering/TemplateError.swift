import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenMarkdown

/// A template that cannot be used, and where.
public struct TemplateError: DiagnosticConvertible, Hashable {
    public enum Reason: Hashable, Sendable {
        case syntax(String)
        case missingPartial(String, known: [String])
        case missingLayout(String, known: [String])
        /// Sections, blocks, parents and partials nested deeper than the limit, last in the template named (a
        /// template including itself, or a block overriding itself).
        case nestedTooDeep(String, limit: Int)
        /// An input limit passed: what passed it, said as the message's first part.
        case limitExceeded(InputLimits.Name, String)
    }

    public var reason: Reason
    public var location: SourceLocation

    public init(reason: Reason, location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    public var diagnostic: Diagnostic {
        switch reason {
        case .syntax(let problem):
            return Diagnostic(location: location, code: "template.syntax", message: "Mustache syntax error: \(problem).",
                              hint: "Check that every {{#section}} is closed by a matching {{/section}} and every tag by }}.")
        case .missingPartial(let name, let known):
            return Diagnostic(location: location, code: "template.missing-partial", message: "The partial '\(name)' does not exist.",
                              hint: hint(for: name, known: known, what: "partial"))
        case .nestedTooDeep(let name, let limit):
            return Diagnostic(location: location, code: "template.nested-too-deep",
                              message: "Sections, blocks, parents and partials open inside one another here, in '\(name)', more than \(limit) levels deep: "
                                  + "more than \(limit) \(InputLimits.Name.nestingDepth.what)",
                              hint: "A partial that includes itself needs a section around the inclusion that ends, such as "
                                  + "{{#children}}{{> \(name)}}{{/children}}, and a block must not hold an override of itself; "
                                  + InputLimits.advice(.nestingDepth))
        case .limitExceeded(let name, let what):
            return Diagnostic(location: location, code: "template.limit", message: what, hint: InputLimits.advice(name))
        case .missingLayout(let name, let known):
            return Diagnostic(location: location, code: "template.missing-layout", message: "There is no template '\(name)' to lay out this page.",
                              hint: hint(for: name, known: known, what: "template"))
        }
    }

    private func hint(for name: String, known: [String], what: String) -> String {
        let listing = "Templates: \(known.sorted().joined(separator: ", "))."
        if let close = suggestion(for: name, among: known) { return "Did you mean '\(close)'? \(listing)" }
        return "Add Templates/\(name).mustache, or use an existing \(what). \(listing)"
    }
}
