/// A line of text shaped by HarfBuzz: each glyph with its position in font units from the start of the line on
/// its baseline (y growing upward, as fonts measure), and the line's kerned advance.
struct ShapedLine: Hashable, Sendable {
    struct Glyph: Hashable, Sendable {
        /// The glyph's index in the font (not a Unicode code point).
        var id: UInt32
        var x: Int
        var y: Int
    }

    var glyphs: [Glyph]
    var advance: Int
}

/// One drawing command of a glyph outline, in font units with y growing upward.
enum OutlineCommand: Hashable, Sendable {
    case move(Double, Double)
    case line(Double, Double)
    case quadratic(Double, Double, Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
    case close
}
