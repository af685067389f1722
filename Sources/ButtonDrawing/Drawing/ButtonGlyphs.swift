import ButtonModel
import DesignTokens
import DocGenSupport

/// The simple vector glyphs drawn inside a button, as SVG elements in a square box at (x, y).
package enum ButtonGlyphs {
    /// The glyph of `icon` in a square box at (x, y).
    package static func draw(_ icon: ButtonIcon, x: Double, y: Double, size: Double, color: Color) -> String {
        switch icon {
        case .plus: plus(x: x, y: y, size: size, color: color)
        case .check: check(x: x, y: y, size: size, color: color)
        case .spinner: spinner(x: x, y: y, size: size, color: color)
        case .cross: stroked("cross", path(x, y, size, [[(0.25, 0.25), (0.75, 0.75)], [(0.75, 0.25), (0.25, 0.75)]]), size, color)
        case .arrow: stroked("arrow", path(x, y, size, [[(0.2, 0.5), (0.8, 0.5)], [(0.55, 0.25), (0.8, 0.5), (0.55, 0.75)]]), size, color)
        case .bookmark: stroked("bookmark", bookmarkPath(x, y, size), size, color)
        case .bookmarkFilled:
            #"<path class="bookmark-filled" d="\#(bookmarkPath(x, y, size))" fill="\#(color.hex)" stroke="\#(color.hex)" "#
                + #"stroke-width="\#(n(size / 8))" stroke-linejoin="round"/>"#
        }
    }

    /// Polylines through points given as fractions of the box.
    private static func path(_ x: Double, _ y: Double, _ size: Double, _ lines: [[(Double, Double)]]) -> String {
        lines.map { line in
            line.enumerated().map { ($0.offset == 0 ? "M" : "L") + "\(n(x + size * $0.element.0)) \(n(y + size * $0.element.1))" }.joined()
        }.joined()
    }

    private static func bookmarkPath(_ x: Double, _ y: Double, _ size: Double) -> String {
        path(x, y, size, [[(0.28, 0.15), (0.72, 0.15), (0.72, 0.85), (0.5, 0.66), (0.28, 0.85)]]) + "Z"
    }

    private static func stroked(_ name: String, _ d: String, _ size: Double, _ color: Color) -> String {
        #"<path class="\#(name)" d="\#(d)" fill="none" stroke="\#(color.hex)" stroke-width="\#(n(size / 8))" "#
            + #"stroke-linecap="round" stroke-linejoin="round"/>"#
    }

    /// A plus: the leading icon.
    package static func plus(x: Double, y: Double, size: Double, color: Color) -> String {
        let inset = size * 0.2
        let mid = size / 2
        let d = "M\(n(x + mid)) \(n(y + inset))V\(n(y + size - inset))M\(n(x + inset)) \(n(y + mid))H\(n(x + size - inset))"
        return #"<path d="\#(d)" fill="none" stroke="\#(color.hex)" stroke-width="\#(n(size / 8))" stroke-linecap="round"/>"#
    }

    /// A check mark: shown before the label of a selected button.
    package static func check(x: Double, y: Double, size: Double, color: Color) -> String {
        let d = "M\(n(x + size * 0.2)) \(n(y + size * 0.52))L\(n(x + size * 0.42)) \(n(y + size * 0.74))"
            + "L\(n(x + size * 0.8)) \(n(y + size * 0.3))"
        return #"<path d="\#(d)" fill="none" stroke="\#(color.hex)" stroke-width="\#(n(size / 8))" stroke-linecap="round" stroke-linejoin="round"/>"#
    }

    /// Three quarters of a ring: the loading indicator.
    package static func spinner(x: Double, y: Double, size: Double, color: Color) -> String {
        let stroke = size / 8
        let r = size / 2 - stroke
        let cx = x + size / 2
        let cy = y + size / 2
        let d = "M\(n(cx)) \(n(cy - r))A\(n(r)) \(n(r)) 0 1 1 \(n(cx - r)) \(n(cy))"
        return #"<path class="spinner" d="\#(d)" fill="none" stroke="\#(color.hex)" stroke-width="\#(n(stroke))" stroke-linecap="round"/>"#
    }

    /// A number as SVG writes it: `44`, `12.5`, at most two decimals. The matrix rejects every value out of
    /// `GeometryBounds` before anything is drawn; should a non-finite number reach here all the same, it is written
    /// as 0, for `inf` and `nan` are not SVG numbers.
    ///
    /// Written from whole hundredths rather than through `String(format:)`: a label of `label-length` glyphs places
    /// a thousand of them in every cell's picture.
    package static func n(_ value: Double) -> String { value.svgNumberText }

    /// A width or height as SVG writes it: never negative, which SVG forbids.
    package static func length(_ value: Double) -> String { n(max(0, value)) }
}
