import ButtonModel
import Mustache
import DocGenChecks

/// `docgen spec`: one cell's button magnified with redlines: height, horizontal and vertical padding, icon size,
/// icon–label gap, corner radius, border width and hit area, each labeled with its value and the token it came
/// from. The padding is shaded and the minimum touch target drawn as a dashed square around the button.
public enum SpecSheet {
    package static let margin = 28.0
    package static let laneGap = 22.0
    package static let labelHeight = 30.0

    /// The SVG document of `cell`'s spec, its text drawn as outlines of `measurer`'s fonts.
    public static func svg(_ cell: StateCell, systemName: String, measurer: TextMeasurer,
                           touchTarget: TouchTargetMinimum = .apple) -> String {
        let geometry = cell.geometry
        let m = cell.metrics
        let w = geometry.width, h = geometry.height, target = touchTarget.points
        var figure = ButtonFigure(cell: cell, geometry: geometry, measurer: measurer, scale: 1)
        let reachX = max(figure.ringReach, geometry.hitSlopX, (target - w) / 2, 0)
        let reachY = max(figure.ringReach, m.hitSlopY.value, (target - h) / 2, 0)
        figure = ButtonFigure(cell: cell, geometry: geometry, measurer: measurer, scale: ButtonFigure.scale(forExtent: w + 2 * reachX))
        let s = figure.scale
        let measures = SpecMeasure.measures(of: figure, touchTarget: touchTarget)
        var sheet = DiagramSheet(palette: DiagramPalette(surface: cell.colors.surface.value), measurer: measurer)
        let p = sheet.palette
        let layout = SpecLayout(measures: measures, figure: figure, reach: (reachX * s, reachY * s), text: sheet.text)

        let title = "Spec · \(cell.title)"
        let subtitle = "\(systemName) · \(cell.reference.component) · drawn at \(ButtonGlyphs.n(s))× · dashed square: "
            + "\(ButtonGlyphs.n(target)) × \(ButtonGlyphs.n(target)) touch target (\(touchTarget.source))"
        let t = sheet.text
        let top = margin + 60
        let width = ([layout.bounds.maxX - layout.bounds.minX, t.width(title, size: 16, weight: 600), t.width(subtitle, size: 12)].max()!
            + 2 * margin).rounded(.up)
        let height = (top + layout.bounds.maxY - layout.bounds.minY + margin).rounded(.up)
        let dx = ((width - (layout.bounds.maxX - layout.bounds.minX)) / 2 - layout.bounds.minX).rounded()
        let dy = (top - layout.bounds.minY).rounded()

        sheet.write(title, x: margin, y: margin + 16, size: 16, weight: 600, color: p.ink)
        sheet.write(subtitle, x: margin, y: margin + 36, size: 12, color: p.muted)
        let n = ButtonGlyphs.n
        sheet.add(#"<g transform="translate(\#(n(dx)) \#(n(dy)))">"#)
        sheet.add(figure.svg(measurer: measurer))
        sheet.add(guides(figure, target: target, palette: p))
        for (measure, dimension) in layout.dimensions {
            sheet.add(#"<g class="redline"><title>\#(HTMLEscaping.svg(measure.name + ": " + measure.valueText + ", from " + measure.token))</title>"#
                + dimension.svg(color: p.accent, faint: p.muted) + "</g>")
        }
        for label in layout.labels {
            sheet.leader(from: label.leaderStart, to: label.anchor, color: p.accent)
            sheet.dot(at: label.anchor, color: p.accent, radius: 2)
            let x = label.alignRight ? label.box.maxX : label.box.minX
            let anchor: DiagramText.Anchor = label.alignRight ? .end : .start
            sheet.write(label.measure.title, x: x, y: label.box.minY + 12, size: 12, weight: 600, color: p.accent, anchor: anchor)
            sheet.write(label.measure.token, x: x, y: label.box.minY + 27, size: 11, color: p.muted, anchor: anchor)
        }
        sheet.add("</g>")
        let description = "Measurements of the \(ButtonSVG.title(of: cell)), in CSS px. "
            + measures.map { "\($0.name): \($0.valueText), from \($0.token)." }.joined(separator: " ")
        return sheet.document(width: width, height: height, title: "Spec of the \(ButtonSVG.title(of: cell))", description: description)
    }

    /// The shaded horizontal padding, the content box and the touch-target square, over the button.
    package static func guides(_ figure: ButtonFigure, target: Double, palette p: DiagramPalette) -> String {
        let n = ButtonGlyphs.n
        let m = figure.metrics, g = figure.geometry, s = figure.scale
        let w = g.width, h = g.height
        let start = m.start.value, end = m.end.value
        func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
            #"x="\#(n(figure.x(x)))" y="\#(n(figure.y(y)))" width="\#(n(max(0, width) * s))" height="\#(n(max(0, height) * s))""#
        }
        var svg = #"<clipPath id="spec-shape"><rect \#(rect(0, 0, w, h)) rx="\#(n(g.cornerRadius * s))"/></clipPath>"#
        if !figure.cell.isIconOnly {
            svg += #"<g clip-path="url(#spec-shape)" fill="\#(p.accent.hex)" fill-opacity="0.22">"#
                + "<rect \(rect(0, 0, start, h))/><rect \(rect(w - end, 0, end, h))/></g>"
        }
        let contentHeight = figure.iconBox?.size ?? (figure.labelBox == nil ? 0 : figure.capHeight)
        if contentHeight > 0 {
            let row = w - 2 * g.contentX
            svg += #"<rect \#(rect(g.contentX, (h - contentHeight) / 2, row, contentHeight)) fill="none" stroke="\#(p.accent.hex)" stroke-width="1" stroke-dasharray="3 2"/>"#
        }
        let side = target
        svg += #"<rect \#(rect((w - side) / 2, (h - side) / 2, side, side)) fill="none" stroke="\#(p.muted.hex)" stroke-width="1" stroke-dasharray="5 3"/>"#
        if g.cornerRadius > 0 {
            let r = g.cornerRadius
            let corner = r * (1 - 0.5.squareRoot())
            svg += #"<path d="M\#(n(figure.x(w - r))) \#(n(figure.y(r)))L\#(n(figure.x(w - corner))) \#(n(figure.y(corner)))" stroke="\#(p.accent.hex)" stroke-width="1"/>"#
            svg += #"<circle cx="\#(n(figure.x(w - r)))" cy="\#(n(figure.y(r)))" r="1.5" fill="\#(p.accent.hex)"/>"#
        }
        return svg
    }
}
