import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenMarkdown

/// ```` ```docgen tokens prefix=color.button ````: the resolved tokens of the page's design system, one table per
/// theme, or the themes side by side when their values differ.
public struct TokensPart: DirectivePart {
    public let name = "tokens"
    public let summary = "The resolved tokens under a prefix: alias chains, values with swatches, descriptions, deprecations."
    public let parameters = [
        DirectiveParameter("prefix", "Only tokens whose path starts with this (color.button); all tokens when absent."),
        DirectiveParameter("system", "The design system's folder, for pages outside it."),
    ]
    public let takesBody = false

    public init() {}

    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let (system, prefix) = try listed(invocation, in: context)
        return TokenTableDocument(sets: system.tokenSets, prefix: prefix, renames: system.tokenRenames)
    }

    /// The prefix the table lists: every token of the system when the fence names none.
    public func tokenPrefixes(_ invocation: DirectiveInvocation) -> [TokenPath] {
        [invocation["prefix"].map { TokenPath(dotted: $0) } ?? TokenPath([])]
    }

    /// The system whose tokens are listed and the prefix they are listed under, once both are known to give a table.
    private func listed(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> (DesignSystem, TokenPath?) {
        let system = try context.system(for: invocation)
        let prefix = invocation["prefix"].map { TokenPath(dotted: $0) }
        if let prefix {
            let paths = Set(system.tokenSets.flatMap(\.tokens.keys))
            guard paths.contains(where: { $0.hasPrefix(prefix) }) else {
                let groups = Set(paths.map { TokenPath(Array($0.segments.prefix(prefix.segments.count))).description })
                let close = suggestion(for: prefix.description, among: Array(groups))
                throw DirectiveError(reason: .invalidValue(argument: "prefix", value: prefix.description,
                                                           expected: "a prefix of \(system.manifest.name)'s token paths"
                                                               + (close.map { " (did you mean \($0)?)" } ?? "")),
                                     location: invocation.location)
            }
        }
        // A table never leaves a token out without a word: the build stops where the warning was (`TokenDemand`), and a
        // preview that re-renders pages alone stops here.
        let leftOut = Set(system.tokenSets.flatMap(\.leftOut)).filter { path in prefix.map { path.hasPrefix($0) } ?? true }.sorted()
        if let first = leftOut.first {
            let more = leftOut.count > 1 ? " and \(leftOut.count - 1) more" : ""
            throw DirectiveError(reason: .unavailable("the table would show \(first)\(more), which could not be resolved; " +
                                                      "fix the token (its tokens.left-out warning says where and why)"),
                                 location: invocation.location)
        }
        return (system, prefix)
    }
}
