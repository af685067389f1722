import DocGenSupport
import DesignTokens
import Foundation

/// The `color` of a color set entry as Xcode writes it (`color-space` and `components`), converted to sRGB.
///
/// Each component is a string in one of three forms Xcode's inspector writes: a 0–1 number (`"0.980"`; extended
/// spaces go past 0–1), an 8-bit integer (`"250"`) or an 8-bit hex byte (`"0xFA"`); JSON numbers are read as 0–1.
/// `alpha` is a number (`"1.000"`) or a hex byte. Spaces: `srgb`, `extended-srgb`, `extended-linear-srgb`,
/// `display-p3` (its components converted with CSS Color 4's matrices), `gray-gamma-22` and `extended-gray` (a
/// `white` component: gray with Apple's gamma 2.2 transfer, sign-reflected below 0). A color outside sRGB is mapped
/// into it as CSS Color 4 § 13.2 maps it; the notes say what was converted or mapped.
package struct AssetCatalogComponents {
    package var color: Color
    /// `display-p3 red 0.676 green 0.697 blue 0.679 alpha 1.000`, the components as written.
    package var text: String
    package var notes: [String] = []

    package static func read(_ json: JSONValue) -> Result<AssetCatalogComponents, AssetCatalogProblem> {
        let space = json["color-space"]?.string ?? "srgb"
        let spaces = ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22", "extended-gray"]
        guard spaces.contains(space) else { return .failure(AssetCatalogProblem("is in the color space \(space), which docgen does not read")) }
        guard let components = json["components"], components.members != nil else { return .failure(AssetCatalogProblem("has no components")) }
        let isGray = space == "gray-gamma-22" || space == "extended-gray"
        let keys = isGray ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = [], written: [String] = []
        for key in keys {
            guard let value = components[key] else { return .failure(AssetCatalogProblem("has no \(key) component")) }
            guard let number = number(value, alpha: false) else { return .failure(AssetCatalogProblem("has \(key) \(describe(value)), not a component Xcode writes")) }
            values.append(number)
            written.append("\(key) \(describe(value))")
        }
        var alpha = 1.0
        if let value = components["alpha"] {
            guard let number = number(value, alpha: true) else { return .failure(AssetCatalogProblem("has alpha \(describe(value)), not a number from 0 to 1")) }
            alpha = min(max(number, 0), 1)
            written.append("alpha \(describe(value))")
        }
        let text = "\(space) " + written.joined(separator: " ")
        let c = isGray ? (values[0], values[0], values[0]) : (values[0], values[1], values[2])
        let shown = isGray ? "white \(values[0].componentText)" : "\(c.0.componentText) \(c.1.componentText) \(c.2.componentText)"
        let linear: ColorConversion.Vector
        var notes: [String] = []
        switch space {
        case "srgb":
            if [c.0, c.1, c.2].contains(where: { $0 < 0 || $0 > 1 }) { notes.append("sRGB components \(shown) outside 0–1, clipped") }
            let clipped = ColorConversion.map(c) { min(max($0, 0), 1) }
            return .success(AssetCatalogComponents(color: Color(red: clipped.0, green: clipped.1, blue: clipped.2, alpha: alpha),
                                                   text: text, notes: notes))
        case "extended-srgb":
            linear = ColorConversion.map(c, ColorConversion.srgbToLinear)
        case "extended-linear-srgb":
            linear = c
            notes.append("linear sRGB \(shown), encoded with the sRGB transfer function")
        case "display-p3":
            let xyz = ColorConversion.multiply(ColorConversion.linearP3ToXYZ, ColorConversion.map(c, ColorConversion.srgbToLinear))
            linear = ColorConversion.multiply(ColorConversion.inverse(ColorConversion.linearSRGBToXYZMatrix), xyz)
            notes.append("Display P3 \(shown), converted to sRGB (CSS Color 4)")
        case "gray-gamma-22", "extended-gray":
            let y = (values[0] < 0 ? -1 : 1) * pow(abs(values[0]), 2.2)
            linear = (y, y, y)
            notes.append("gray gamma 2.2 \(shown), converted to sRGB")
        default:
            return .failure(AssetCatalogProblem("is in the color space \(space), which docgen does not read"))
        }
        let encoded = ColorConversion.map(linear, ColorConversion.linearToSRGB)
        if [encoded.0, encoded.1, encoded.2].contains(where: { $0 < -0.000075 || $0 > 1.000075 }) {
            notes.append("outside sRGB (\(encoded.0.componentText) \(encoded.1.componentText) \(encoded.2.componentText)), "
                + "mapped into it as CSS Color 4 § 13.2 does")
        }
        return .success(AssetCatalogComponents(color: ColorConversion.gamutMapped(linearSRGB: linear, alpha: alpha), text: text, notes: notes))
    }

    /// A component: `"0x7F"` → 127/255, `"127"` → 127/255, `"0.498"` → 0.498; alpha reads integers as numbers.
    private static func number(_ value: JSONValue, alpha: Bool) -> Double? {
        if let number = value.number { return number.isFinite ? number : nil }
        guard let text = value.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if !alpha, !text.contains("."), !text.lowercased().contains("e"), let integer = Int(text) {
            return (0...255).contains(integer) ? Double(integer) / 255 : nil
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    private static func describe(_ value: JSONValue) -> String {
        value.string.map { "\"\($0)\"" } ?? value.number.map { $0.componentText } ?? value.kindDescription
    }
}

/// Why a color set entry's color is not read, completing "The color NAME …".
package struct AssetCatalogProblem: Error, Hashable, Sendable {
    package var text: String

    package init(_ text: String) {
        self.text = text
    }
}

extension Double {
    /// Up to four decimals, trailing zeros dropped: `0.6764`, `1`, `-0.05`.
    package var componentText: String {
        var text = String(format: "%.4f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
