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

    /// `primary / medium / pressed / dark`
    public var title: String { "\(variant) / \(size) / \(state) / \(theme)" }
}
