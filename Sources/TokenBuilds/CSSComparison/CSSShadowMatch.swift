import DocGenSupport
import DesignTokens

/// Compares a shadow token (one shadow, or a list of them) with a CSS `box-shadow` value, layer by layer: the
/// `inset` keyword, the offsets, blur and spread in px (a length a layer leaves out is 0), and the color as 8-bit
/// sRGB with alpha. A build may write a layer's parts in any order CSS allows (`inset` and the color first or
/// last); the lengths keep theirs.
package enum CSSShadowMatch {
    /// One layer, as both sides are read into it.
    package struct Layer: Equatable {
        package var inset: Bool
        /// offsetX, offsetY, blur, spread, in px.
        package var lengths: [Double]
        package var color: Color

        /// `inset 0px 1px 0px 0px #1f23280a`: the form the report shows both sides in.
        package var text: String {
            (inset ? "inset " : "") + lengths.map { $0.formattedForDisplay + "px" }.joined(separator: " ") + " " + color.hex
        }

        package static func == (a: Layer, b: Layer) -> Bool {
            a.inset == b.inset && a.color.rgba8 == b.color.rgba8 && a.lengths.count == b.lengths.count
                && zip(a.lengths, b.lengths).allSatisfy { abs($0 - $1) < 0.0005 }
        }
    }

    /// The layers of a resolved shadow value; nil when it is not a shadow, or a length has no size in px.
    package static func layers(_ value: TokenValue) -> [Layer]? {
        switch value {
        case .composite(let members):
            guard case .color(let color)? = members["color"] else { return nil }
            var lengths: [Double] = []
            for name in ["offsetX", "offsetY", "blur", "spread"] {
                guard case .dimension(let dimension)? = members[name], let points = dimension.points else { return nil }
                lengths.append(points)
            }
            let inset = members["inset"] == .keyword("true")
            return [Layer(inset: inset, lengths: lengths, color: color)]
        case .list(let items):
            var all: [Layer] = []
            for item in items {
                guard let layers = layers(item) else { return nil }
                all += layers
            }
            return all.isEmpty ? nil : all
        default:
            return nil
        }
    }

    /// The layers of a CSS `box-shadow` value; nil when a layer is not one docgen reads.
    package static func layers(css text: String) -> [Layer]? {
        var result: [Layer] = []
        for part in CSSRuleBlock.splitList(text) {
            var inset = false, lengths: [Double] = [], color: Color?
            for word in CSSFunctionCall.words(part) {
                if word.lowercased() == "inset", !inset {
                    inset = true
                } else if let number = CSSNumber.parse(word), let px = pixels(number) {
                    guard lengths.count < 4 else { return nil }
                    lengths.append(px)
                } else if color == nil, let parsed = CSSColorValue.parse(word) {
                    color = parsed
                } else {
                    return nil
                }
            }
            // CSS Backgrounds 3 § 7.1: a shadow without a color takes currentcolor, which a stylesheet alone cannot tell.
            guard lengths.count >= 2, let color else { return nil }
            result.append(Layer(inset: inset, lengths: lengths + Array(repeating: 0, count: 4 - lengths.count), color: color))
        }
        return result
    }

    package static func compare(_ value: TokenValue, css text: String) -> CSSValueMatch? {
        guard let expected = layers(value) else { return nil }
        guard let written = layers(css: text) else {
            return .notCompared("\"\(text)\" is not a CSS box-shadow docgen reads (lengths in px or rem, one color per layer)")
        }
        let shown = written.map(\.text).joined(separator: ", ")
        return expected == written ? .same(shown) : .different(shown)
    }

    /// The token's shadow in the form the report shows the CSS in; nil when it is not a shadow.
    package static func text(_ value: TokenValue) -> String? {
        layers(value).map { $0.map(\.text).joined(separator: ", ") }
    }

    /// A length in px: px, rem at 16 px, or a bare 0.
    private static func pixels(_ number: CSSNumber) -> Double? {
        switch number.unit {
        case "px": number.value
        case "rem": number.value * 16
        case "": number.value == 0 ? 0 : nil
        default: nil
        }
    }
}
