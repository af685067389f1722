import ButtonModel

/// A cell's button drawn magnified on a diagram: the cell's own standalone picture (so the drawing is the same one
/// the site shows), nested at `scale`, and where each of its parts lands on the sheet.
package struct ButtonFigure {
    package let cell: StateCell
    package let geometry: ButtonGeometry
    package let scale: Double
    /// The sheet position of the button's top-left corner.
    package var originX = 0.0
    package var originY = 0.0
    /// The label's cap height in points.
    package let capHeight: Double

    package init(cell: StateCell, geometry: ButtonGeometry, measurer: TextMeasurer, scale: Double) {
        self.cell = cell
        self.geometry = geometry
        self.scale = scale
        let m = cell.metrics
        capHeight = m.fontSize.value * measurer.forLabel(of: cell).capHeightRatio(fontWeight: m.fontWeight.value)
    }

    /// The scale that makes the widest thing drawn (`extent` points) about 440 px across: between 2× and 4×, in
    /// halves.
    package static func scale(forExtent extent: Double) -> Double {
        guard extent > 0 else { return 4 }
        return min(4, max(2, (880 / extent).rounded(.down) / 2))
    }

    package func x(_ points: Double) -> Double { originX + points * scale }
    package func y(_ points: Double) -> Double { originY + points * scale }

    package var width: Double { geometry.width }
    package var height: Double { geometry.height }
    package var metrics: StateCellMetrics { cell.metrics }

    /// The rings drawn around the focused button (a companion ring included), as far as it reaches past the button's edge (0 when not focused).
    package var ringReach: Double {
        cell.flags.isFocused ? FocusIndicator(cell: cell).reach : 0
    }

    /// The glyph's square (leading icon, check or spinner), when the cell draws one.
    package var iconBox: (x: Double, y: Double, size: Double)? {
        guard geometry.hasGlyph else { return nil }
        let size = metrics.iconSize.value
        return (geometry.contentX, (height - size) / 2, size)
    }

    /// The label's box from its left end to its right, cap height to baseline, when the cell draws text.
    package var labelBox: (x: Double, top: Double, width: Double, baseline: Double)? {
        guard cell.text != nil, geometry.textWidth > 0 else { return nil }
        let x = geometry.contentX + (iconBox.map { $0.size + metrics.gap.value } ?? 0)
        return (x, geometry.baselineY - capHeight, geometry.textWidth, geometry.baselineY)
    }

    /// The x of a point `fraction` of the way along the straight part of the top or bottom edge.
    package func alongEdge(_ fraction: Double) -> Double {
        let r = geometry.cornerRadius
        return r + (width - 2 * r) * fraction
    }

    /// The cell's standalone SVG, nested at the figure's place and scale.
    package func svg(measurer: TextMeasurer) -> String {
        let file = ButtonSVG.file(cell, geometry: geometry, measurer: measurer)
        let n = ButtonGlyphs.n
        let margin = geometry.margin
        let open = #"<svg x="\#(n(x(-margin)))" y="\#(n(y(-margin)))" width="\#(n(geometry.canvasWidth * scale))" "#
            + #"height="\#(n(geometry.canvasHeight * scale))" viewBox="0 0 \#(n(geometry.canvasWidth)) \#(n(geometry.canvasHeight))">"#
        guard let end = file.firstIndex(of: "\n") else { return file }
        // The nested picture keeps its own title out: the sheet's title names it.
        let body = file[file.index(after: end)...].split(separator: "\n").filter { !$0.hasPrefix("<title>") }.joined(separator: "\n")
        return #"<g class="button">"# + open + "\n" + body + "\n</g>"
    }
}
