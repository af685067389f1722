import DesignTokens
import DocGenSupport

/// One cell at one text size and in one language: the cell as drawn there, and whether its label fits.
///
/// The label's font size (and letter spacing, and the icons, which scale with text as SF Symbols do) grows by the
/// step's factor for the size's text style. The height grows with the label's line box when it is a minimum (the
/// space above and below the label stays as written) and stays when fixed. A hugging button grows with its label up
/// to the container's width less its padding; a fixed or full-width one keeps its width. A label wider than the
/// room left is truncated at its tail with "…", as UIKit and SwiftUI draw it; a line box taller than a fixed height
/// is clipped.
public struct TextSizeLayout: Hashable, Sendable {
    /// The cell as drawn at the step: scaled, its text truncated when it does not fit, and laid out as it is drawn.
    public var cell: StateCell
    public var fit: TextFit

    /// `step` must be one of `scale.steps`; `label` replaces the variant's label (a translation) where the cell
    /// shows the variant's label, not a state's own.
    public init(cell base: StateCell, size: ButtonSize, definition: ComponentDefinition, scale: TextSizeScale, step: String,
                label: LocalizedLabel? = nil, measurer: TextMeasurer) {
        let measurer = measurer.forLabel(of: base)
        let factor = scale.factor(at: step, textStyle: size.textScaling?.textStyle) ?? 1
        let heightMode = size.textScaling?.height ?? scale.height
        var cell = base
        var m = cell.metrics
        let variant = definition.variant(named: base.variant)
        let variantLabel = variant.map { m.textTransform.apply($0.label) }
        let translated = label != nil && base.widthText == variantLabel
        if let label, translated {
            cell.widthText = m.textTransform.apply(label.text)
            if cell.text != nil { cell.text = cell.widthText }
            if base.accessibleName == variant?.label { cell.accessibleName = label.text }
        }
        let weight = m.fontWeight.value
        let naturalRatio = m.lineHeight?.value ?? measurer.lineHeightRatio(fontWeight: weight)
        let writtenLineBox = naturalRatio * m.fontSize.value
        m.fontSize.value *= factor
        m.letterSpacing?.value *= factor
        m.iconSize.value *= factor
        let lineBox = (naturalRatio * m.fontSize.value).rounded(toPlaces: 2)
        let writtenHeight = base.metrics.drawnHeight
        switch heightMode {
        case .minimum:
            let inset = max(0, (writtenHeight - writtenLineBox) / 2)
            m.height.value = max(writtenHeight, (lineBox + 2 * inset).roundedUp(toPlaces: 2))
            if base.isIconOnly { m.height.value = max(m.height.value, m.iconSize.value + 2 * inset) }
        case .fixed:
            m.height.value = writtenHeight
            m.lineHeight = nil
        }
        if let minimum = m.minimumHitArea {
            // A slop derived from `minimumHitArea` follows the height the text size draws.
            m.hitSlopY = StateCellMetrics.derivedSlop(minimum, across: m.drawnHeight, named: "height")
        }
        let spacing = m.letterSpacing?.value ?? 0
        let needed = measurer.width(of: cell.widthText, fontSize: m.fontSize.value, fontWeight: weight, letterSpacing: spacing)
        let beside = Self.contentBesideText(cell, metrics: m)
        let container = definition.containerWidth - 2 * definition.containerPadding
        let limit = m.fixedWidth?.value ?? max(container, m.minWidth.value)
        let available = limit - m.start.value - m.end.value - beside
        let truncates = !cell.isIconOnly && needed > available + 0.005
        if truncates, m.fixedWidth == nil {
            m.fixedWidth = ResolvedPart(value: limit, declared: limit, location: definition.textSize?.location ?? size.location,
                                        written: "container")
        }
        if truncates, cell.text != nil {
            cell.text = Self.truncated(cell.widthText, to: available, measurer: measurer, fontSize: m.fontSize.value,
                                       weight: weight, spacing: spacing)
        }
        let clipped = heightMode == .fixed && !cell.isIconOnly && lineBox > writtenHeight + 0.005
        cell.metrics = m
        self.cell = cell.laidOut(with: measurer)
        fit = TextFit(step: step, factor: factor, label: cell.widthText, locale: translated ? label?.locale : definition.locale,
                      neededWidth: needed, availableWidth: available, widthSource: base.metrics.fixedWidth == nil ? .container : .fixed,
                      lineBox: lineBox, height: m.drawnHeight, heightMode: heightMode, truncates: truncates, clipped: clipped,
                      labelLocation: Self.labelLocation(of: base, variantLabel: variantLabel, translation: label, definition: definition)
                          ?? size.location,
                      heightLocation: size.textScaling?.location ?? scale.location)
    }

    /// Where the measured label is written: the translation, a state's own label, or the variant's text.
    private static func labelLocation(of cell: StateCell, variantLabel: String?, translation: LocalizedLabel?,
                                      definition: ComponentDefinition) -> SourceLocation? {
        guard cell.widthText != variantLabel || variantLabel == nil else {
            return translation?.location ?? definition.variant(named: cell.variant)?.labelLocation
        }
        return definition.state(named: cell.state)?.labelLocation
    }

    /// What sits in the content row beside the text: a leading glyph and a trailing glyph, each with its gap.
    private static func contentBesideText(_ cell: StateCell, metrics m: StateCellMetrics) -> Double {
        let leading = cell.leadingGlyph != nil || cell.hasLeadingIcon ? m.iconSize.value + m.gap.value : 0
        let trailing = cell.trailingGlyph != nil ? m.iconSize.value + m.gap.value : 0
        return leading + trailing
    }

    /// The longest start of `text` that fits in `width` with "…" after it (at least the ellipsis alone).
    package static func truncated(_ text: String, to width: Double, measurer: TextMeasurer, fontSize: Double, weight: Double,
                          spacing: Double) -> String {
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[..<middle]).trimmingTrailingSpaces + "…"
            if measurer.width(of: candidate, fontSize: fontSize, fontWeight: weight, letterSpacing: spacing) <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return String(characters[..<low]).trimmingTrailingSpaces + "…"
    }
}

/// Whether a label fits its button at one text size, and the lengths that say so.
public struct TextFit: Hashable, Sendable {
    /// Where the room for the label comes from: a fixed (or full) width, or the container a hugging button grows in.
    public enum WidthSource: String, Hashable, Sendable { case fixed, container }

    public var step: String
    public var factor: Double
    /// The label measured (translated and transformed).
    public var label: String
    public var locale: String?
    /// The label's width at the step, and the room the button leaves it.
    public var neededWidth: Double
    public var availableWidth: Double
    public var widthSource: WidthSource
    /// The label's line box at the step, and the height the button is drawn at.
    public var lineBox: Double
    public var height: Double
    public var heightMode: TextSizeHeight
    public var truncates: Bool
    public var clipped: Bool
    /// Where the label measured is written, and where the height's behaviour is declared: what a finding points at.
    public var labelLocation: SourceLocation
    public var heightLocation: SourceLocation

    public var fits: Bool { !truncates && !clipped }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last?.isWhitespace == true { copy.removeLast() }
        return copy
    }
}
