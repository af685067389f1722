import DocGenSupport

/// Primer's `mix` beside `$value` (`{"$value": "{base.color.neutral.1}", "mix": {"color": "{base.color.neutral.2}",
/// "weight": 0.5}}`, `@primer/primitives` `src/tokens/functional/color/**/*.json5`): the resolved color mixed with
/// another, as Primer's build does. Its `color/hexMix` transform runs after `color/hexAlpha` on the token's 8-bit
/// hex value and computes Sass's `mix()` with the weight given to the mix color; the transform is transitive, so
/// every token that aliases the mixed token gets the mixed color.
package enum PrimerColorMix {
    /// `color` mixed with `other`: `weight` (0…1) is the share of `other`, corrected for the two alphas as Sass's
    /// `mix()` corrects it; each channel is rounded half up to 8 bits, the alpha is the weighted mean of the two.
    /// Both colors are first taken to 8 bits per channel, as the hex strings Primer's earlier transforms write.
    package static func mixed(_ color: Color, with other: Color, weight: Double) -> Color {
        let first = color.rgba8, second = other.rgba8
        let alpha1 = Double(first.alpha) / 255, alpha2 = Double(second.alpha) / 255
        let normalized = 2 * weight - 1, alphaDelta = alpha1 - alpha2
        let combined = normalized * alphaDelta == -1 ? normalized : (normalized + alphaDelta) / (1 + normalized * alphaDelta)
        let weight2 = (combined + 1) / 2, weight1 = 1 - weight2
        func channel(_ one: UInt8, _ two: UInt8) -> UInt8 {
            let level: Double = (Double(one) / 255 * weight1 + Double(two) / 255 * weight2) * 255
            return UInt8(min(max(level, 0), 255).rounded(.toNearestOrAwayFromZero))
        }
        var result = Color(red8: channel(first.red, second.red), green8: channel(first.green, second.green),
                           blue8: channel(first.blue, second.blue))
        result.alpha = alpha2 * weight + alpha1 * (1 - weight)
        return result
    }
}

/// Primer's `mix` beside `$value` as a value adapter: applied to the token's resolved color (after its `alpha`, as
/// Primer's `color/hexAlpha` transform runs before `color/hexMix`), inherited by every alias of it.
package struct MixBesideValue: TokenValueAdapter {
    /// `value` mixed as the token's own `mix` member says; the value unchanged when the token has none (or
    /// `"mix": null`, which Primer's `isColorWithMix` filter reads as no mix); nil, reported, when the member is not
    /// `{"color": COLOR, "weight": 0…1}`. On a token that is not a color it changes nothing and is reported, there
    /// and on every token whose value passes through it.
    package func adjust<Parser: TokenValueParser>(_ value: TokenValue, type: TokenType, of owner: Int, with parser: inout Parser) -> TokenValue? {
        let definition = parser.definitions[owner]
        guard let member = definition.mix else { return value }
        if case .null = member.value.content { return value }
        let location = parser.files.location(of: member, file: definition.node.file, path: definition.name)
        guard case .color(let color) = value else {
            parser.markUnread(owner, UnreadMember(found: "the token has \"mix\" beside $value, but it is a \(type.rawValue) token, which cannot be mixed",
                                                  name: "\"mix\"", advice: "remove the mix, or make the token a color", location: location))
            return value
        }
        let usage = "expected {\"color\": a color or an alias, \"weight\": a number from 0 to 1}"
        guard let colorJSON = member.value["color"], let weightJSON = member.value["weight"] else {
            return parser.malformed(member.value, .color, "\"mix\" needs \"color\" and \"weight\"; \(usage)", owner)
        }
        guard case .color(let other)? = parser.parseValue(colorJSON, as: .color, owner: owner, depth: 0),
              case .number(let weight)? = parser.parseValue(weightJSON, as: .number, owner: owner, depth: 0) else { return nil }
        guard (0...1).contains(weight) else {
            return parser.malformed(weightJSON, .color, "mix weight \(weight.formattedForDisplay) is outside [0 - 1]; \(usage)", owner)
        }
        let result = PrimerColorMix.mixed(color, with: other, weight: weight)
        parser.report(TokenError(.nonstandard("the token has \"mix\" beside $value, which the format does not define",
                                              assumed: "\(result.hex), the resolved color \(color.hex) mixed with \(other.hex) at weight " +
                                                  "\(weight.formattedForDisplay) (Primer's convention, Sass's mix(); aliases inherit it)",
                                              advice: "keep it to read the tokens as Primer's build does, or write the mixed color in $value"),
                                 at: location))
        return .color(result)
    }
}
