import DesignTokens
import DocGenSupport

/// One cell of the state matrix: a variant in a size and a state, in one theme, with every value resolved.
public struct StateCell: Hashable, Sendable {
    public var reference: CellReference
    public var flags: ButtonStateFlags
    /// The text drawn: the variant's label, a state's loading message, or `nil` (icon-only, loading spinner alone).
    public var text: String?
    /// The text whose measured width sets the button's width (a loading button keeps its label's width).
    public var widthText: String
    /// What assistive technology announces: the state's accessibility label, else the variant's.
    public var accessibleName: String
    public var hasLeadingIcon: Bool
    public var isIconOnly: Bool
    public var colors: StateCellColors
    public var metrics: StateCellMetrics
    /// The shadows drawn under the button in this state, with the token they came from; `nil` for none.
    public var elevation: ResolvedPart<[ButtonShadow]>?
    /// The glyph before the text: the state's `icon`, else a spinner when loading, a check when selected, the
    /// variant's leading icon; `nil` for none.
    public var leadingGlyph: ButtonIcon?
    /// The glyph after the text: the state's `trailingIcon`, else the variant's; `nil` for none.
    public var trailingGlyph: ButtonIcon?
    /// The second ring of a two-color focus indicator; `nil` for a ring alone.
    public var focusRingCompanion: ResolvedFocusRingCompanion?
    /// Where everything of the cell goes, its label measured: `nil` until the "Lay out cells" step lays it out (see
    /// `StateCell.geometry`, which every reader takes it from).
    package var layout: ButtonGeometry?

    public init(reference: CellReference, flags: ButtonStateFlags, text: String?, widthText: String, accessibleName: String,
                hasLeadingIcon: Bool, isIconOnly: Bool, colors: StateCellColors, metrics: StateCellMetrics) {
        self.reference = reference
        self.flags = flags
        self.text = text
        self.widthText = widthText
        self.accessibleName = accessibleName
        self.hasLeadingIcon = hasLeadingIcon
        self.isIconOnly = isIconOnly
        self.colors = colors
        self.metrics = metrics
    }

    public var variant: String { reference.variant }
    public var size: String { reference.size }
    public var state: String { reference.state }
    public var theme: String { reference.theme }
    /// The surface of the axis the cell is drawn on; `nil` without an axis.
    public var surface: String? { reference.surface }

    /// `primary / medium / pressed / dark`, and ` / dark-scheme` on a surface of the axis.
    public var title: String { reference.path }

    /// What sets the button apart from the surface for non-text contrast (WCAG 2.2 SC 1.4.11): a border that is
    /// drawn (some width, some opacity), else a fill that is painted; `nil` for a button that only its label
    /// identifies, such as a link-style button, which the rule does not apply to.
    /// A part faded to nothing by the cell's opacities draws no boundary.
    public var visibleBoundary: (kind: CellBoundary, part: ResolvedPart<Color>)? {
        let opacity = metrics.opacity
        let group = opacity.value(of: .button)
        if let border = colors.border, border.declared.alpha * opacity.value(of: .border) * group > 0,
           metrics.borderWidth.value > 0 { return (.border, border) }
        if colors.background.declared.alpha * opacity.value(of: .container) * group > 0 { return (.fill, colors.background) }
        return nil
    }

    /// Whether opacities or a state layer change what is painted, so that checks must measure the painted colors
    /// (`value`) rather than composite the declared ones themselves.
    public var isPaintedBeyondColors: Bool { colors.stateLayer != nil || !metrics.opacity.isOpaque }

    /// The color a check measures for a part: as declared (the rule composites it and names the translucency),
    /// or as painted when opacities or a state layer take part.
    public func checked(_ part: ResolvedPart<Color>) -> Color {
        isPaintedBeyondColors ? part.value : part.declared
    }
}
