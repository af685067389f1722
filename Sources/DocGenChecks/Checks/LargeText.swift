import ButtonModel
import DocGenSupport
import DesignTokens

/// WCAG's "large scale" text: at least 18 point, or at least 14 point when bold (WCAG 2.2 definitions;
/// Understanding SC 1.4.3). Large text needs 3:1 instead of 4.5:1.
///
/// A point here is the typographic point (1/72 in), so 18 pt is 24 CSS px and 14 pt is 18.66… CSS px. Apple's
/// UI points measure the same reference length as CSS pixels, so a size in `pt` from an iOS token is passed as
/// `.cssPixels`.
public struct LargeText: Hashable, Sendable {
    public enum Unit: String, Hashable, Sendable, Codable {
        /// CSS px, and the points of Apple platforms (both the 1/96 in reference pixel).
        case cssPixels
        /// Typographic points, 1/72 in, as WCAG states its thresholds.
        case typographicPoints
    }

    /// The smallest regular size that is large: 18 pt = 24 px.
    public static let minimumRegularPixels = 24.0
    /// The smallest bold size that is large: 14 pt, written 18.66 px by most tools (14 × 4/3 = 18.666…).
    /// 18.66 rather than 18.67 so that a token that states the usual rounding of 14 pt counts as 14 pt.
    public static let minimumBoldPixels = 18.66
    /// The weight from which text counts as bold (CSS `bold` is 700).
    public static let boldWeight = 700.0

    public var fontSize: Double
    public var unit: Unit
    public var fontWeight: Double

    public init(fontSize: Double, unit: Unit = .cssPixels, fontWeight: Double) {
        self.fontSize = fontSize
        self.unit = unit
        self.fontWeight = fontWeight
    }

    /// The size in CSS px.
    public var pixels: Double {
        switch unit {
        case .cssPixels: fontSize
        case .typographicPoints: fontSize * 4 / 3
        }
    }

    public var isBold: Bool { fontWeight >= Self.boldWeight }

    public var isLarge: Bool {
        pixels >= Self.minimumRegularPixels || (isBold && pixels >= Self.minimumBoldPixels)
    }

    /// Words for a message: `large text (24 px)`, `bold large text (18.66 px)`, `normal-size text (16 px)`.
    package var wording: String {
        let size = "\(pixels.shortDisplayText) px"
        if !isLarge { return "normal-size text (\(size))" }
        return pixels >= Self.minimumRegularPixels ? "large text (\(size))" : "bold large text (\(size))"
    }
}
