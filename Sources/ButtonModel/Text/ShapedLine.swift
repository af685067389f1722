import DesignTokens
import DocGenSupport

/// A line of text shaped by HarfBuzz: each glyph with its position in font units from the start of the line on
/// its baseline (y growing upward, as fonts measure), and the line's kerned advance.
package struct ShapedLine: Hashable, Sendable {
    package struct Glyph: Hashable, Sendable {
        /// The glyph's index in the font (not a Unicode code point).
        package var id: UInt32
        package var x: Int
        package var y: Int
    }

    package var glyphs: [Glyph]
    package var advance: Int
}

/// One drawing command of a glyph outline, in font units with y growing upward.
package enum OutlineCommand: Hashable, Sendable {
    case move(Double, Double)
    case line(Double, Double)
    case quadratic(Double, Double, Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
    case close
}
