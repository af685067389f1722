import ButtonModel

/// The shadows of a cell's elevation as SVG: each a copy of the button's box, grown by its spread, moved by its
/// offset and blurred by a Gaussian of standard deviation blur / 2 (as CSS `box-shadow` blurs), the first shadow of
/// the token on top. The filter's region is the whole canvas, in user space, so that no blur is cut off and the
/// picture does not depend on a renderer's default region.
package enum ButtonShadowSVG {
    /// The `<defs>` with one filter per blurred shadow and the shapes, in painting order; empty without elevation.
    package static func elements(_ cell: StateCell, _ g: ButtonGeometry, idPrefix: String) -> [String] {
        guard let shadows = cell.elevation?.value, !shadows.isEmpty else { return [] }
        let n = ButtonGlyphs.n, length = ButtonGlyphs.length
        var filters: [String] = []
        var shapes: [String] = []
        for (index, shadow) in shadows.enumerated().reversed() {
            let spread = shadow.spread
            var shape = #"<rect class="shadow" x="\#(n(shadow.offsetX - spread))" y="\#(n(shadow.offsetY - spread))" "#
                + #"width="\#(length(g.width + 2 * spread))" height="\#(length(g.height + 2 * spread))" "#
                + #"rx="\#(length(g.cornerRadius + spread))""# + ButtonSVG.paint("fill", shadow.color)
            if shadow.blur > 0 {
                let id = "\(idPrefix)--shadow-\(index)"
                filters.append(#"<filter id="\#(id)" filterUnits="userSpaceOnUse" x="\#(n(-g.margin))" y="\#(n(-g.margin))" "#
                    + #"width="\#(length(g.canvasWidth))" height="\#(length(g.canvasHeight))"><feGaussianBlur stdDeviation="\#(length(shadow.blur / 2))"/></filter>"#)
                shape += #" filter="url(#\#(id))""#
            }
            shapes.append(shape + "/>")
        }
        return (filters.isEmpty ? [] : ["<defs>" + filters.joined() + "</defs>"]) + shapes
    }
}
