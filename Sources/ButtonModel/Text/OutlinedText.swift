import DesignTokens
import DocGenSupport

/// A line of text as vector outlines, in CSS pixels: what a picture needs to draw a label with no font installed.
///
/// Each distinct glyph has one path (`shapes`, in order of first use), placed by `placements` relative to the
/// start of the line on its baseline, y growing downward as in SVG.
public struct OutlinedText: Hashable, Sendable {
    /// The outline of one glyph, as SVG path data with its origin on the baseline at the glyph's pen position.
    public struct Shape: Hashable, Sendable {
        /// `g<glyph index>`: unique within one line of one font.
        public var key: String
        public var pathData: String
    }

    /// Where one glyph is drawn.
    public struct Placement: Hashable, Sendable {
        public var key: String
        public var x: Double
        public var y: Double
    }

    public var shapes: [Shape]
    public var placements: [Placement]
    /// The kerned advance of the line with its letter spacing, the same as `TextMeasurer.width(of:…)`.
    public var width: Double

    /// Lays out `line` at `scale` pixels per font unit, each glyph moved right by `letterSpacing` for every glyph
    /// before it; `pathData` gives a glyph's outline at that scale.
    package init(line: ShapedLine, scale: Double, letterSpacing: Double = 0, pathData: (UInt32) -> String) {
        var shapes: [Shape] = []
        var seen: Set<UInt32> = []
        var inked: Set<UInt32> = []
        for glyph in line.glyphs where seen.insert(glyph.id).inserted {
            let data = pathData(glyph.id)
            guard !data.isEmpty else { continue }
            inked.insert(glyph.id)
            shapes.append(Shape(key: "g\(glyph.id)", pathData: data))
        }
        self.shapes = shapes
        placements = line.glyphs.enumerated().filter { inked.contains($0.element.id) }.map { index, glyph in
            Placement(key: "g\(glyph.id)", x: Double(glyph.x) * scale + Double(index) * letterSpacing, y: -Double(glyph.y) * scale)
        }
        width = Double(line.advance) * scale + Double(line.glyphs.count) * letterSpacing
    }

    /// SVG path data of an outline scaled to pixels, with y flipped (fonts grow upward, SVG downward): numbers of
    /// two decimals at most, no negative zero (`Double.svgNumberText`, which writes them without a formatted print).
    package static func pathData(_ commands: [OutlineCommand], scale: Double) -> String {
        func p(_ x: Double, _ y: Double) -> String { (x * scale).svgNumberText + " " + (-y * scale).svgNumberText }
        var data = ""
        for command in commands {
            switch command {
            case .move(let x, let y): data += "M" + p(x, y)
            case .line(let x, let y): data += "L" + p(x, y)
            case .quadratic(let cx, let cy, let x, let y): data += "Q" + p(cx, cy) + " " + p(x, y)
            case .cubic(let ax, let ay, let bx, let by, let x, let y): data += "C" + p(ax, ay) + " " + p(bx, by) + " " + p(x, y)
            case .close: data += "Z"
            }
        }
        return data
    }
}
