import DocGenSupport

/// Deutsche Telekom's colors with alpha (`telekom/design-tokens`, `src/semantic/color.tokens.json5` and the shadow
/// layers of `src/core/shadow.tokens.json5`): a color written as the object `{"color": "{core.color.black}",
/// "alpha": 0.65}`, also inside per-mode values (`{"light": {…}, "dark": {…}}`) and as a shadow layer's `color`.
/// Its build reads it with the `color/alpha` transform (`config/shared.js`, `transformColorComposite`): the color
/// parsed by tinycolor2, then `setAlpha(alpha)`, which replaces the alpha the color has. docgen reads it the same way,
/// wherever a color is expected, with a warning; an alpha outside 0…1 (which tinycolor2 reads as 1) is an error.
package struct ColorAlphaObject: TokenValueAdapter {
    /// Whether `json` is written this way: an object with a `color` member that is no DTCG color object.
    package static func isColorWithAlpha(_ json: JSONValue) -> Bool {
        guard let members = json.members, members.contains(where: { $0.key == "color" }) else { return false }
        return !members.contains { $0.key == "colorSpace" || $0.key == "components" }
    }

    package func reads(_ json: JSONValue, as type: TokenType, in files: TokenFileTable) -> Bool {
        type == .color && Self.isColorWithAlpha(json)
    }

    package func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue? {
        let usage = "a color with alpha is {\"color\": a color or an alias, \"alpha\": a number from 0 to 1}"
        for member in json.members ?? [] where member.key != "color" && member.key != "alpha" {
            return parser.malformed(member.value, .color, "the color object has the member \"\(member.key)\"; \(usage)", owner)
        }
        guard let colorJSON = json["color"], let alphaJSON = json["alpha"] else {
            return parser.malformed(json, .color, "the color object has \"color\" but no \"alpha\"; \(usage)", owner)
        }
        guard case .color(var color)? = parser.parseValue(colorJSON, as: .color, owner: owner, depth: 0) else { return nil }
        guard case .number(let alpha)? = parser.parseValue(alphaJSON, as: .number, owner: owner, depth: 0) else { return nil }
        guard (0...1).contains(alpha) else {
            return parser.malformed(alphaJSON, .color, "alpha \(alpha.formattedForDisplay) is outside [0 - 1] (Telekom's build reads it as 1); \(usage)", owner)
        }
        let before = color.hex
        color.alpha = alpha
        let written = colorJSON.string.map { "\($0) " } ?? ""
        parser.report(TokenError(.nonstandard("the color is written {\"color\": …, \"alpha\": \(alpha.formattedForDisplay)}, which the format does not define",
                                              assumed: "\(color.hex), the color \(written)\(before) with its alpha set to \(alpha.formattedForDisplay) " +
                                                  "(Telekom's color/alpha transform)",
                                              advice: "keep it to read the tokens as Telekom's build does, or write the alpha in the color itself"),
                                 at: parser.location(of: json, owner: owner)))
        return .color(color)
    }
}
