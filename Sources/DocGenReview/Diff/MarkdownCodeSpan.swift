import ButtonModel
import Mustache
import DocGenKit

/// Names and values as the markdown report writes them: inside a code span that no character of the text can close,
/// or as plain text whose markdown punctuation is escaped. Every code span of the pull-request comment goes through
/// `codeSpan`, so a token named `` a`**b**<img src=x> `` stays one literal name.
///
/// CommonMark 0.31, "Code spans": a span opened by a run of N backticks closes only at a run of exactly N; line
/// endings inside become spaces; when the content both starts and ends with a space (and is not all spaces), one space
/// is stripped from each side. GitHub's tables split cells at `|` before inline parsing and take `\|` as a pipe, even
/// inside a code span (GFM 0.29, "Tables", example 200).
package enum MarkdownCodeSpan {
    /// `text` as one code span: the fence is one backtick longer than the longest run of backticks in `text`, and a
    /// space pads each side when `text` starts or ends with a backtick or a space. Line breaks become spaces (a table
    /// row is one line); in a table cell (`inTable`) each `|` is written `\|`.
    package static func make(_ text: String, inTable: Bool = true) -> String {
        var content = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r", "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": content += " "
            case "|" where inTable: content += "\\|"
            default: content.unicodeScalars.append(scalar)
            }
        }
        if content.isEmpty { return "` `" }
        let fence = String(repeating: "`", count: longestBacktickRun(in: content) + 1)
        let padded = content.first == "`" || content.last == "`" || content.first == " " || content.last == " "
        return padded ? "\(fence) \(content) \(fence)" : fence + content + fence
    }

    package static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// Plain text for a table cell or a list item: HTML escaped, `|` and the inline markdown punctuation that could
    /// start emphasis, a code span, a link or strikethrough backslash-escaped, no line breaks.
    package static func text(_ text: String) -> String {
        var out = ""
        for scalar in HTMLEscaping.text(text).unicodeScalars {
            switch scalar {
            case "\r", "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": out += " "
            case "\\", "`", "*", "_", "[", "]", "~", "|": out += "\\" + String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
