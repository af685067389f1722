import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache

/// The document every diagram is: a sheet in its palette with a thin frame, glyph outlines in `<defs>`, a
/// `<title>` naming it and a `<desc>` that says in words what the drawing shows (the drawing's own text is outlines).
package struct DiagramSheet {
    package var palette: DiagramPalette
    package var text: DiagramText
    package private(set) var elements: [String] = []

    package init(palette: DiagramPalette, measurer: TextMeasurer) {
        self.palette = palette
        text = DiagramText(measurer: measurer)
    }

    package mutating func add(_ element: String) { elements.append(element) }

    /// A line of text, as `DiagramText.line` draws it.
    package mutating func write(_ string: String, x: Double, y: Double, size: Double, weight: Double = 400, color: Color,
                        anchor: DiagramText.Anchor = .start) {
        elements.append(text.line(string, x: x, y: y, size: size, weight: weight, color: color, anchor: anchor))
    }

    /// A thin line with a halo of the sheet's color under it, so it stays visible where it crosses the button.
    package mutating func leader(from start: (Double, Double), to end: (Double, Double), color: Color, width: Double = 1) {
        let n = ButtonGlyphs.n
        let d = "M\(n(start.0)) \(n(start.1))L\(n(end.0)) \(n(end.1))"
        elements.append(#"<path d="\#(d)" stroke="\#(palette.background.hex)" stroke-width="\#(n(width + 2))" fill="none" stroke-linecap="round"/>"#)
        elements.append(#"<path d="\#(d)" stroke="\#(color.hex)" stroke-width="\#(n(width))" fill="none"/>"#)
    }

    /// A dot with a halo: where a leader lands.
    package mutating func dot(at point: (Double, Double), color: Color, radius: Double = 2.5) {
        let n = ButtonGlyphs.n
        elements.append(#"<circle cx="\#(n(point.0))" cy="\#(n(point.1))" r="\#(n(radius))" fill="\#(color.hex)" stroke="\#(palette.background.hex)" stroke-width="1.5"/>"#)
    }

    /// The whole SVG document, `width` × `height` pixels.
    package func document(width: Double, height: Double, title: String, description: String) -> String {
        let n = ButtonGlyphs.n
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\#(n(width))" height="\#(n(height))" viewBox="0 0 \#(n(width)) \#(n(height))">"#,
            "<title>" + HTMLEscaping.svg(title) + "</title>",
            "<desc>" + HTMLEscaping.svg(description) + "</desc>",
        ]
        if !text.shapes.isEmpty { lines.append("<defs>\n" + text.defs + "\n</defs>") }
        lines.append(#"<rect class="sheet" x="0.5" y="0.5" width="\#(n(width - 1))" height="\#(n(height - 1))" rx="8" fill="\#(palette.background.hex)" stroke="\#(palette.faint.hex)"/>"#)
        lines += elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
