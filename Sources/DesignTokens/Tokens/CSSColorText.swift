import DocGenSupport
import Foundation

/// CSS color text that older token files use where the format wants a color object: `rgb()`/`rgba()`,
/// `hsl()`/`hsla()` in their comma and space forms (CSS Color 4 § 5.1 and § 7.1), and named colors (§ 6.1).
package enum CSSColorText {
    package static func parse(_ text: String) -> Color? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let named = CSSNamedColors.color(named: trimmed) { return named }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = String(trimmed[..<open])
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard let (channels, alpha) = arguments(String(inside)), channels.count == 3 else { return nil }
        switch name {
        case "rgb", "rgba":
            // Numbers are 0-255, percentages 0-100 % (§ 5.1); out-of-range values clamp.
            let values = channels.map { argument in min(max(argument.percent ? argument.value / 100 : argument.value / 255, 0), 1) }
            return ColorConversion.srgb(space: .srgb, components: (values[0], values[1], values[2]), alpha: alpha)
        case "hsl", "hsla":
            guard !channels[0].percent else { return nil }
            var hue = channels[0].value.truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            let saturation = min(max(channels[1].value, 0), 100), lightness = min(max(channels[2].value, 0), 100)
            return ColorConversion.srgb(space: .hsl, components: (hue, saturation, lightness), alpha: alpha)
        default:
            return nil
        }
    }

    private struct Argument {
        var value: Double
        var percent: Bool
    }

    /// `r, g, b[, a]` or `r g b[ / a]`: the three channels and the alpha (1 when absent), or nil.
    private static func arguments(_ text: String) -> ([Argument], Double)? {
        var body = text, alphaText: String?
        if let slash = text.firstIndex(of: "/") {
            body = String(text[..<slash])
            alphaText = String(text[text.index(after: slash)...])
        }
        let separators: (Character) -> Bool = body.contains(",") ? { $0 == "," } : { $0 == " " }
        var parts = body.split(whereSeparator: separators).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if alphaText == nil, body.contains(","), parts.count == 4 { alphaText = parts.removeLast() }
        guard parts.count == 3 else { return nil }
        var channels: [Argument] = []
        for part in parts {
            guard let argument = argument(part) else { return nil }
            channels.append(argument)
        }
        var alpha = 1.0
        if let alphaText {
            guard let argument = argument(alphaText.trimmingCharacters(in: .whitespaces)) else { return nil }
            alpha = min(max(argument.percent ? argument.value / 100 : argument.value, 0), 1)
        }
        return (channels, alpha)
    }

    /// `12`, `12.5%`, `120deg`.
    private static func argument(_ text: String) -> Argument? {
        var number = Substring(text), percent = false
        if number.hasSuffix("%") { number = number.dropLast(); percent = true }
        else if number.hasSuffix("deg") { number = number.dropLast(3) }
        guard let value = Double(number), value.isFinite else { return nil }
        return Argument(value: value, percent: percent)
    }
}
