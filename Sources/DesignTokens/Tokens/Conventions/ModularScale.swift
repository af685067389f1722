import DocGenSupport
import Foundation

/// Deutsche Telekom's modular scale (`telekom/design-tokens`, `src/core/dimension.json5`): a token of the type
/// `modular-scale` whose value is `{"base": "{core.dimension.base.value}", "ratio": "{core.dimension.ratio.value}",
/// "pow": 1, "sub_step": 0.25}`, or with `"not_really_modular_just_multiply_base": 0.125`; dimension tokens alias it.
///
/// Its build computes the dimension with the `modular-scale/rem` transform its stylesheet uses (`config/shared.js`,
/// `getModularScaleTransform`): the base in rem (a px base divided by 16, as its `size/rem` transform writes it
/// before), then the base times the multiplier when one is given and not 0; else `base × ratio^pow`, moved `sub_step`
/// of the way to the next step `base × ratio^(pow + 1)` when `sub_step` is not 0. The result is in rem and not
/// rounded (the Figma build's `modular-scale/px` rounds pixels up; the stylesheet does not). The classic converter
/// reads the type as `dimension` (`ClassicTokenConverter.classicType`), so aliases of it are dimensions.
package struct ModularScale: TokenValueAdapter {
    package static let typeName = "modular-scale"
    package static let multiplierName = "not_really_modular_just_multiply_base"
    package static let memberNames = ["base", "ratio", "pow", "sub_step", multiplierName]

    /// Whether `value` is written as a modular scale: an object with a `base` and a `ratio`.
    package static func isScale(_ value: JSONValue?) -> Bool {
        value?["base"] != nil && value?["ratio"] != nil
    }

    package func reads(_ json: JSONValue, as type: TokenType, in files: TokenFileTable) -> Bool {
        type == .dimension && Self.isScale(json)
    }

    package func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue? {
        let usage = "a modular scale is {\"base\": a px or rem dimension, \"ratio\": a number, \"pow\": a number, \"sub_step\": the share of the way to the next step" +
            ", optionally \"\(Self.multiplierName)\": a number}"
        for member in json.members ?? [] where !Self.memberNames.contains(member.key) {
            return parser.malformed(member.value, .dimension, "the modular scale has the member \"\(member.key)\"; \(usage)", owner)
        }
        for name in ["pow", "sub_step"] where json[name] == nil {
            return parser.malformed(json, .dimension, "the modular scale has no \"\(name)\"; \(usage)", owner)
        }
        guard let baseJSON = json["base"], let ratioJSON = json["ratio"], let powJSON = json["pow"], let stepJSON = json["sub_step"],
              case .dimension(let base)? = parser.parseValue(baseJSON, as: .dimension, owner: owner, depth: 0),
              let ratio = Self.number(ratioJSON, owner: owner, with: &parser),
              let power = Self.number(powJSON, owner: owner, with: &parser),
              let step = Self.number(stepJSON, owner: owner, with: &parser) else { return nil }
        var multiplier = 0.0
        if let multiplierJSON = json[Self.multiplierName] {
            guard let number = Self.number(multiplierJSON, owner: owner, with: &parser) else { return nil }
            multiplier = number
        }
        let baseRem: Double
        switch base.unit {
        case .px: baseRem = base.value / 16
        case .rem: baseRem = base.value
        default: return parser.malformed(baseJSON, .dimension, "the modular scale's base is \(base), in neither px nor rem; \(usage)", owner)
        }
        let scale = Scale(base: baseRem, ratio: ratio, power: power, subStep: step, multiplier: multiplier)
        let result = scale.rem
        guard result.isFinite else {
            return parser.malformed(json, .dimension, "the modular scale gives no finite length (\(scale.formula)); \(usage)", owner)
        }
        let dimension = Dimension(result, .rem)
        parser.report(TokenError(.nonstandard("the dimension is written as a modular scale {\(json.members?.map(\.key).joined(separator: ", ") ?? "")}, " +
                                              "which the format does not define",
                                              assumed: "\(dimension) = \(scale.formula) (Telekom's modular-scale/rem transform, which its stylesheet uses)",
                                              advice: "keep it to read the tokens as Telekom's build does, or write the dimension in the value"),
                                 at: parser.location(of: json, owner: owner)))
        return .dimension(dimension)
    }

    /// A number as the transform reads it: a JSON number, a numeric string (`parseFloat`, a `px` dropped, as it reads
    /// the ratio), or an alias of a number token.
    private static func number<Parser: TokenValueParser>(_ json: JSONValue, owner: Int, with parser: inout Parser) -> Double? {
        if let text = json.string, !text.hasPrefix("{") {
            let written = text.hasSuffix("px") ? String(text.dropLast(2)) : text
            guard let number = Double(written.trimmingSpaces), number.isFinite else {
                _ = parser.malformed(json, .dimension, "\"\(text)\" is not a number the modular scale can use", owner)
                return nil
            }
            return number
        }
        guard case .number(let number)? = parser.parseValue(json, as: .number, owner: owner, depth: 0) else { return nil }
        return number
    }

    /// The arithmetic of Telekom's `getModularScaleTransform`, in rem.
    package struct Scale: Equatable, Sendable {
        package var base: Double
        package var ratio: Double
        package var power: Double
        package var subStep: Double
        /// `not_really_modular_just_multiply_base`; 0 when not given (the transform tests it for truth).
        package var multiplier: Double

        package var rem: Double {
            if multiplier != 0 { return base * multiplier }
            var value = Foundation.pow(ratio, power) * base
            if subStep != 0 {
                let next = Foundation.pow(ratio, power + 1) * base
                value = value + (next - value) * subStep
            }
            return value
        }

        /// The computation in words, for the warning.
        package var formula: String {
            let base = "\(self.base.formattedForDisplay)rem"
            if multiplier != 0 { return "base \(base) × \(multiplier.formattedForDisplay)" }
            let step = "base \(base) × \(ratio.formattedForDisplay)^\(power.formattedForDisplay)"
            guard subStep != 0 else { return step }
            return step + ", moved \(subStep.formattedForDisplay) of the way to the next step × \(ratio.formattedForDisplay)^\((power + 1).formattedForDisplay)"
        }
    }
}
