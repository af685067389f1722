import DocGenSupport
import Foundation

/// Tokens Studio's TokenScript color functions that set, shift or scale one OKLCH coordinate of a color, written as a
/// token's value: `set_chroma({color.primary}, 0.05)`, `adjust_lightness({color.brand}, -0.1)`.
///
/// Each is defined by its script in the TokenScript schema registry (tokens-studio/tokenscript-schemas,
/// `src/schemas/functions/NAME/NAME.tokenscript`): the color converted to OKLCH, one coordinate replaced, the others and
/// the alpha kept, the result an OKLCH color; docgen shows it in sRGB as a browser shows `oklch()` (CSS Color 4 gamut
/// mapping). The registry's other functions (palettes, contrast, `lighten` and `darken`, whose names other tools
/// define otherwise) are kept as written.
package enum TokenScriptColorFunction {
    /// Which coordinate a function changes, and how.
    private enum Change {
        case set, add, scale
    }

    private enum Coordinate: Int {
        case lightness = 0, chroma = 1, hue = 2
    }

    private static let functions: [String: (Coordinate, Change)] = [
        "set_lightness": (.lightness, .set), "adjust_lightness": (.lightness, .add), "scale_lightness": (.lightness, .scale),
        "set_chroma": (.chroma, .set), "adjust_chroma": (.chroma, .add), "scale_chroma": (.chroma, .scale),
        "set_hue": (.hue, .set), "adjust_hue": (.hue, .add), "rotate_hue": (.hue, .add),
    ]

    package static func defines(_ name: String) -> Bool { functions[name] != nil }

    /// The color `call` gives, its references already replaced by their values; nil when `call` is none of these.
    package static func color(of call: CSSFunctionCall) -> Result<Color, CSSCalc.Failure>? {
        guard let (coordinate, change) = functions[call.name] else { return nil }
        let arguments = call.arguments
        guard arguments.count == 2 else {
            return .failure(CSSCalc.Failure("\(call.name)() takes a color and a number, not \(arguments.count) arguments"))
        }
        guard let color = CSSColorValue.parse(arguments[0]) else {
            return .failure(CSSCalc.Failure("\"\(arguments[0])\" is not a color docgen reads"))
        }
        guard let amount = Double(arguments[1]), amount.isFinite else {
            return .failure(CSSCalc.Failure("\"\(arguments[1])\" is not a number"))
        }
        var oklch = CSSColorMix.coordinates(color, in: .oklch)
        // A gray's hue is powerless (NaN); its scripts then work with 0, as CSS does for `none`.
        if oklch[2].isNaN { oklch[2] = 0 }
        let index = coordinate.rawValue
        switch change {
        case .set: oklch[index] = amount
        case .add: oklch[index] += amount
        case .scale: oklch[index] *= amount
        }
        switch coordinate {
        case .lightness: oklch[index] = min(max(oklch[index], 0), 1)
        // set_chroma clamps to 0.4, the others only to 0.
        case .chroma: oklch[index] = max(oklch[index], 0)
            if change == .set { oklch[index] = min(oklch[index], 0.4) }
        case .hue: oklch[index] = oklch[index].truncatingRemainder(dividingBy: 360) + (oklch[index] < 0 ? 360 : 0)
        }
        // rotate_hue's script sets no alpha on its result, so the result is opaque.
        let alpha = call.name == "rotate_hue" ? 1 : color.alpha
        return .success(ColorConversion.srgb(space: .oklch, components: (oklch[0], oklch[1], oklch[2]), alpha: alpha))
    }
}
