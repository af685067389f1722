import DocGenSupport
import Foundation

/// Tokens Studio's colors computed while resolving: a token's color modifier, and the color functions
/// `rgba(#ffff00, 0.5)`, `rgba({color.yellow}, 50%)` and CSS `rgba(255, 255, 0, 0.5)`.
extension TokensStudioValueAdapter {
    /// Applies a token's `modify` to its resolved color.
    package func apply<Parser: TokenValueParser>(_ modify: JSONValue, to value: TokenValue, owner: Int, with parser: inout Parser) -> TokenValue? {
        guard case .color(let color) = value else {
            return parser.malformed(modify, nil, "a color modifier needs a color token", owner)
        }
        guard let spaceName = modify["space"]?.string, !spaceName.isEmpty else { return value } // As Tokens Studio: no space, no change.
        guard let space = TokensStudioColorModifier.Space(rawValue: spaceName) else {
            return parser.malformed(modify["space"] ?? modify, .color, "unknown modifier space \"\(spaceName)\"; expected srgb, hsl, lch or p3", owner)
        }
        let kindName = modify["type"]?.string ?? ""
        guard let kind = TokensStudioColorModifier.Kind(rawValue: kindName) else {
            return parser.malformed(modify["type"] ?? modify, .color, "unknown modifier type \"\(kindName)\"; expected lighten, darken, mix or alpha", owner)
        }
        guard let amountValue = modify["value"] else { return parser.malformed(modify, .color, "the modifier has no value", owner) }
        guard let amount = quantity(amountValue, owner: owner, with: &parser) else { return nil }
        guard amount.unit == nil else {
            return parser.malformed(amountValue, .color, "the modifier value must be a plain number such as 0.2", owner)
        }
        var mixColor: Color?
        if kind == .mix {
            guard let colorValue = modify["color"] else { return parser.malformed(modify, .color, "a mix modifier needs a color", owner) }
            guard case .color(let other)? = parser.parseValue(colorValue, as: .color, owner: owner, depth: 1) else { return nil }
            mixColor = other
        }
        let modifier = TokensStudioColorModifier(kind: kind, amount: amount.value, space: space, mixColor: mixColor)
        return .color(modifier.apply(to: color))
    }

    /// The number a `{reference}` inside a color function names, as text (`0.5`, `50%`); nil, reported.
    private func referencedNumber<Parser: TokenValueParser>(_ part: String, at json: JSONValue, owner: Int, with parser: inout Parser) -> String? {
        let name = String(part.dropFirst().dropLast()).trimmingSpaces
        guard let target = parser.token(referencedAs: name, at: json) else {
            parser.reportMissing(part, at: json, owner: owner)
            return nil
        }
        guard let (value, _) = parser.operand(target, usedBy: owner, at: json) else { return nil }
        switch value {
        case .number(let number): return number.formattedForDisplay
        case .dimension(let dimension) where dimension.unit.rawValue == "%": return dimension.description
        default:
            _ = parser.malformed(json, .color, "\(part) is \(TokenValueText.describe(value)), not a number a color function can use", owner)
            return nil
        }
    }

    package func colorFunction<Parser: TokenValueParser>(_ json: JSONValue, owner: Int, with parser: inout Parser) -> TokenValue? {
        let text = json.string ?? ""
        let inner = text.drop { $0 != "(" }.dropFirst().dropLast()
        var parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        // A channel or the alpha may be a reference to a number token (`rgba({color.black}, {opacity.50})`).
        for index in parts.indices where parts.count != 2 || index == 1 {
            guard parts[index].hasPrefix("{"), parts[index].hasSuffix("}") else { continue }
            guard let number = referencedNumber(parts[index], at: json, owner: owner, with: &parser) else { return nil }
            parts[index] = number
        }
        func fraction(_ part: String, scale: Double) -> Double? {
            guard let quantity = TokensStudioQuantity.parse(part) else { return nil }
            switch quantity.unit {
            case nil: return quantity.value / scale
            case "%": return quantity.value / 100
            default: return nil
            }
        }
        let usage = "expected rgba(#rrggbb, alpha), rgba({color}, alpha) or rgba(red, green, blue, alpha)"
        switch parts.count {
        case 2:
            guard let alpha = fraction(parts[1], scale: 1), (0...1).contains(alpha) else {
                return parser.malformed(json, .color, "\"\(text)\": the alpha must be a number in [0, 1] or a percentage; \(usage)", owner)
            }
            var base = json
            base.content = .string(parts[0])
            guard case .color(var color)? = parser.parseValue(base, as: .color, owner: owner, depth: 1) else { return nil }
            color.alpha = alpha
            return .color(color)
        case 3, 4:
            let channels = parts.prefix(3).map { fraction($0, scale: 255) }
            let alpha = parts.count == 4 ? fraction(parts[3], scale: 1) : 1
            guard channels.allSatisfy({ $0.map { (0...1).contains($0) } == true }), let alpha, (0...1).contains(alpha) else {
                return parser.malformed(json, .color, "\"\(text)\": channels must be 0–255 or percentages; \(usage)", owner)
            }
            return .color(Color(red: channels[0] ?? 0, green: channels[1] ?? 0, blue: channels[2] ?? 0, alpha: alpha))
        default:
            return parser.malformed(json, .color, "\"\(text)\": \(usage)", owner)
        }
    }
}
