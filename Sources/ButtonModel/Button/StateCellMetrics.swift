import DesignTokens
import DocGenSupport

/// Every dimension of one cell, in points (CSS pixels), and the opacities it is painted with.
public struct StateCellMetrics: Hashable, Sendable {
    public var height: ResolvedPart<Double>
    public var minWidth: ResolvedPart<Double>
    public var paddingX: ResolvedPart<Double>
    public var iconSize: ResolvedPart<Double>
    public var gap: ResolvedPart<Double>
    public var cornerRadius: ResolvedPart<Double>
    public var borderWidth: ResolvedPart<Double>
    public var fontSize: ResolvedPart<Double>
    public var fontWeight: ResolvedPart<Double>
    public var focusRingWidth: ResolvedPart<Double>
    public var focusRingOffset: ResolvedPart<Double>
    public var hitSlopX: ResolvedPart<Double>
    public var hitSlopY: ResolvedPart<Double>
    /// The padding before the content where a field other than `paddingX` sets it (`paddingStart`,
    /// `withLeadingIcon.paddingStart`); `nil` when `paddingX` does. `start` is the padding drawn.
    public var paddingStart: ResolvedPart<Double>?
    /// The padding after the content where `paddingEnd` or a `with…Icon.paddingEnd` sets it; `end` is the padding drawn.
    public var paddingEnd: ResolvedPart<Double>?
    /// The size's `minimumHitArea`, from which `hitSlopY` and `hitSlopX(width:)` are derived; `nil` without one.
    public var minimumHitArea: ResolvedPart<Double>?
    /// A fixed width, or the container's width for a full-width button; `nil` when the label sets the width.
    public var fixedWidth: ResolvedPart<Double>?
    /// The label's font stack from the size's typography token (`["Roboto", "sans-serif"]`); empty without one, and
    /// then the built-in Inter sets the label.
    public var fontFamily: [String] = []
    /// Space after each glyph of the label, in points; `nil` for none. Listed in `named` only where declared.
    public var letterSpacing: ResolvedPart<Double>?
    /// The label's line box as a multiple of the font size; `nil` when nothing sets it. The button is drawn at least
    /// as tall as the line box.
    public var lineHeight: ResolvedPart<Double>?
    /// The typography token that leaves the line height to the font, until the fonts are loaded and the font's
    /// normal line height becomes `lineHeight` (`StateMatrix.laidOut(with:threads:)`); `nil` otherwise.
    public var normalLineHeight: ResolvedPart<Double>?
    /// The casing applied to the label before it is shaped.
    public var textTransform: TextTransform = .none
    /// The opacities the cell is painted with; listed in `named` only where declared.
    public var opacity = StateCellOpacity()

    /// The height the button is drawn and checked at: its `height`, or the label's line box when that is taller.
    public var drawnHeight: Double { max(height.value, (lineHeight?.value ?? 0) * fontSize.value) }

    /// Name and value in a stable order, for dumps and tables.
    public var named: [(name: String, part: ResolvedPart<Double>)] {
        let padding: [(String, ResolvedPart<Double>)] = hasSidePadding ? [("paddingStart", start), ("paddingEnd", end)] : [("paddingX", paddingX)]
        let slop: [(String, ResolvedPart<Double>)] = minimumHitArea.map { [("minimumHitArea", $0), ("hitSlopY", hitSlopY)] }
            ?? [("hitSlopX", hitSlopX), ("hitSlopY", hitSlopY)]
        var list: [(String, ResolvedPart<Double>)] = [("height", height), ("minWidth", minWidth)] + padding + [
            ("iconSize", iconSize), ("gap", gap),
            ("cornerRadius", cornerRadius), ("borderWidth", borderWidth), ("fontSize", fontSize),
            ("fontWeight", fontWeight), ("focusRingWidth", focusRingWidth), ("focusRingOffset", focusRingOffset),
        ] + slop
        if let fixedWidth { list.append(("width", fixedWidth)) }
        if let letterSpacing { list.append(("letterSpacing", letterSpacing)) }
        if let lineHeight { list.append(("lineHeight", lineHeight)) }
        return list.map { (name: $0.0, part: $0.1) } + opacity.named
    }
}
