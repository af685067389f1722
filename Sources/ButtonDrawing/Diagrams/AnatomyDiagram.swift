import ButtonModel
import DesignTokens
import DocGenSupport

/// `docgen anatomy`: one cell's button magnified, its parts numbered with leader lines, and a legend naming each
/// part, its value and the token it comes from. Every number comes from the resolved cell, so the drawing follows
/// the tokens.
public enum AnatomyDiagram {
    package static let margin = 28.0
    package static let markerRadius = 11.0
    package static let rowHeight = 28.0

    /// The SVG document of `cell`'s anatomy, its text drawn as outlines of `measurer`'s fonts.
    public static func svg(_ cell: StateCell, systemName: String, measurer: TextMeasurer) -> String {
        let geometry = cell.geometry
        let m = cell.metrics
        let reachX = max(geometry.hitSlopX, cell.flags.isFocused ? FocusIndicator(cell: cell).reach : 0)
        var figure = ButtonFigure(cell: cell, geometry: geometry, measurer: measurer,
                                  scale: ButtonFigure.scale(forExtent: geometry.width + 2 * reachX))
        let s = figure.scale
        let entries = AnatomyEntry.entries(of: figure)
        var sheet = DiagramSheet(palette: DiagramPalette(surface: cell.colors.surface.value), measurer: measurer)
        let p = sheet.palette
        let title = "Anatomy · \(cell.title)"
        let subtitle = "\(systemName) · \(cell.reference.component) · drawn at \(ButtonGlyphs.n(s))×"

        // Columns of the legend: badge, part, value, token.
        let t = sheet.text
        let nameWidth = entries.map { t.width($0.name, size: 13, weight: 600) }.max() ?? 0
        let valueWidth = entries.map { t.width($0.value, size: 13) }.max() ?? 0
        let tokenWidth = entries.map { t.width($0.token, size: 12) }.max() ?? 0
        let columns = [margin + markerRadius * 2 + 12, 0, 0]
        let valueX = columns[0] + nameWidth + 24, tokenX = valueX + valueWidth + 24
        let legendWidth = tokenX + tokenWidth - margin

        let topReach = max(figure.ringReach, m.hitSlopY.value) * s
        let figureWidth = (geometry.width + 2 * reachX) * s + 120
        let width = ([figureWidth, legendWidth, t.width(title, size: 16, weight: 600), t.width(subtitle, size: 12)].max()! + 2 * margin).rounded(.up)
        let titleY = margin + 16
        let topMarkerY = titleY + 20 + 24 + markerRadius
        figure.originX = ((width - geometry.width * s) / 2).rounded()
        figure.originY = (topMarkerY + markerRadius + 40 + topReach).rounded()
        let bottomMarkerY = figure.y(geometry.height) + topReach + 40 + markerRadius
        let legendTop = bottomMarkerY + markerRadius + 28
        let height = (legendTop + 24 + Double(entries.count) * rowHeight + margin - 8).rounded(.up)

        sheet.write(title, x: margin, y: titleY, size: 16, weight: 600, color: p.ink)
        sheet.write(subtitle, x: margin, y: titleY + 20, size: 12, color: p.muted)
        sheet.add(figure.svg(measurer: measurer))

        // Callouts: markers spread along a row above and below the figure, each led to its part.
        for side in [AnatomyEntry.Side.top, .bottom] {
            let row = entries.filter { $0.side == side }
            let centers = SpreadLayout.spread(row.map { .init(center: figure.x($0.anchor.x), length: markerRadius * 2) }, gap: 12,
                                              lower: margin, upper: width - margin)
            let markerY = side == .top ? topMarkerY : bottomMarkerY
            for (entry, x) in zip(row, centers) {
                let anchor = (figure.x(entry.anchor.x), figure.y(entry.anchor.y))
                let start = (x, markerY + (side == .top ? markerRadius : -markerRadius))
                sheet.leader(from: start, to: anchor, color: p.ink)
                sheet.dot(at: anchor, color: p.ink)
                marker(entry.number, x: x, y: markerY, on: &sheet)
            }
        }

        // The legend.
        sheet.add(rule(y: legendTop, width: width, color: p.faint))
        for (x, heading) in [(columns[0], "PART"), (valueX, "VALUE"), (tokenX, "TOKEN")] {
            sheet.write(heading, x: x, y: legendTop + 16, size: 10, weight: 600, color: p.muted)
        }
        for (index, entry) in entries.enumerated() {
            let top = legendTop + 24 + Double(index) * rowHeight
            let baseline = top + 18.5
            sheet.add(rule(y: top, width: width, color: p.faint))
            marker(entry.number, x: margin + markerRadius, y: top + rowHeight / 2 - 0.5, on: &sheet)
            sheet.write(entry.name, x: columns[0], y: baseline, size: 13, weight: 600, color: p.ink)
            sheet.write(entry.value, x: valueX, y: baseline, size: 13, color: p.ink)
            sheet.write(entry.token, x: tokenX, y: baseline, size: 12, color: p.muted)
        }
        let description = "Parts of the \(ButtonSVG.title(of: cell)). "
            + entries.map { "\($0.number) \($0.name): \($0.value), from \($0.token)." }.joined(separator: " ")
        return sheet.document(width: width, height: height, title: "Anatomy of the \(ButtonSVG.title(of: cell))", description: description)
    }

    /// A numbered badge: an ink disc with the number in the sheet's color.
    package static func marker(_ number: Int, x: Double, y: Double, on sheet: inout DiagramSheet) {
        let n = ButtonGlyphs.n
        sheet.add(#"<circle cx="\#(n(x))" cy="\#(n(y))" r="\#(n(markerRadius))" fill="\#(sheet.palette.ink.hex)"/>"#)
        sheet.write(String(number), x: x, y: y + 4.4, size: 12, weight: 600, color: sheet.palette.background, anchor: .middle)
    }

    /// A hairline across the legend.
    package static func rule(y: Double, width: Double, color: Color) -> String {
        let n = ButtonGlyphs.n
        return #"<path d="M\#(n(margin)) \#(n(y))H\#(n(width - margin))" stroke="\#(color.hex)" stroke-width="1"/>"#
    }
}
