import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache

/// One SVG per cell: a pure function of the cell and its geometry. Every color is the cell's resolved color,
/// written as `#rrggbb` (with `fill-opacity`/`stroke-opacity` only for a color still translucent after
/// compositing).
///
/// Two forms draw the same picture. Inline in a page, the label is `<text>` set in the Inter files the site serves:
/// selectable, and small. As a standalone file, which viewers outside the site open with whatever fonts they have
/// (an `<img>`, GitHub's file view, rsvg-convert, design tools), the label is drawn as the glyph outlines of those
/// same Inter files, placed where HarfBuzz shaped them: each distinct glyph once in `<defs>`, placed with `<use>`.
public enum ButtonSVG {
    /// How the label is drawn, and where the picture goes.
    public enum Form: Hashable, Sendable {
        /// In an HTML page: `role="img"` named by its `<title>`; `idPrefix` keeps the title's id unique when the
        /// same cell appears more than once in a page (`matrix`, `gallery`). The label is `<text>`.
        case inline(idPrefix: String)
        /// A file of its own (SVG 1.1, which has no ARIA attributes: its first-child `<title>` names it). The label
        /// is `label`, the cell's text outlined at its font size and weight.
        case file(label: OutlinedText)
    }

    /// The inline SVG of one cell.
    public static func render(_ cell: StateCell, geometry g: ButtonGeometry, idPrefix: String = "button") -> String {
        render(cell, geometry: g, form: .inline(idPrefix: idPrefix))
    }

    /// The standalone SVG file of one cell, its label outlined with `measurer`'s fonts.
    public static func file(_ cell: StateCell, geometry g: ButtonGeometry, measurer: TextMeasurer) -> String {
        let m = cell.metrics
        let label = measurer.forLabel(of: cell).outlines(of: cell.text ?? "", fontSize: m.fontSize.value, fontWeight: m.fontWeight.value,
                                                         letterSpacing: m.letterSpacing?.value ?? 0)
        return render(cell, geometry: g, form: .file(label: label))
    }

