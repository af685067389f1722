import DocGenSupport
import DesignTokens

/// A color as an Android resource writes it: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`, alpha first (unlike CSS's
/// `#RRGGBBAA`), as the Android `Color.parseColor` and the resource compiler read it.
package enum AndroidResourcesColor {
    /// The color of `text`, `nil` when it is not one of the four forms.
    package static func parse(_ text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst().map { $0.hexDigitValue }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0 != nil }) else { return nil }
        let values = digits.map { UInt8($0!) }
        let channels: [UInt8]
        if digits.count <= 4 {
            channels = values.map { $0 << 4 | $0 }
        } else {
            channels = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        }
        let (alpha, rgb) = channels.count == 4 ? (channels[0], Array(channels.dropFirst())) : (255, channels)
        return Color(red8: rgb[0], green8: rgb[1], blue8: rgb[2], alpha8: alpha)
    }
}
