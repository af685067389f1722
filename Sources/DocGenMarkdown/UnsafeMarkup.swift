import DocGenSupport
import DocGenYAML


/// What in a link or in raw HTML could run code or embed a file in a page: addresses whose scheme is
/// `javascript:`, `vbscript:`, `data:` or `file:`, script-like elements, and event-handler attributes.
///
/// Browsers ignore tabs, line breaks and other control characters inside a scheme and decode character references
/// in attribute values (`java&#115;cript:`), so both are undone before comparing. One pass over the bytes.
package enum UnsafeMarkup {
    package static let schemes = ["javascript:", "vbscript:", "data:", "file:"]
    /// Elements that run or load code, or change where the page's links and styles come from.
    package static let elements: Set<String> = ["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet",
                                        "base", "meta", "link", "form", "template"]

    /// The unsafe scheme `destination` starts with, if any.
    package static func unsafeScheme(of destination: String) -> String? {
        // The first 16 bytes that are not spaces or control characters hold any scheme of the list.
        let visible = destination.utf8.lazy.filter { $0 > 0x20 && $0 != 0x7F }.prefix(16)
        for (scheme, bytes) in zip(schemes, schemeBytes) {
            guard visible.starts(with: bytes, by: { asciiLowercased($0) == $1 }) else { continue }
            // A combining mark after the colon makes another character of it: compare as text.
            guard visible.dropFirst(bytes.count).first.map({ $0 >= 0x80 }) == true else { return scheme }
            let normalized = String(decoding: visible, as: UTF8.self).lowercased()
            return schemes.first { normalized.hasPrefix($0) }
        }
        return nil
    }

    private static let schemeBytes = schemes.map { Array($0.utf8) }

    /// Lowercase in ASCII; no other character lowercases to an ASCII letter of a scheme of the list.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// What makes raw HTML unsafe ("a <script> element", "the event-handler attribute onclick", …), or nil.
    package static func finding(inHTML html: String) -> String? {
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
            let name = word(in: bytes, from: &index)
            guard !name.isEmpty else { continue }
            if elements.contains(name) { return "a <\(name)> element" }
            if let finding = attributeFinding(in: bytes, from: &index) { return finding }
        }
        return nil
    }

    /// Reads a tag's attributes up to its `>`, reporting an event handler or an unsafe address in a value.
    private static func attributeFinding(in bytes: [UInt8], from index: inout Int) -> String? {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1; continue }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]), !"=>/".utf8.contains(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
            if name.hasPrefix("on"), name.count > 2 { return "the event-handler attribute \(name)" }
            if start == index { index += 1; continue }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            var value: ArraySlice<UInt8> = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                let valueStart = index + 1
                index = valueStart
                while index < bytes.count, bytes[index] != quote { index += 1 }
                value = bytes[valueStart..<min(index, bytes.count)]
                index += 1
            } else {
                let valueStart = index
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                value = bytes[valueStart..<index]
            }
            let normalized = normalize(decodeReferences(value))
            if let scheme = schemes.first(where: { normalized.contains($0) }) { return "a \(scheme) address in its \(name) attribute" }
        }
        return nil
    }

    /// ASCII letters, digits and `-` from `index` on, lowercased (a tag name).
    private static func word(in bytes: [UInt8], from index: inout Int) -> String {
        let start = index
        while index < bytes.count, bytes[index] < 0x80,
              Character(Unicode.Scalar(bytes[index])).isLetter || Character(Unicode.Scalar(bytes[index])).isNumber || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    /// Decodes numeric character references (`&#106;`, `&#x6A`, the `;` optional as browsers take it) and the named
    /// ones that spell a scheme's parts (`&colon;`, `&Tab;`, `&NewLine;`).
    private static func decodeReferences(_ value: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = [], index = value.startIndex
        let named: [(String, UInt8)] = [("&colon;", UInt8(ascii: ":")), ("&tab;", 9), ("&newline;", 10)]
        while index < value.endIndex {
            guard value[index] == UInt8(ascii: "&") else { result.append(value[index]); index += 1; continue }
            let rest = String(decoding: value[index..<min(index + 10, value.endIndex)], as: UTF8.self).lowercased()
            if let (name, byte) = named.first(where: { rest.hasPrefix($0.0) }) {
                result.append(byte)
                index += name.utf8.count
                continue
            }
            var cursor = index + 1
            guard cursor < value.endIndex, value[cursor] == UInt8(ascii: "#") else { result.append(value[index]); index += 1; continue }
            cursor += 1
            let hex = cursor < value.endIndex && (value[cursor] | 0x20) == UInt8(ascii: "x")
            if hex { cursor += 1 }
            var code = 0, digits = 0
            while cursor < value.endIndex, let digit = Int(String(Unicode.Scalar(value[cursor])), radix: hex ? 16 : 10), digits < 8 {
                code = code * (hex ? 16 : 10) + digit
                cursor += 1
                digits += 1
            }
            guard digits > 0 else { result.append(value[index]); index += 1; continue }
            if cursor < value.endIndex, value[cursor] == UInt8(ascii: ";") { cursor += 1 }
            result += Array(String(Unicode.Scalar(UInt32(code)).map(Character.init) ?? "\u{FFFD}").utf8)
            index = cursor
        }
        return result
    }

    /// Lowercased, without ASCII whitespace and control characters (which browsers skip inside a scheme).
    private static func normalize(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.filter { $0 > 0x20 && $0 != 0x7F }, as: UTF8.self).lowercased()
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
