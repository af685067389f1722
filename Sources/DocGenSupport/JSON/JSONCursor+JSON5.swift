import Foundation

/// What JSONC and JSON5 allow beyond strict JSON (https://spec.json5.org, 1.0.0): comments, the whitespace of
/// ECMAScript, unquoted member names, more escapes, and more ways to write a number.
extension JSONCursor {
    /// Skips a `// line` or `/* block */` comment; positions stay exact across the lines a block spans. A line
    /// comment ends at a line feed or a carriage return (a lone CR ends a line in ECMAScript and in VS Code's JSONC),
    /// and in JSON5 at a line or paragraph separator too.
    package mutating func skipComment() throws {
        switch byte(at: offset + 1) {
        case UInt8(ascii: "/"):
            while offset < end, bytes[offset] != 0x0A, bytes[offset] != 0x0D, !(dialect == .json5 && atLineSeparator) { offset += 1 }
        case UInt8(ascii: "*"):
            let start = error("unterminated comment: /* has no closing */")
            offset += 2
            while offset < end {
                if bytes[offset] == UInt8(ascii: "*"), byte(at: offset + 1) == UInt8(ascii: "/") {
                    offset += 2
                    return
                }
                if bytes[offset] == 0x0A { newLine(after: offset) } else { offset += 1 }
            }
            throw start
        default:
            throw error("unexpected character '/': a comment starts with // or /*")
        }
    }

    /// At U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which end a line in ECMAScript.
    package var atLineSeparator: Bool {
        peek == 0xE2 && byte(at: offset + 1) == 0x80 && (byte(at: offset + 2) == 0xA8 || byte(at: offset + 2) == 0xA9)
    }

    /// The width in bytes of the JSON5 whitespace at the cursor beyond JSON's (vertical tab, form feed, no-break
    /// space, byte order mark, line and paragraph separators, and the other Unicode space separators), or nil.
    package func json5WhitespaceWidth() -> Int? {
        let first = bytes[offset], second = byte(at: offset + 1), third = byte(at: offset + 2)
        switch (first, second, third) {
        case (0x0B, _, _), (0x0C, _, _): return 1
        case (0xC2, 0xA0, _): return 2                                       // U+00A0
        case (0xEF, 0xBB, 0xBF), (0xE1, 0x9A, 0x80), (0xE3, 0x80, 0x80): return 3 // U+FEFF, U+1680, U+3000
        case (0xE2, 0x80, 0x80...0x8A), (0xE2, 0x80, 0xA8), (0xE2, 0x80, 0xA9), (0xE2, 0x80, 0xAF), (0xE2, 0x81, 0x9F): return 3
        default: return nil
        }
    }

    /// An ECMAScript IdentifierName used as a member name (`colorSpace`, `$value`, `_x`, `caf\u00e9`), or nil when
    /// the cursor is not at one. Letters beyond ASCII are taken as they are.
    package mutating func parseIdentifier() throws -> String? {
        var name: [UInt8] = []
        while offset < end {
            let byte = bytes[offset]
            let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
            if letter || (!name.isEmpty && isDigit(byte)) {
                name.append(byte)
                offset += 1
            } else if byte == UInt8(ascii: "\\"), self.byte(at: offset + 1) == UInt8(ascii: "u") {
                offset += 2
                let code = try parseHex4()
                name.append(contentsOf: Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8))
            } else {
                break
            }
        }
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }

    /// A JSON5 number: an optional sign, then `Infinity`, `NaN`, `0x` and hexadecimal digits, or a decimal with
    /// optional leading or trailing point and exponent.
    package mutating func parseJSON5Number() throws -> Double {
        let start = offset
        var negative = false
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
            negative = peek == UInt8(ascii: "-")
            offset += 1
        }
        if peek == UInt8(ascii: "I") { try expectWord("Infinity"); return negative ? -.infinity : .infinity }
        if peek == UInt8(ascii: "N") { try expectWord("NaN"); return .nan }
        if peek == UInt8(ascii: "0"), byte(at: offset + 1) | 0x20 == UInt8(ascii: "x") {
            offset += 2
            var value = 0.0, digits = 0
            while let digit = hexDigit(peek) {
                value = value * 16 + Double(digit)
                digits += 1
                offset += 1
            }
            guard digits > 0 else { throw error("expected a hexadecimal digit after 0x") }
            return negative ? -value : value
        }
        var integerDigits = 0, fractionDigits = 0
        if peek == UInt8(ascii: "0") {
            offset += 1
            integerDigits = 1
            if isDigit(peek) { throw error("a number must not have a leading zero") }
        } else {
            while isDigit(peek) { offset += 1; integerDigits += 1 }
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            while isDigit(peek) { offset += 1; fractionDigits += 1 }
        }
        guard integerDigits + fractionDigits > 0 else { throw error("expected a digit") }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(peek) else { throw error("expected a digit in the exponent") }
            while isDigit(peek) { offset += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        return strtod(text, nil)
    }

    /// JSON5's escapes: JSON's, and `\'`, `\v`, `\0`, `\xHH`, a backslash before a line break (the string goes on
    /// on the next line), and any other character standing for itself. `\1` to `\9` are not allowed.
    package mutating func appendJSON5Escape(to output: inout [UInt8]) throws {
        let escape = peek
        switch escape {
        case UInt8(ascii: "'"): offset += 1; output.append(escape)
        case UInt8(ascii: "v"): offset += 1; output.append(0x0B)
        case UInt8(ascii: "0"):
            offset += 1
            if isDigit(peek) { throw error("\\0 must not be followed by a digit") }
            output.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"): throw error("invalid escape sequence \\\(describe(escape)): JSON5 has no octal escapes")
        case UInt8(ascii: "x"):
            offset += 1
            guard let high = hexDigit(peek), let low = hexDigit(byte(at: offset + 1)) else { throw error("expected two hexadecimal digits after \\x") }
            offset += 2
            output.append(contentsOf: Array(String(Character(Unicode.Scalar(high * 16 + low))).utf8))
        case 0x0A: newLine(after: offset)
        case 0x0D:
            offset += 1
            if peek == 0x0A { newLine(after: offset) }
        case 0xE2 where atLineSeparator:
            offset += 3 // A line or paragraph separator continues the string too.
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
             UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            try appendEscape(to: &output)
        case 0 where offset >= end: throw error("unterminated string")
        default:
            output.append(escape) // Any other character stands for itself; the rest of a multi-byte one follows as it is.
            offset += 1
        }
    }
}
