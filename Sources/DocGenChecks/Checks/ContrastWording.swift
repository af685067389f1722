import ButtonModel
import DesignTokens
import DocGenSupport

/// Phrases that every contrast rule's messages share, so that their findings read alike.
package enum ContrastWording {
    /// `3.92:1`: truncated, so a ratio under the threshold never shows as reaching it.
    package static func ratio(_ value: Double) -> String { CheckUnit.contrastRatio.text(value) }

    /// `4.5:1`, `3:1`: a threshold as the guidelines write it.
    package static func threshold(_ value: Double) -> String { "\(value.shortDisplayText):1" }

    /// `#1d4ed8`, or `#9dc1fb (#3b82f680 over #ffffff)` when a translucent color was composited to get it.
    package static func color(_ shown: Color, from original: Color, over backdrop: Color) -> String {
        original.isOpaque ? shown.hex : "\(shown.hex) (\(original.hex) over \(backdrop.hex))"
    }
}
