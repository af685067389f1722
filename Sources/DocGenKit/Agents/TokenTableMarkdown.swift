import DesignTokens

/// A `docgen tokens` part as Markdown: one table per theme (token set), each token with its type, resolved value,
/// alias chain, description and deprecation.
enum TokenTableMarkdown {
    static func markdown(sets: [TokenSet], prefix: TokenPath?) -> String {
        let scope = prefix.map { "Tokens under \(MarkdownText.code($0.description))" } ?? "Tokens"
        return sets.map { set in
            let tokens = set.sortedTokens.filter { token in prefix.map { token.path.hasPrefix($0) } ?? true }
            let rows = tokens.map { token in
                [MarkdownTable.code(token.path.description), MarkdownTable.cell(token.type.rawValue),
                 MarkdownTable.code(TokenValueText.describe(token.value)),
                 MarkdownTable.cell(token.aliases.map { MarkdownText.code($0.description) }.joined(separator: " → ")),
                 MarkdownTable.cell(MarkdownText.escaped(token.description ?? "")),
                 MarkdownTable.cell(deprecation(token.deprecated))]
            }
            let table = MarkdownTable(header: ["Token", "Type", "Value", "Alias chain", "Description", "Deprecated"], rows: rows)
            return "\(scope), theme \(MarkdownText.code(set.contextDescription)) (\(tokens.count) tokens):\n\n" + table.markdown
        }.joined(separator: "\n")
    }

    /// `yes`, `yes: use … instead`, or empty.
    static func deprecation(_ deprecation: Deprecation?) -> String {
        switch deprecation {
        case nil: ""
        case .deprecated: "yes"
        case .deprecatedBecause(let reason): "yes: " + MarkdownText.escaped(reason)
        }
    }
}
