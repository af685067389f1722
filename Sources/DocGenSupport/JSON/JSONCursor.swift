import Foundation

/// The reading position inside one buffer, and the strict JSON grammar; `JSONCursor+JSON5` adds what JSONC and
/// JSON5 allow beyond it.
package struct JSONCursor {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let end: Int
    package let file: Int32
    package let dialect: JSONDialect
    /// Levels of arrays and objects allowed (the `nesting-depth` limit): deeper is an error, not a deeper stack.
    package let maximumDepth: Int
    package var offset = 0
    package var line = 1
    package var lineStart = 0
    /// Member names written twice in one object, in the order the later ones were read.
    package var repeatedNames: [JSONRepeatedName] = []

    package init(bytes: UnsafeBufferPointer<UInt8>, end: Int, file: Int32, dialect: JSONDialect, maximumDepth: Int) {
        self.bytes = bytes
        self.end = end
        self.file = file
        self.dialect = dialect
        self.maximumDepth = maximumDepth
    }

    package var peek: UInt8 { offset < end ? bytes[offset] : 0 }
    package func byte(at index: Int) -> UInt8 { index < end ? bytes[index] : 0 }
    package var column: Int { offset - lineStart + 1 }

    package func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    package mutating func skipWhitespace() throws {
        while offset < end {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A: newLine(after: offset)
            case UInt8(ascii: "/") where dialect != .json: try skipComment()
            default:
                guard dialect == .json5, let width = json5WhitespaceWidth() else { return }
                offset += width
            }
        }
    }

    /// Past the line feed at `position`: the next line starts after it.
    package mutating func newLine(after position: Int) {
        offset = position + 1
        line += 1
        lineStart = offset
    }

    package mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < maximumDepth else {
            throw JSONSyntaxError(line: line, column: column, message: "arrays and objects nesting \(depth + 1) levels deep",
                                  limit: .nestingDepth)
        }
        let startLine = Int32(line), startColumn = Int32(column)
        func make(_ content: JSONValue.Content) -> JSONValue {
            JSONValue(content, file: file, line: startLine, column: startColumn)
        }
        switch peek {
        case UInt8(ascii: "{"): return make(.object(try parseObject(depth: depth)))
        case UInt8(ascii: "["): return make(.array(try parseArray(depth: depth)))
        case UInt8(ascii: "\""): return make(.string(try parseString()))
        case UInt8(ascii: "'") where dialect == .json5: return make(.string(try parseString()))
        case UInt8(ascii: "t"): try expectWord("true"); return make(.bool(true))
        case UInt8(ascii: "f"): try expectWord("false"); return make(.bool(false))
        case UInt8(ascii: "n"): try expectWord("null"); return make(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return make(.number(dialect == .json5 ? try parseJSON5Number() : try parseNumber()))
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            // JSON5's `+1`, `.5`, `Infinity` and `NaN`; JSON and JSONC numbers start with '-' or a digit.
            guard dialect == .json5 else {
                throw error("unexpected character \(describe(peek)), expected a value (a \(dialect.name) number starts with '-' or a digit)")
            }
            return make(.number(try parseJSON5Number()))
        case 0 where offset >= end: throw error("unexpected end of input, expected a value")
        default: throw error("unexpected character \(describe(peek)), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws -> [JSONMember] {
        offset += 1
        var members: [JSONMember] = []
        /// Each name's place in `members`, once the object is too large to scan for a repeated name.
        var names: [String: Int]?
        try skipWhitespace()
        if peek == UInt8(ascii: "}") { offset += 1; return members }
        while true {
            try skipWhitespace()
            if peek == UInt8(ascii: "}"), dialect != .json, !members.isEmpty { offset += 1; return members }
            let keyLine = Int32(line), keyColumn = Int32(column)
            let key: String
            if peek == UInt8(ascii: "\"") || (peek == UInt8(ascii: "'") && dialect == .json5) {
                key = try parseString()
            } else if dialect == .json5, let name = try parseIdentifier() {
                key = name
            } else {
                let expected = dialect == .json5 ? "a member name" : "a quoted member name"
                throw error(offset >= end ? "unexpected end of input inside an object" : "expected \(expected), found \(describe(peek))")
            }
            try skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the member name \"\(key)\"") }
            offset += 1
            try skipWhitespace()
            let member = JSONMember(key: key, line: keyLine, column: keyColumn, value: try parseValue(depth: depth + 1))
            // RFC 8259 leaves a repeated name's meaning to the reader: JavaScript's JSON.parse, JSON5 and Style
            // Dictionary keep the later value in the first one's place. So does this reader, and it records both.
            if names == nil, members.count >= 16 { names = Dictionary(members.indices.map { (members[$0].key, $0) }) { first, _ in first } }
            if let earlier = names?[key] ?? (names == nil ? members.firstIndex { $0.key == key } : nil) {
                repeatedNames.append(JSONRepeatedName(key: key, first: .init(line: Int(members[earlier].line), column: Int(members[earlier].column)),
                                                      later: .init(line: Int(keyLine), column: Int(keyColumn))))
                members[earlier] = member
            } else {
                names?[key] = members.count
                members.append(member)
            }
            try skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return members
            default:
                throw error(offset >= end ? "unexpected end of input inside an object" : "expected ',' or '}' after an object member, found \(describe(peek))")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> [JSONValue] {
        offset += 1
        var elements: [JSONValue] = []
        try skipWhitespace()
        if peek == UInt8(ascii: "]") { offset += 1; return elements }
        while true {
            try skipWhitespace()
            if peek == UInt8(ascii: "]"), dialect != .json, !elements.isEmpty { offset += 1; return elements }
            elements.append(try parseValue(depth: depth + 1))
            try skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return elements
            default:
                throw error(offset >= end ? "unexpected end of input inside an array" : "expected ',' or ']' after an array element, found \(describe(peek))")
            }
        }
    }

    package mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        for index in 0..<count where byte(at: offset + index) != word.utf8Start[index] {
            offset += index
            throw error("invalid literal, expected \(word)")
        }
        offset += count
    }

    private mutating func parseNumber() throws -> Double {
        let start = offset
        var integer: Int64 = 0
        var simple = true
        let negative = peek == UInt8(ascii: "-")
        if negative { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
            if isDigit(peek) { throw error("a number must not have a leading zero") }
        } else if isDigit(peek) {
            var digits = 0
            while isDigit(peek) {
                integer = integer &* 10 &+ Int64(peek - UInt8(ascii: "0"))
                digits += 1
                offset += 1
            }
            if digits > 15 { simple = false }
        } else {
            throw error("expected a digit")
        }
        if peek == UInt8(ascii: ".") {
            simple = false
            offset += 1
            guard isDigit(peek) else { throw error("expected a digit after the decimal point") }
            while isDigit(peek) { offset += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            simple = false
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(peek) else { throw error("expected a digit in the exponent") }
            while isDigit(peek) { offset += 1 }
        }
        if simple { return negative ? -Double(integer) : Double(integer) }
        guard let base = bytes.baseAddress else { throw error("empty input") }
        let pointer = UnsafeRawPointer(base + start).assumingMemoryBound(to: CChar.self)
        return strtod(pointer, nil)
    }

    private mutating func parseString() throws -> String {
        let quote = peek
        offset += 1
        let start = offset
        // Fast path: no escapes.
        while offset < end {
            let byte = bytes[offset]
            if byte == quote {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { try checkControl(byte) }
            offset += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < end {
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                if dialect == .json5 { try appendJSON5Escape(to: &scalars) } else { try appendEscape(to: &scalars) }
            case 0..<0x20:
                try checkControl(byte)
                scalars.append(byte)
                offset += 1
            default:
                scalars.append(byte)
                offset += 1
            }
        }
        throw error("unterminated string")
    }

    /// A control character inside a string: an error, except a tab or form feed in JSON5 (ECMAScript strings allow them).
    private func checkControl(_ byte: UInt8) throws {
        if byte == 0x0A || (byte == 0x0D && dialect == .json5) { throw error("unterminated string") }
        if dialect == .json5, byte == 0x09 || byte == 0x0B || byte == 0x0C { return }
        throw error("control character \(describe(byte)) must be escaped in a string")
    }

    package mutating func appendEscape(to output: inout [UInt8]) throws {
        let escape = peek
        offset += 1
        switch escape {
        case UInt8(ascii: "\""): output.append(0x22)
        case UInt8(ascii: "\\"): output.append(0x5C)
        case UInt8(ascii: "/"): output.append(0x2F)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code), peek == UInt8(ascii: "\\"), byte(at: offset + 1) == UInt8(ascii: "u") {
                let save = offset
                offset += 2
                let low = try parseHex4()
                if (0xDC00..<0xE000).contains(low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    offset = save
                }
            }
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            offset -= 1
            throw error("invalid escape sequence \\\(offset < end ? describe(escape) : "")")
        }
    }

    package mutating func parseHex4() throws -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(peek) else { throw error("expected four hexadecimal digits after \\u") }
            code = code * 16 + UInt32(digit)
            offset += 1
        }
        return code
    }

    package func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    package func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    package func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }
}
