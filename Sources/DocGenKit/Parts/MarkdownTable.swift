import ButtonModel

/// A GitHub-flavored pipe table: a header row, a delimiter row, then the rows, every cell on one line with its pipes
/// escaped, so that whatever a token's description or a message holds, the table keeps its columns.
package struct MarkdownTable: Hashable, Sendable {
    package var header: [String]
    /// Per column: `---`, `:--`, `:-:` or `--:`; plain dashes when empty.
    package var delimiters: [String] = []
    package var rows: [[String]] = []

    package init(header: [String], delimiters: [String] = [], rows: [[String]] = []) {
        self.header = header
        self.delimiters = delimiters
        self.rows = rows
    }

    /// The table's lines, ending in a newline. A row shorter than the header is padded with empty cells.
    package var markdown: String {
        var text = line(header)
        text += line(header.indices.map { $0 < delimiters.count ? delimiters[$0] : "---" })
        for row in rows {
            text += line(header.indices.map { $0 < row.count ? row[$0] : "" })
        }
        return text
    }

    private func line(_ cells: [String]) -> String {
        "| " + cells.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |\n"
    }

    /// Text as a cell: pipes escaped, line breaks made spaces. Markdown in `text` stays Markdown.
    package static func cell(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return text }
        var result = ""
        var escaped = false
        for character in text {
            switch character {
            case "|" where !escaped: result += "\\|"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        return result
    }

    /// Text shown as written, in a code span (wide enough for the backticks it holds), as a cell.
    package static func code(_ text: String) -> String {
        cell(MarkdownText.code(text))
    }
}

/// Writing values into Markdown so that they read back as written.
package enum MarkdownText {
    /// A code span around `text`: fenced by one more backtick than the longest run inside it.
    package static func code(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        var longest = 0, run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }

    /// Text with the characters that would start Markdown syntax escaped, for names and messages read as prose.
    package static func escaped(_ text: String) -> String {
        // Most names and messages hold none of these: they come back as they are, without a copy.
        guard text.utf8.contains(where: { MarkdownText.syntaxBytes.contains($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\n", "\r\n", "\r": result.append(" ")
            // `#` starts a heading only at the start of a line.
            case "#" where result.isEmpty, "\\", "`", "*", "_", "[", "]", "<", ">", "|": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// The bytes `escaped` may write a backslash before, or turn into a space.
    package static let syntaxBytes = Set("\\`*_[]<>#|\n\r".utf8)

    /// A link; the destination in angle brackets when it holds a space or parenthesis.
    package static func link(_ text: String, to destination: String) -> String {
        "[\(escaped(text))](\(self.destination(destination)))"
    }

    /// An image.
    package static func image(_ alt: String, at destination: String) -> String {
        "!" + link(alt, to: destination)
    }

    package static func destination(_ url: String) -> String {
        url.contains(where: { " ()<>".contains($0) }) ? "<\(url.replacingOccurrences(of: ">", with: "%3E"))>" : url
    }
}
