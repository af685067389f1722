import DocGenSupport

/// References written inside a longer string, `"{border.width} solid {button.border.color.@base}"`, as Style
/// Dictionary reads them: each `{name}` (spaces inside the braces trimmed) names a token whose value is put in its
/// place as CSS text (`CSSValueText`).
package enum ReferenceText {
    /// One `{…}` in a string: its range in the string's UTF-8 and the name inside, trimmed.
    package struct Reference: Hashable, Sendable {
        package var range: Range<Int>
        package var name: String
        /// Whether the braces hold spaces around the name (`{ color.accent }`).
        package var padded: Bool
    }

    /// Every `{name}` of `text` whose name could be a token's: not empty, no spaces, braces or quotes inside
    /// (the innermost brace pair, as `TokenReferences` reads them).
    package static func references(in text: String) -> [Reference] {
        let bytes = Array(text.utf8)
        var found: [Reference] = [], position = 0
        while let open = bytes[position...].firstIndex(of: UInt8(ascii: "{")) {
            guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let start = bytes[(open + 1)..<close].lastIndex(of: UInt8(ascii: "{")).map { $0 + 1 } ?? open + 1
            let written = String(decoding: bytes[start..<close], as: UTF8.self)
            let name = written.trimmingSpaces
            if !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == ":" }) {
                found.append(Reference(range: (start - 1)..<(close + 1), name: name, padded: name != written))
            }
            position = close + 1
        }
        return found
    }

    /// The name inside a whole-value alias written with spaces inside its braces (`"{ color.accent }"`), else nil.
    package static func paddedAlias(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}"),
              utf8.dropFirst().first == UInt8(ascii: " ") || utf8.dropLast().last == UInt8(ascii: " ") else { return nil }
        let references = references(in: text)
        guard references.count == 1, let only = references.first, only.padded, only.range == 0..<text.utf8.count else { return nil }
        return only.name
    }

    /// `text` with each reference replaced by the CSS text of the token it names, resolved for `owner` (so that
    /// chains and cycles go through the resolver); nil, reported, when a name is no token's or a value has no
    /// CSS text. Spaces inside braces are trimmed, with a warning.
    package static func substitute<Parser: TokenValueParser>(_ text: String, at json: JSONValue, owner: Int, with parser: inout Parser) -> String? {
        let bytes = Array(text.utf8)
        var result = "", position = 0
        for reference in references(in: text) {
            result += String(decoding: bytes[position..<reference.range.lowerBound], as: UTF8.self)
            position = reference.range.upperBound
            let written = String(decoding: bytes[reference.range], as: UTF8.self)
            let name = reference.name
            guard let target = parser.token(referencedAs: name, at: json) else {
                parser.reportMissing(written, at: json, owner: owner)
                return nil
            }
            if reference.padded { warnPadded(written, name: name, at: json, owner: owner, with: &parser) }
            guard let (value, _) = parser.operand(target, usedBy: owner, at: json) else { return nil }
            guard let css = CSSValueText.text(of: value) else {
                _ = parser.malformed(json, nil, "\(written) is a \(TokenValueText.describe(value)) value, which has no CSS text to put inside a string", owner)
                return nil
            }
            result += css
        }
        return result + String(decoding: bytes[position...], as: UTF8.self)
    }

    /// The warning for `{ name }`: Style Dictionary trims the spaces; the format has none.
    package static func warnPadded<Parser: TokenValueParser>(_ written: String, name: String, at json: JSONValue, owner: Int, with parser: inout Parser) {
        parser.nonstandard("the reference \(written) has spaces inside its braces", assumed: "{\(name)}, the spaces trimmed as Style Dictionary trims them",
                           advice: "write {\(name)}", at: json, owner: owner)
    }
}
