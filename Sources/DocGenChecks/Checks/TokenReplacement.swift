import ButtonModel
import DesignTokens
import DocGenSupport

/// The token that replaces a deprecated one: the system's rename map (`token-renames.json`, as `docgen diff` reads it)
/// when it names one, else the first token the deprecation message names in braces (`"Use {color.action.primary}
/// instead"`, the DTCG format's reference syntax); `nil` when neither says.
public enum TokenReplacement {
    public static func replacement(for path: TokenPath, deprecation: Deprecation, renames: [TokenPath: TokenPath] = [:]) -> TokenPath? {
        if let renamed = renames[path] { return renamed }
        return deprecation.reason.flatMap(firstReference(in:))
    }

    /// The first `{a.b.c}` in a text: no spaces and no braces inside, at least one character.
    package static func firstReference(in text: String) -> TokenPath? {
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(where: { $0 == "}" || $0 == "{" || $0.isWhitespace }) else { return nil }
            if after[close] == "}", close > after.startIndex {
                return TokenPath(dotted: String(after[..<close]))
            }
            rest = after[close...]
        }
        return nil
    }
}
