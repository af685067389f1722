import DocGenSupport
import DesignTokens
import ButtonModel

/// What a rule's measured and required values count, and how the site writes them.
public enum CheckUnit: String, Hashable, Sendable, CaseIterable {
    /// A WCAG 2 contrast ratio: `4.47:1`.
    case contrastRatio
    /// An APCA lightness contrast: `Lc 63.05`.
    case lightnessContrast
    /// A length in points: `40 pt`.
    case points
    /// An area in square CSS pixels: `612 px²`.
    case squarePixels
    /// Nothing measured: the finding is about a name (`token.deprecated`); written as a bare number.
    case none

    /// `value` in this unit, as the site and the findings' messages write it: ratios and Lc truncated to two decimals,
    /// never rounded, so a value under its threshold never shows as reaching it (`4.47:1`, `Lc 63.05`); lengths and
    /// areas as a designer writes them (`40 pt`, `612 px²`).
    public func text(_ value: Double) -> String {
        switch self {
        case .lightnessContrast: "Lc \(value.truncatedForDisplay())"
        case .points: "\(value.formattedForDisplay) pt"
        case .squarePixels: "\(value.formattedForDisplay) px²"
        case .contrastRatio: "\(value.truncatedForDisplay()):1"
        case .none: value.truncatedForDisplay()
        }
    }
}
