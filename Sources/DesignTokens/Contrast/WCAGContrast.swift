import DocGenSupport
import Foundation

/// The contrast ratio of WCAG 2.x (SC 1.4.3, 1.4.6, 1.4.11).
///
/// Relative luminance follows the WCAG 2.2 definition, which linearizes a channel below **0.04045** by
/// dividing by 12.92 (the IEC 61966-2-1 sRGB threshold). Before May 2021 the definition said 0.03928, taken
/// from a draft of sRGB; no 8-bit channel value lies between the two thresholds (10/255 ≈ 0.0392 and
/// 11/255 ≈ 0.0431), so the choice never changes a ratio for `#rrggbb` colors.
public enum WCAGContrast {
    /// The channel value at or below which the sRGB transfer function is linear (WCAG 2.2, "relative luminance").
    public static let linearThreshold = 0.04045

    /// Relative luminance in 0...1 of an sRGB color; alpha is ignored (composite first).
    public static func relativeLuminance(_ color: Color) -> Double {
        0.2126 * linearized(color.red) + 0.7152 * linearized(color.green) + 0.0722 * linearized(color.blue)
    }

    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter of the two: 1...21, the same whichever comes first.
    /// Alpha is ignored; use `ratio(foreground:background:)` for a translucent foreground.
    public static func ratio(_ first: Color, _ second: Color) -> Double {
        let a = relativeLuminance(first)
        let b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio of `foreground` painted over `background` against `background`: a translucent foreground is
    /// composited first, as a browser would paint it.
    public static func ratio(foreground: Color, background: Color) -> Double {
        ratio(foreground.composited(over: background), background)
    }

    private static func linearized(_ channel: Double) -> Double {
        let value = min(max(channel, 0), 1)
        return value <= linearThreshold ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
