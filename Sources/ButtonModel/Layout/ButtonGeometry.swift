import DesignTokens
import DocGenSupport

/// Where everything of one cell goes, in points: the button's size from its measured label, the content
/// row centered inside it, the hit area and the canvas around it all.
///
/// A cell is laid out once, after fonts load, by the "Lay out cells" step (`StateMatrix.laidOut(with:threads:)`), and a
/// cell drawn at another text size or in another language once where it is derived (`TextSizeLayout`); checks,
/// pictures, JSON, diagrams, pages and the diff read that layout (`StateCell.geometry`) and never lay a cell out again.
public struct ButtonGeometry: Hashable, Sendable {
    /// The visual size of the button.
    public var width: Double
    public var height: Double
    /// The measured width of the drawn text (zero when no text is drawn).
    public var textWidth: Double
    /// The corner radius actually drawn: at most half the height (a pill when it reaches half).
    public var cornerRadius: Double
    /// Whether a glyph (leading icon, selection check or loading spinner) is drawn before the text.
    public var hasGlyph: Bool
    /// Whether a glyph is drawn after the text (`trailingIcon`).
    public var hasTrailingGlyph: Bool
    /// Left edge of the content row (glyph, gap, text) relative to the button.
    public var contentX: Double
    /// Baseline of the text, centering capital letters vertically.
    public var baselineY: Double
    /// The hit slop left and right: the size's `hitSlop`, or derived from its `minimumHitArea` and `width`.
    public var hitSlopX: Double
    /// Space around the button on the canvas, enough for the focus ring, the hit area and the shadows.
    public var margin: Double
    /// The family the label was measured in, which an inline picture names for the browser to draw it with.
    public var fontFamily = "Inter"

    public var isPill: Bool { cornerRadius * 2 >= height }
    public var canvasWidth: Double { width + 2 * margin }
    public var canvasHeight: Double { height + 2 * margin }

    /// Lays out a cell whose label measures `labelWidth` (the width of `cell.widthText`) and whose drawn text
    /// measures `textWidth`; `capHeightRatio` is the font's cap height per point of font size.
    public init(cell: StateCell, labelWidth: Double, textWidth: Double, capHeightRatio: Double) {
        let m = cell.metrics
        height = m.drawnHeight
        hasGlyph = cell.leadingGlyph != nil
        hasTrailingGlyph = cell.trailingGlyph != nil && !cell.isIconOnly
        let glyphRow = hasGlyph ? m.iconSize.value : 0
        let trailingRow = hasTrailingGlyph ? m.iconSize.value + m.gap.value : 0
        if let fixed = m.fixedWidth?.value {
            width = fixed
        } else if cell.isIconOnly {
            width = max(height, m.minWidth.value)
        } else {
            // A glyph beside the text widens the row; a spinner that replaces the text keeps the label's width.
            let glyphBesideText = cell.hasLeadingIcon || (hasGlyph && !(cell.flags.isLoading && cell.text == nil))
            let labelRow = labelWidth + (glyphBesideText ? m.iconSize.value + m.gap.value : 0) + trailingRow
            let sides = m.hasSidePadding ? m.start.value + m.end.value : 2 * m.paddingX.value
            width = max(m.minWidth.value, (labelRow + sides).roundedUp(toPlaces: 2))
        }
        self.textWidth = cell.text == nil ? 0 : textWidth
        let row = glyphRow + (self.textWidth > 0 && glyphRow > 0 ? m.gap.value : 0) + self.textWidth + trailingRow
        if m.hasSidePadding, !cell.isIconOnly {
            // The row centered between the two paddings, each side its own.
            contentX = (m.start.value + (width - m.start.value - m.end.value - row) / 2).rounded(toPlaces: 2)
        } else {
            contentX = ((width - row) / 2).rounded(toPlaces: 2)
        }
        baselineY = (height / 2 + m.fontSize.value * capHeightRatio / 2).rounded(toPlaces: 2)
        cornerRadius = min(m.cornerRadius.value, height / 2)
        let ring = FocusIndicator(cell: cell).reach
        let shadow = cell.elevation?.value.map(\.reach).max() ?? 0
        hitSlopX = m.hitSlopX(width: width).value
        margin = (max(ring, hitSlopX, m.hitSlopY.value, shadow) + 2).rounded(.up)
    }

    /// Measures the cell's texts with the font that sets its label (its system's, else Inter) and lays it out.
    public init(cell: StateCell, measurer: TextMeasurer) {
        let measurer = measurer.forLabel(of: cell)
        let size = cell.metrics.fontSize.value
        let weight = cell.metrics.fontWeight.value
        let spacing = cell.metrics.letterSpacing?.value ?? 0
        self.init(cell: cell,
                  labelWidth: measurer.width(of: cell.widthText, fontSize: size, fontWeight: weight, letterSpacing: spacing),
                  textWidth: measurer.width(of: cell.text ?? "", fontSize: size, fontWeight: weight, letterSpacing: spacing),
                  capHeightRatio: measurer.capHeightRatio(fontWeight: weight))
        fontFamily = measurer.family
    }
}
