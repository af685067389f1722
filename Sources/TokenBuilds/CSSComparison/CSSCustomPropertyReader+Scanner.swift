import DocGenSupport
import DesignTokens

extension CSSCustomPropertyReader {
    /// Walks the bytes, keeping the 1-based line and column (in UTF-8 bytes) of the current one.
    package struct Scanner {
        package let bytes: [UInt8]
        package let file: String
        package var index = 0
        package var line = 1
        package var column = 1

        package init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        /// Text up to a `{`, `;` or `}` outside strings, parentheses and brackets, with comments removed; the
        /// terminator is consumed unless it is `}`, and is nil at the end of the input.
        package struct Segment {
            package var text: String
            package var terminator: UInt8?
            package var location: SourceLocation
        }

        package struct Failure: Error {
            package var diagnostic: Diagnostic
        }

        package var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
        package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

        package mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        package mutating func skipSpaceAndComments() throws(Failure) {
            while let byte = peek {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                    || byte == 0x0C {
                    advance()
                } else if startsComment {
                    try skipComment()
                } else {
                    return
                }
            }
        }

        private var startsComment: Bool {
            index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*")
        }

        private mutating func skipComment() throws(Failure) {
            let start = location
            advance()
            advance()
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                    advance()
                    advance()
                    return
                }
                advance()
            }
            throw Failure(diagnostic: CSSCustomPropertyReader.error(start, "this comment is never closed: a '*/' is missing"))
        }

        package mutating func segment() throws(Failure) -> Segment {
            let start = location
            var text: [UInt8] = []
            var depth = 0
            // A custom property's value may hold `{ … }` (CSS Syntax 3 § 5.4.4); a selector may not.
            var braces = 0
            func isCustomProperty() -> Bool {
                let trimmed = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
                return trimmed.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) && trimmed.contains(UInt8(ascii: ":"))
            }
            while let byte = peek {
                if startsComment {
                    try skipComment()
                    text.append(UInt8(ascii: " "))
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    text += try string(quote: byte)
                    continue
                case UInt8(ascii: "\\"):
                    text.append(byte)
                    advance()
                    if let next = peek { text.append(next); advance() }
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(depth - 1, 0)
                case UInt8(ascii: "{") where depth == 0:
                    if isCustomProperty() { braces += 1; break }
                    advance()
                    return Segment(text: String(decoding: text, as: UTF8.self), terminator: byte, location: start)
                case UInt8(ascii: ";") where depth == 0 && braces == 0:
                    advance()
                    return Segment(text: String(decoding: text, as: UTF8.self), terminator: byte, location: start)
                case UInt8(ascii: "}"):
                    if braces > 0 { braces -= 1; break }
                    return Segment(text: String(decoding: text, as: UTF8.self), terminator: byte, location: start)
                default: break
                }
                text.append(byte)
                advance()
            }
            return Segment(text: String(decoding: text, as: UTF8.self), terminator: nil, location: start)
        }

        /// A quoted string, quotes and escapes kept as written; a newline or the end of the file before the closing
        /// quote is an error (CSS Syntax 3 § 4.3.5: a bad string).
        private mutating func string(quote: UInt8) throws(Failure) -> [UInt8] {
            let start = location
            var text = [quote]
            advance()
            while let byte = peek {
                if byte == UInt8(ascii: "\n") { break }
                text.append(byte)
                advance()
                if byte == quote { return text }
                if byte == UInt8(ascii: "\\"), let next = peek {
                    text.append(next)
                    advance()
                }
            }
            throw Failure(diagnostic: CSSCustomPropertyReader.error(start, "this string is never closed: a \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\"") is missing on its line"))
        }
    }
}
