import ButtonModel
import DesignTokens
import DocGenSupport

/// A `docgen tokens` part's document as Markdown: one table per theme (token set), each token with its type, resolved value,
/// alias chain, description and deprecation.
package enum TokenTableMarkdown {
    package static func markdown(_ document: TokenTableDocument) -> String {
        let (sets, prefix, renames) = (document.sets, document.prefix, document.renames)
        let scope = prefix.map { "Tokens under \(MarkdownText.code($0.description))" } ?? "Tokens"
        return sets.map { set in
            let tokens = set.sortedTokens.filter { token in prefix.map { token.path.hasPrefix($0) } ?? true }
            let rows = tokens.map { token in
                [MarkdownTable.code(token.path.description), MarkdownTable.cell(token.type.rawValue),
                 MarkdownTable.code(TokenValueText.describe(token.value)),
                 MarkdownTable.cell(token.aliases.map { MarkdownText.code($0.description) }.joined(separator: " → ")),
                 MarkdownTable.cell(MarkdownText.escaped(token.description ?? "")),
                 MarkdownTable.cell(deprecation(token.deprecated, replacement: renames[token.path]))]
            }
            let table = MarkdownTable(header: ["Token", "Type", "Value", "Alias chain", "Description", "Deprecated"], rows: rows)
            return "\(scope), theme \(MarkdownText.code(set.contextDescription)) (\(tokens.count) tokens):\n\n" + table.markdown
        }.joined(separator: "\n")
    }

    /// `yes`, `yes: the reason`, and `; replaced by `new.path`` when the rename map names one; empty when not deprecated.
    package static func deprecation(_ deprecation: Deprecation?, replacement: TokenPath?) -> String {
        let replaced = replacement.map { "; replaced by " + MarkdownText.code($0.description) } ?? ""
        switch deprecation {
        case nil: return ""
        case .deprecated: return "yes" + replaced
        case .deprecatedBecause(let reason): return "yes: " + MarkdownText.escaped(reason) + replaced
        }
    }
}
