import DocGenSupport
import DesignTokens

/// The little of JavaScript's lexical grammar that reading a build's literal output needs: comments, strings and
/// braces. Nothing is evaluated.
package enum JavaScriptText {
    /// `text` with every `//` and `/* */` comment outside strings replaced by spaces (line breaks kept), so that
    /// lines and columns stay where they were.
    package static func blankingComments(_ text: String) -> String {
        var result = "", quote: Character?, comment: Character?
        var characters = text.makeIterator(), pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if let open = comment {
                if open == "/" && character == "\n" { comment = nil; result.append("\n") }
                else if open == "*" && character == "*" {
                    let next = characters.next()
                    if next == "/" { comment = nil; result += "  " } else { result.append(" "); pending = next }
                } else { result.append(character == "\n" ? "\n" : " ") }
                continue
            }
            if let open = quote {
                result.append(character)
                if character == "\\", let escaped = characters.next() { result.append(escaped) } else if character == open { quote = nil }
                continue
            }
            if character == "\"" || character == "'" || character == "`" { quote = character }
            if character == "/" {
                let next = characters.next()
                if next == "/" || next == "*" {
                    comment = next
                    result += "  "
                    continue
                }
                result.append(character)
                pending = next
                continue
            }
            result.append(character)
        }
        return result
    }

    /// The index of the `}` that closes the `{` at `open`, outside strings.
    package static func matchingBrace(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0, quote: Character?, index = open
        while index < text.endIndex {
            let character = text[index]
            if let current = quote {
                if character == "\\" { index = text.index(after: index) } else if character == current { quote = nil }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    /// The value of a string literal (`"#fff"`, `'16px'`, a template without `${}`) or a number literal; nil for
    /// anything else.
    package static func literal(_ expression: String) -> String? {
        if let first = expression.first, first == "\"" || first == "'" || first == "`", expression.count >= 2, expression.last == first {
            let inside = expression.dropFirst().dropLast()
            if first == "`", inside.contains("${") { return nil }
            var result = "", escaping = false
            for character in inside {
                if escaping { result.append(character); escaping = false } else if character == "\\" { escaping = true }
                else if character == first { return nil } else { result.append(character) }
            }
            return result
        }
        if let number = Double(expression), number.isFinite { return number.formattedForDisplay }
        return nil
    }
}
