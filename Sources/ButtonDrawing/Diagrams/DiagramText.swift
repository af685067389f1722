import ButtonModel
import DesignTokens
import DocGenSupport

/// The text of a diagram, drawn as glyph outlines so that the file looks the same with no font installed: each
/// distinct glyph of each size and weight once in `<defs>`, placed with `<use>` (as a cell's standalone SVG draws
/// its label).
package struct DiagramText {
    /// Where a line of text hangs from its `x`.
    package enum Anchor {
        case start, middle, end
    }

    package let measurer: TextMeasurer
    /// Glyph path data by key, in order of first use.
    package private(set) var shapes: [(key: String, pathData: String)] = []
    private var keys: Set<String> = []

    package init(measurer: TextMeasurer) {
        self.measurer = measurer
    }

    /// The kerned width of `text` in pixels.
    package func width(_ text: String, size: Double, weight: Double = 400) -> Double {
        measurer.width(of: text, fontSize: size, fontWeight: weight)
    }

    /// `text` on the baseline `y`, placed from `x` as `anchor` says, in `color`.
    package mutating func line(_ text: String, x: Double, y: Double, size: Double, weight: Double = 400, color: Color,
                       anchor: Anchor = .start) -> String {
        let outlined = measurer.outlines(of: text, fontSize: size, fontWeight: weight)
        let prefix = "t\(Int(weight))s\(ButtonGlyphs.n(size).replacingOccurrences(of: ".", with: "_"))"
        for shape in outlined.shapes where keys.insert(prefix + shape.key).inserted {
            shapes.append((prefix + shape.key, shape.pathData))
        }
        let start = switch anchor {
        case .start: x
        case .middle: x - outlined.width / 2
        case .end: x - outlined.width
        }
        let n = ButtonGlyphs.n
        let uses = outlined.placements.map { glyph in
            ##"<use xlink:href="#\##(prefix + glyph.key)" x="\##(n(glyph.x))""## + (glyph.y == 0 ? "" : #" y="\#(n(glyph.y))""#) + "/>"
        }
        return #"<g transform="translate(\#(n(start)) \#(n(y)))" fill="\#(color.hex)">"# + uses.joined() + "</g>"
    }

    /// Every glyph used, for the document's `<defs>`.
    package var defs: String {
        shapes.map { #"<path id="\#($0.key)" d="\#($0.pathData)"/>"# }.joined(separator: "\n")
    }
}
