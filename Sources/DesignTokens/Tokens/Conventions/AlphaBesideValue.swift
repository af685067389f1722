import DocGenSupport

/// Primer's `alpha` beside `$value` (`{"$value": "{base.color.black}", "alpha": 0.15}`, `@primer/primitives`
/// `src/tokens/**/*.json5`): the alpha of the resolved color, replacing the alpha the color has, as Primer's build
/// does (its `colorToRgbAlpha` transform sets the alpha of the parsed color). The transform is transitive, so a
/// token that aliases such a token and sets no alpha of its own gets the color with that alpha.
package struct AlphaBesideValue: TokenValueAdapter {
    /// `value` with the token's own `alpha` applied; the value unchanged when the token has none; nil, reported,
    /// when the alpha is not a number from 0 to 1.
    package func adjust<Parser: TokenValueParser>(_ value: TokenValue, type: TokenType, of owner: Int, with parser: inout Parser) -> TokenValue? {
        guard let member = parser.definitions[owner].alpha else { return value }
        let location = parser.files.location(of: member, file: parser.definitions[owner].node.file, path: parser.definitions[owner].name)
        guard case .color(var color) = value else {
            // Nothing to apply it to: reported here and on every token whose value passes through this one.
            parser.markUnread(owner, UnreadMember(found: "the token has \"alpha\" beside $value, but it is a \(type.rawValue) token, which has no alpha",
                                                  name: "\"alpha\"", advice: "remove the alpha, or make the token a color", location: location))
            return value
        }
        guard case .number(let alpha)? = parser.parseValue(member.value, as: .number, owner: owner, depth: 0) else { return nil }
        guard (0...1).contains(alpha) else {
            return parser.malformed(member.value, .color, "alpha \(alpha.formattedForDisplay) is outside [0 - 1]", owner)
        }
        let before = color.hex
        color.alpha = alpha
        parser.report(TokenError(.nonstandard("the token has \"alpha\": \(alpha.formattedForDisplay) beside $value, which the format does not define",
                                              assumed: "\(color.hex), the alpha of the resolved color \(before) set to \(alpha.formattedForDisplay) " +
                                                  "(Primer's convention; aliases that set no alpha inherit it)",
                                              advice: "keep it to read the tokens as Primer's build does, or write the alpha in the color itself"),
                                 at: location))
        return .color(color)
    }
}
