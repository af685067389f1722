/// Phrases that every contrast rule's messages share, so that their findings read alike.
enum ContrastWording {
    /// `3.92:1`: truncated, so a ratio under the threshold never shows as reaching it.
    static func ratio(_ value: Double) -> String { "\(value.truncatedForDisplay(places: 2)):1" }

    /// `4.5:1`, `3:1`: a threshold as the guidelines write it.
    static func threshold(_ value: Double) -> String { "\(value.truncatedForDisplay(places: 2).trimmingDecimalZeros):1" }

    /// `#1d4ed8`, or `#9dc1fb (#3b82f680 over #ffffff)` when a translucent color was composited to get it.
    static func color(_ shown: Color, from original: Color, over backdrop: Color) -> String {
        original.isOpaque ? shown.hex : "\(shown.hex) (\(original.hex) over \(backdrop.hex))"
    }

    /// The hint of every finding on a disabled cell.
    static let disabledExemptionHint =
        "WCAG 2.2 exempts inactive (disabled) user interface components from contrast requirements (SC 1.4.3, 1.4.11); the value is shown for reference."

    /// The same surface under a translucent color: alpha dropped, as a page's backdrop is opaque.
    static func opaque(_ color: Color) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, alpha: 1)
    }
}
