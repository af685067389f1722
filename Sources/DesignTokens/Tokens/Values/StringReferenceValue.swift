import DocGenSupport

/// A string with references inside it, as Style Dictionary reads them: `"{border.width} solid
/// {button.border.color.@base}"`, `"{space.2} {space.4}"`. Each reference is replaced by the CSS text of the
/// token it names (resolved through the chain, so that cycles and failures are found as for aliases); the string is
/// then read as the token's type where it has one reading (`CSSShorthand`: a border's `width style color`), and
/// kept as written otherwise, an opaque value no check can use. Either way a warning says what was assumed.
package struct StringReferenceValue: TokenValueAdapter {
    package func reads(_ json: JSONValue, as type: TokenType, in files: TokenFileTable) -> Bool {
        guard let text = json.string, text.utf8.contains(UInt8(ascii: "{")) else { return false }
        return !ReferenceText.references(in: text).isEmpty
    }

    package func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue? {
        let text = json.string ?? ""
        let references = ReferenceText.references(in: text)
        // In a text value, and in a value of a type no tool defines (kept as written, as Terrazzo keeps a custom
        // `$type`'s value), braces that name no token are text.
        let keptAsText: Bool = if case .other = type { true } else { CSSFunctionValue.textTypes.contains(type) }
        if keptAsText, references.contains(where: { parser.token(named: $0.name) == nil }) {
            return parser.parseLiteral(json, as: type, owner: owner, depth: 0)
        }
        guard let substituted = ReferenceText.substitute(text, at: json, owner: owner, with: &parser) else { return nil }
        let found = "the \(type.rawValue) is a string with references inside, \"\(text)\""
        if let value = CSSShorthand.value(substituted, as: type) {
            let read = CSSFunctionValue.textTypes.contains(type) ? "\"\(substituted)\"" : "\"\(substituted)\", read as \(TokenValueText.describe(value))"
            parser.nonstandard(found, assumed: read + " (each reference replaced by its token's value, as Style Dictionary does)",
                               advice: advice(type), at: json, owner: owner)
            return value
        }
        parser.nonstandard(found, assumed: "\"\(substituted)\" (each reference replaced by its token's value, as Style Dictionary does), " +
                               "kept as written: it is no single \(type.rawValue), so no check can use it and a component that uses it is an error",
                           advice: advice(type), at: json, owner: owner)
        return .opaque(JSONText.quoted(substituted))
    }

    private func advice(_ type: TokenType) -> String {
        switch type {
        case .border: "write a border object whose members alias tokens: {\"width\": \"{…}\", \"style\": \"solid\", \"color\": \"{…}\"}"
        case .string, .content, .link: "keep it if your build substitutes references in strings"
        default: "write a \(type.rawValue) value, aliasing one token where it comes from one"
        }
    }
}
