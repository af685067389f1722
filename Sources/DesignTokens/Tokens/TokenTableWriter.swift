import DocGenSupport

/// The resolved tokens as aligned text (`docgen tokens --format table`), one permutation after another.
public enum TokenTableWriter {
    public static func table(_ sets: [TokenSet]) -> String {
        sets.map(table).joined(separator: "\n")
    }

    public static func table(_ set: TokenSet) -> String {
        let header = ["NAME", "TYPE", "VALUE", "ALIASES", "FILE", "NOTES"]
        var rows: [[String]] = [header]
        for token in set.sortedTokens {
            var notes: [String] = []
            if let deprecated = token.deprecated { notes.append("deprecated" + (deprecated.reason.map { ": \($0)" } ?? "")) }
            if let description = token.description { notes.append(description) }
            rows.append([
                token.path.description,
                token.type.rawValue,
                TokenValueText.describe(token.value),
                token.aliases.isEmpty ? "-" : token.aliases.map(\.description).joined(separator: " → "),
                token.location.line.map { "\(token.location.file):\($0)" } ?? token.location.file,
                notes.joined(separator: " — "),
            ])
        }
        var widths = Array(repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var text = "context: \(set.contextDescription)\n"
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                line += column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
