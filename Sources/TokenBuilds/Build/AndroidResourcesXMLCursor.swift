import DocGenSupport
import DesignTokens
import Foundation

/// The position of `AndroidResourcesXMLReader` in a file's bytes, and the reading of each construct at it: tags,
/// attributes, text with its entities, comments, CDATA sections and processing instructions.
package struct AndroidResourcesXMLCursor {
    package let bytes: [UInt8]
    package var offset = 0
    package var line = 1
    /// The offset of the current line's first byte.
    package var lineStart = 0

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    package var atEnd: Bool { offset >= bytes.count }
    package var column: Int { offset - lineStart + 1 }

    /// What is at the cursor, for messages: `"x"` or `the end of the file`.
    package var found: String {
        guard let byte = peek else { return "the end of the file" }
        return byte >= 0x20 && byte < 0x7F ? "\"\(Character(Unicode.Scalar(byte)))\"" : String(format: "byte 0x%02x", byte)
    }

    package func error(_ message: String) -> AndroidResourcesXMLError {
        AndroidResourcesXMLError(line: line, column: column, message: message)
    }

    package func startsWith(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return offset + utf8.count <= bytes.count && bytes[offset ..< offset + utf8.count].elementsEqual(utf8)
    }

    /// Moves past one byte, counting lines.
    package mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") { line += 1; lineStart = offset + 1 }
        offset += 1
    }

    package mutating func advance(over text: String) {
        for _ in text.utf8 { advance() }
    }

    package mutating func skipWhitespace() {
        while let byte = peek, Self.isWhitespace(byte) { advance() }
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whitespace, comments and processing instructions (the `<?xml …?>` declaration among them) outside the root.
    package mutating func skipMisc() throws {
        while true {
            skipWhitespace()
            if startsWith("<!--") {
                try comment()
            } else if startsWith("<?") {
                try processingInstruction()
            } else if startsWith("<!DOCTYPE") {
                throw error("a document type declaration (<!DOCTYPE …>); resource files have none, and docgen does not read DTDs")
            } else {
                return
            }
        }
    }

    /// `<!-- … -->`; `--` inside a comment is an error, as XML 1.0 says.
    package mutating func comment() throws {
        let start = error("")
        advance(over: "<!--")
        while !atEnd {
            if startsWith("--") {
                guard startsWith("-->") else { throw error("\"--\" inside a comment; XML does not allow it") }
                advance(over: "-->")
                return
            }
            advance()
        }
        throw AndroidResourcesXMLError(line: start.line, column: start.column, message: "the comment that starts here is never closed with -->")
    }

    /// `<? … ?>`, read and dropped.
    package mutating func processingInstruction() throws {
        let start = error("")
        advance(over: "<?")
        while !atEnd {
            if startsWith("?>") { advance(over: "?>"); return }
            advance()
        }
        throw AndroidResourcesXMLError(line: start.line, column: start.column, message: "the processing instruction that starts here is never closed with ?>")
    }

    /// `<![CDATA[ … ]]>`: the text inside, as written.
    package mutating func cdata() throws -> String {
        let start = error("")
        advance(over: "<![CDATA[")
        let from = offset
        while !atEnd {
            if startsWith("]]>") {
                let text = String(decoding: bytes[from ..< offset], as: UTF8.self)
                advance(over: "]]>")
                return text
            }
            advance()
        }
        throw AndroidResourcesXMLError(line: start.line, column: start.column, message: "the CDATA section that starts here is never closed with ]]>")
    }

    /// Text up to the next `<`, with its entities and character references replaced.
    package mutating func text() throws -> String {
        var text: [UInt8] = []
        while let byte = peek, byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") {
                text += try entity()
            } else {
                if startsWith("]]>") { throw error("\"]]>\" in text; XML allows it only to end a CDATA section") }
                text.append(byte)
                advance()
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
