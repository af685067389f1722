import ButtonModel
import DesignTokens
import DocGenSupport

/// `focus-appearance`: the focus ring measured as WCAG 2.2 SC 2.4.13 (Focus Appearance, level AAA) asks: the ring's
/// pixels that change by at least 3:1 between the focused and the unfocused button must cover at least the area of
/// a 2 CSS px thick perimeter of the unfocused button.
///
/// Advisory, like `apca`: a failure is a warning by default, which never makes `docgen check` fail. The ring is
/// taken from its width, offset and color; the unfocused pixels beneath it are the surface outside the button, the
/// border just inside its edge and the fill further in, each in the focused cell's own colors.
public struct FocusAppearanceRule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.focusAppearance
    public static let level = CheckLevel.cell
    public static let unit = CheckUnit.squarePixels
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "The focus ring covers at least a 2 px perimeter of the button with pixels that change by 3:1 (advisory, WCAG 2.2 SC 2.4.13).",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance.html"
    )
    public static let minimumContrast = 3.0
    public static let defaultSeverity = Diagnostic.Severity.warning

    /// One focused button, as drawn.
    public struct Input: Hashable, Sendable {
        public var shape: FocusIndicatorArea
        public var ringWidth: Double
        public var ringOffset: Double
        public var borderWidth: Double
        /// The ring's color as declared (composited over what lies beneath each of its pixels).
        public var ring: Color
        public var surface: Color
        /// `nil` for a button without a border.
        public var border: Color?
        public var fill: Color
        /// The second ring of a two-color indicator, whose pixels change too; `nil` for a ring alone.
        public var companion: FocusIndicator.Ring?

        public init(shape: FocusIndicatorArea, ringWidth: Double, ringOffset: Double, borderWidth: Double, ring: Color,
                    surface: Color, border: Color?, fill: Color) {
            self.shape = shape
            self.ringWidth = ringWidth
            self.ringOffset = ringOffset
            self.borderWidth = border == nil ? 0 : borderWidth
            self.ring = ring
            self.surface = surface
            self.border = border
            self.fill = fill
        }

        /// The unfocused color of the pixels in one band.
        package func unfocused(_ beneath: FocusIndicatorArea.Beneath) -> Color {
            let backdrop = surface.asOpaqueBackdrop
            switch beneath {
            case .surface: return backdrop
            case .border: return (border ?? fill).composited(over: fill.composited(over: backdrop))
            case .fill: return fill.composited(over: backdrop)
            }
        }
    }

    public var severity: Diagnostic.Severity

    public init(severity: Diagnostic.Severity = FocusAppearanceRule.defaultSeverity) {
        self.severity = severity
    }

    /// The area of the ring that changes by 3:1, against the area of a 2 px perimeter (`measured` and `required`,
    /// in square CSS px).
    public func evaluate(cell: CellReference, _ input: Input, tokens: [TokenReference]) -> Finding {
        var rings = [(color: input.ring, width: input.ringWidth, offset: input.ringOffset)]
        if let companion = input.companion { rings.append((companion.color, companion.width, companion.from)) }
        let measured = rings.flatMap { ring in
            input.shape.ringBands(ringWidth: ring.width, offset: ring.offset, borderWidth: input.borderWidth).map {
                band -> (beneath: FocusIndicatorArea.Beneath, area: Double, ratio: Double, focused: Color, unfocused: Color) in
                let unfocused = input.unfocused(band.beneath)
                let focused = ring.color.composited(over: unfocused)
                return (band.beneath, band.area, WCAGContrast.ratio(focused, unfocused), focused, unfocused)
            }
        }
        let contrasting = measured.filter { $0.ratio >= Self.minimumContrast }.map(\.area).reduce(0, +)
        let required = input.shape.requiredArea
        let widest = measured.max { $0.area < $1.area }
        let ringArea = measured.map(\.area).reduce(0, +)
        let parts = measured.map { "\(area($0.area)) over the \($0.beneath.rawValue) at \(ContrastWording.ratio($0.ratio))" }
        let ringName = input.companion.map { "The focus ring and \($0.name) cover" } ?? "The focus ring covers"
        let subject = measured.isEmpty
            ? "The focus ring draws no pixels (width \(input.ringWidth.shortDisplayText) px)"
            : "\(ringName) \(area(ringArea)) (\(parts.joined(separator: ", "))); \(area(contrasting)) of it changes by 3:1"
        let finding = { (passed: Bool, message: String, hint: String?) in
            Finding(rule: Self.id, severity: severity, passed: passed, cell: cell, measured: contrasting, required: required,
                    foreground: widest?.focused, background: widest?.unfocused, tokens: tokens, message: message, hint: hint)
        }
        if contrasting >= required {
            return finding(true, "\(subject), at least the \(area(required)) of a 2 px perimeter.", nil)
        }
        return finding(false, "\(subject), under the \(area(required)) of a 2 px perimeter (WCAG 2.2 SC 2.4.13).",
                       "Widen the ring or give it a color that reaches 3:1 against what it covers; Focus Appearance is advisory here.")
    }

    /// `480 px²`, one decimal at most.
    private func area(_ value: Double) -> String { "\(value.rounded(toPlaces: 1).formattedForDisplay) px²" }
}

extension FocusAppearanceRule.Input {
    /// The focused `cell` at `width` (its height, radius, ring and colors from the cell; the border and fill as
    /// painted when opacities or a state layer take part).
    public init(cell: StateCell, width: Double) {
        let m = cell.metrics, c = cell.colors
        self.init(shape: FocusIndicatorArea(width: width, height: m.drawnHeight, radius: m.cornerRadius.value),
                  ringWidth: m.focusRingWidth.value, ringOffset: m.focusRingOffset.value, borderWidth: m.borderWidth.value,
                  ring: c.focusRing.declared, surface: c.surface.value,
                  border: c.border.flatMap { $0.declared.alpha > 0 ? cell.checked($0) : nil }, fill: cell.checked(c.background))
        companion = FocusIndicator(cell: cell).rings.dropFirst().first
    }
}

extension FocusAppearanceRule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, input: Input, tokens: [TokenReference])

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, s.input, tokens: s.tokens)
    }
}
