import DocGenSupport
import DesignTokens

/// Tags, names, attribute values and entities.
extension AndroidResourcesXMLCursor {
    /// A start tag `<name attr="v" …>` or `<name … />`, at its `<`.
    package mutating func startTag() throws -> (AndroidResourcesXMLElement, selfClosing: Bool) {
        let line = line, column = column
        advance() // <
        let name = try self.name(of: "an element")
        var element = AndroidResourcesXMLElement(name: name, attributes: [], children: [], text: "", line: line, column: column)
        while true {
            let hadSpace = peek.map(Self.isWhitespace) ?? false
            skipWhitespace()
            if startsWith("/>") { advance(over: "/>"); return (element, true) }
            if peek == UInt8(ascii: ">") { advance(); return (element, false) }
            guard !atEnd else { throw error("the file ends inside the start tag of <\(name)> (line \(line))") }
            guard hadSpace else { throw error("expected a space, \">\" or \"/>\" in the start tag of <\(name)>, found \(found)") }
            let attributeLine = self.line, attributeColumn = self.column
            let attribute = try self.name(of: "an attribute")
            if element.attributes.contains(where: { $0.name == attribute }) {
                throw AndroidResourcesXMLError(line: attributeLine, column: attributeColumn,
                                               message: "<\(name)> has the attribute \(attribute) twice; XML allows it once")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: "=") else { throw error("expected \"=\" after the attribute \(attribute), found \(found)") }
            advance()
            skipWhitespace()
            let value = try attributeValue(of: attribute)
            element.attributes.append(.init(name: attribute, value: value, line: attributeLine, column: attributeColumn))
        }
    }

    /// `</name>` closing `element`, at its `<`.
    package mutating func endTag(of element: AndroidResourcesXMLElement) throws {
        let line = line, column = column
        advance(over: "</")
        let name = try self.name(of: "an end tag")
        guard name == element.name else {
            throw AndroidResourcesXMLError(line: line, column: column,
                                           message: "</\(name)> closes <\(element.name)> (line \(element.line)); close it with </\(element.name)>")
        }
        skipWhitespace()
        guard peek == UInt8(ascii: ">") else { throw error("expected \">\" to end </\(name), found \(found)") }
        advance()
    }

    /// An XML name: a letter, `_`, `:` or a non-ASCII character first, then letters, digits, `-`, `.` too.
    package mutating func name(of what: String) throws -> String {
        let from = offset
        while let byte = peek, Self.isNameByte(byte, first: offset == from) { advance() }
        guard offset > from else { throw error("expected the name of \(what), found \(found)") }
        return String(decoding: bytes[from ..< offset], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
            true
        case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            !first
        default:
            false
        }
    }

    /// `"…"` or `'…'`, with entities replaced; `<` is not allowed inside.
    private mutating func attributeValue(of attribute: String) throws -> String {
        guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error("expected the quoted value of the attribute \(attribute), found \(found)")
        }
        advance()
        var value: [UInt8] = []
        while true {
            guard let byte = peek else { throw error("the file ends inside the value of the attribute \(attribute)") }
            if byte == quote { advance(); break }
            if byte == UInt8(ascii: "<") { throw error("\"<\" inside the value of the attribute \(attribute); write &lt;") }
            if byte == UInt8(ascii: "&") { value += try entity(); continue }
            value.append(byte)
            advance()
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;` or `&#xHH;`, at its `&`: the bytes it stands for.
    package mutating func entity() throws -> [UInt8] {
        let line = line, column = column
        let from = offset
        while let byte = peek, byte != UInt8(ascii: ";"), offset - from < 12 { advance() }
        guard peek == UInt8(ascii: ";") else {
            throw AndroidResourcesXMLError(line: line, column: column, message: "\"&\" that starts no entity; write &amp; for an ampersand")
        }
        let name = String(decoding: bytes[from + 1 ..< offset], as: UTF8.self)
        advance()
        let predefined = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let text = predefined[name] { return Array(text.utf8) }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            if let value, let scalar = Unicode.Scalar(value), value != 0 { return Array(String(Character(scalar)).utf8) }
            throw AndroidResourcesXMLError(line: line, column: column, message: "&\(name); is no character")
        }
        throw AndroidResourcesXMLError(line: line, column: column,
                                       message: "&\(name); is not one of XML's five entities (&lt; &gt; &amp; &quot; &apos;); resource files declare no others")
    }
}