    /// The SVG document for one cell in the given form.
    public static func render(_ cell: StateCell, geometry g: ButtonGeometry, form: Form) -> String {
        let colors = cell.colors
        let m = cell.metrics
        let n = ButtonGlyphs.n, length = ButtonGlyphs.length
        var svg: [String] = []
        let size = #"width="\#(length(g.canvasWidth))" height="\#(length(g.canvasHeight))" viewBox="0 0 \#(length(g.canvasWidth)) \#(length(g.canvasHeight))""#
        let title = HTMLEscaping.svg(title(of: cell))
        switch form {
        case .inline(let idPrefix):
            let id = elementID(prefix: idPrefix, cell: cell)
            svg.append(#"<svg xmlns="http://www.w3.org/2000/svg" \#(size) role="img" aria-labelledby="\#(id)">"#)
            svg.append(#"<title id="\#(id)">"# + title + "</title>")
        case .file(let label):
            svg.append(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \#(size)>"#)
            svg.append("<title>" + title + "</title>")
            if !label.shapes.isEmpty, cell.text != nil, g.textWidth > 0 {
                svg.append("<defs>" + label.shapes.map { #"<path id="\#($0.key)" d="\#($0.pathData)"/>"# }.joined() + "</defs>")
            }
        }
        svg.append(#"<rect class="surface" width="\#(length(g.canvasWidth))" height="\#(length(g.canvasHeight))"\#(paint("fill", colors.surface.value))/>"#)
        svg.append(#"<g transform="translate(\#(n(g.margin)) \#(n(g.margin)))">"#)
        if g.hitSlopX > 0 || m.hitSlopY.value > 0 {
            let x = -g.hitSlopX, y = -m.hitSlopY.value
            svg.append(#"<rect class="hit-area" x="\#(n(x))" y="\#(n(y))" width="\#(length(g.width - 2 * x))" height="\#(length(g.height - 2 * y))" "#
                + #"fill="none"\#(paint("stroke", colors.focusRing.value)) stroke-width="1" stroke-dasharray="3 2"/>"#)
        }
        switch form {
        case .inline(let idPrefix): svg += ButtonShadowSVG.elements(cell, g, idPrefix: elementID(prefix: idPrefix, cell: cell))
        case .file: svg += ButtonShadowSVG.elements(cell, g, idPrefix: "button")
        }
        let indicator = cell.flags.isFocused ? FocusIndicator(cell: cell) : nil
        // A ring wholly outside the edge goes under the button; one that reaches inside is drawn over the fill, the
        // state layer and the border (under the label and icons), where it would otherwise be hidden.
        if let indicator, !indicator.liesOverButton { svg += focusRings(indicator, cell, g) }
        svg.append(shape(cell, g))
        if let indicator, indicator.liesOverButton { svg += focusRings(indicator, cell, g) }
        let glyphSize = m.iconSize.value
        let glyphY = (g.height - glyphSize) / 2
        if let glyph = cell.leadingGlyph {
            let color = glyph == .spinner ? colors.label.value : colors.icon.value
            svg.append(ButtonGlyphs.draw(glyph, x: g.contentX, y: glyphY, size: glyphSize, color: color))
        }
        if let glyph = cell.trailingGlyph, g.hasTrailingGlyph {
            let x = g.contentX + (g.hasGlyph ? glyphSize + (g.textWidth > 0 ? m.gap.value : 0) : 0) + g.textWidth + m.gap.value
            svg.append(ButtonGlyphs.draw(glyph, x: x, y: glyphY, size: glyphSize, color: colors.icon.value))
        }
        if let text = cell.text, g.textWidth > 0 {
            let x = g.contentX + (g.hasGlyph ? glyphSize + m.gap.value : 0)
            switch form {
            case .inline:
                svg.append(#"<text x="\#(n(x))" y="\#(n(g.baselineY))" font-family="\#(fontFamilyAttribute(g.fontFamily))" "#
                    + #"font-size="\#(n(m.fontSize.value))" font-weight="\#(n(m.fontWeight.value))""#
                    + (m.letterSpacing.map { #" letter-spacing="\#(n($0.value))""# } ?? "")
                    + paint("fill", colors.label.value) + ">"
                    + HTMLEscaping.svg(text) + "</text>")
            case .file(let label):
                let uses = label.placements.map { glyph in
                    ##"<use xlink:href="#\##(glyph.key)" x="\##(n(glyph.x))""## + (glyph.y == 0 ? "" : #" y="\#(n(glyph.y))""#) + "/>"
                }
                svg.append(#"<g class="label" transform="translate(\#(n(x)) \#(n(g.baselineY)))"\#(paint("fill", colors.label.value))>"#
                    + uses.joined() + "</g>")
            }
        }
        svg.append("</g>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// `primary button, medium, pressed, dark theme: Continue`; `…, dark theme, on dark-scheme: Follow` on a surface of the axis.
    /// An uncertain cell says so after its name, for readers who hear the picture rather than see its badge.
    public static func title(of cell: StateCell) -> String {
        "\(cell.variant) button, \(cell.size), \(cell.state), \(cell.theme) theme\(cell.surface.map { ", on \($0)" } ?? ""): \(cell.accessibleName)"
            + (cell.isUncertain ? " (uncertain: docgen could not reproduce its values exactly)" : "")
    }

    /// An id made only of `[a-z0-9-_]`, different for different cells (see `safeSegment`).
    public static func elementID(prefix: String, cell: StateCell) -> String {
        elementID(prefix: prefix, reference: cell.reference)
    }

    /// The same id for a cell named by its reference (a cell of a diff).
    public static func elementID(prefix: String, reference: CellReference) -> String {
        ([prefix] + reference.segments).map(safeSegment).joined(separator: "--")
    }

    /// The text with every byte outside `[a-z0-9]` written as `_xx` (an upper-case letter as `__` and the letter):
    /// safe in ids and file names, and different for different texts.
    package static func safeSegment(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): result.append(Character(UnicodeScalar(byte)))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): result += "__" + String(Character(UnicodeScalar(byte + 32)))
            default: result += "_" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return result
    }

    /// The button's shape: the fill, and the border drawn inside the visual bounds. With a state layer the shape
    /// is drawn in three: the fill, the layer over it (in the color the two make together, so that the picture is
    /// exact to the byte), then the border alone.
    private static func shape(_ cell: StateCell, _ g: ButtonGeometry) -> String {
        let borderWidth = cell.colors.border == nil ? 0 : cell.metrics.borderWidth.value
        let box = box(borderWidth / 2, g, radius: g.cornerRadius - borderWidth / 2)
        var stroke = ""
        if let border = cell.colors.border, borderWidth > 0 {
            stroke = paint("stroke", border.value) + #" stroke-width="\#(ButtonGlyphs.n(borderWidth))""#
        }
        let fill = #"<rect class="fill" \#(box)"# + paint("fill", cell.colors.background.value)
        guard let layer = cell.colors.stateLayer else { return fill + stroke + "/>" }
        var element = fill + "/>\n" + #"<rect class="state-layer" \#(box)"# + paint("fill", layer.value) + "/>"
        if !stroke.isEmpty { element += "\n" + #"<rect class="border" \#(box) fill="none""# + stroke + "/>" }
        return element
    }

    /// The rings of a focus indicator, each a stroke centered on its band. A ring outside the edge is painted in its
    /// color composited over the surface, as checked; one over the button in its declared color and opacity, over
    /// whatever it covers there.
    private static func focusRings(_ indicator: FocusIndicator, _ cell: StateCell, _ g: ButtonGeometry) -> [String] {
        indicator.rings.enumerated().compactMap { index, ring in
            guard ring.width > 0 else { return nil }
            let inset = -(ring.from + ring.to) / 2
            let color = ring.isInset ? ring.color : ring.color.composited(over: indicator.surface)
            let name = index == 0 ? "focus-ring" : "focus-ring " + ring.name.replacingOccurrences(of: ".", with: "-")
            return #"<rect class="\#(name)" \#(box(inset, g, radius: g.cornerRadius - inset)) fill="none""#
                + #"\#(paint("stroke", color)) stroke-width="\#(ButtonGlyphs.n(ring.width))"/>"#
        }
    }

    /// `x y width height rx` of the button's box inset by `inset` (negative: outset).
    private static func box(_ inset: Double, _ g: ButtonGeometry, radius: Double) -> String {
        let n = ButtonGlyphs.n, length = ButtonGlyphs.length
        return #"x="\#(n(inset))" y="\#(n(inset))" width="\#(length(g.width - 2 * inset))" height="\#(length(g.height - 2 * inset))" rx="\#(length(radius))""#
    }

    /// ` fill="#rrggbb"`, with an opacity attribute only for a translucent color, `none` for a transparent one.
    package static func paint(_ attribute: String, _ color: Color) -> String {
        let rgba = color.rgba8
        if rgba.alpha == 0 { return #" \#(attribute)="none""# }
        let opaque = Color(red8: rgba.red, green8: rgba.green, blue8: rgba.blue)
        var text = #" \#(attribute)="\#(opaque.hex)""#
        if rgba.alpha < 255 { text += #" \#(attribute)-opacity="\#(ButtonGlyphs.n(Double(rgba.alpha) / 255))""# }
        return text
    }

    /// The label's family for an inline `<text>`, falling back to the site's Inter (whose widths differ) and then
    /// to any sans-serif; quotes and backslashes are dropped from a family's name to keep the CSS list well formed.
    package static func fontFamilyAttribute(_ family: String) -> String {
        guard family != "Inter" else { return "Inter, sans-serif" }
        let name = family.filter { $0 != "'" && $0 != "\\" && $0 != "\"" }
        return HTMLEscaping.svg("'\(name)', Inter, sans-serif")
    }
}
