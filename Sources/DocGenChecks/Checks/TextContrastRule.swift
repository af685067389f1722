import ButtonModel
import DesignTokens
import DocGenSupport

/// `contrast.text`: a button's label against its fill, at least 4.5:1, or 3:1 for large text
/// (WCAG 2.2 SC 1.4.3 Contrast (Minimum)). Disabled cells are exempt and reported as info.
public struct TextContrastRule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.textContrast
    public static let level = CheckLevel.cell
    public static let unit = CheckUnit.contrastRatio
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "Button labels contrast with their fill by at least 4.5:1, or 3:1 for large text (WCAG 2.2 SC 1.4.3).",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
    )
    public static let normalTextMinimum = 4.5
    public static let largeTextMinimum = 3.0

    public var severity: Diagnostic.Severity

    public init(severity: Diagnostic.Severity = .error) {
        self.severity = severity
    }

    /// The threshold for text of this size and weight.
    public static func minimum(for text: LargeText) -> Double {
        text.isLarge ? largeTextMinimum : normalTextMinimum
    }

    /// Measures `label` painted on `fill` painted on `surface`. A translucent fill is composited over the surface
    /// and the label over that; the surface is taken as opaque. `fontSize` is in CSS px or Apple points unless
    /// `fontSizeUnit` says otherwise; `fontWeight` is numeric (400 regular, 700 bold).
    public func evaluate(cell: CellReference, label: Color, fill: Color, surface: Color, fontSize: Double,
                         fontSizeUnit: LargeText.Unit = .cssPixels, fontWeight: Double, isDisabled: Bool,
                         tokens: [TokenReference]) -> Finding {
        let painted = PaintedLabel(label: label, fill: fill, surface: surface)
        let text = LargeText(fontSize: fontSize, unit: fontSizeUnit, fontWeight: fontWeight)
        let measurement = ContrastMeasurement(
            rule: Self.id, cell: cell, measured: WCAGContrast.ratio(painted.foreground, painted.background),
            required: Self.minimum(for: text), foreground: painted.foreground, background: painted.background, tokens: tokens)
        let subject = "\(painted.description) has contrast \(ContrastWording.ratio(measurement.measured))"

        if isDisabled { return measurement.exemption(subject: subject) }
        let need = "the \(ContrastWording.threshold(measurement.required)) that \(text.wording) needs"
        if measurement.measured >= measurement.required {
            return measurement.finding(severity: severity, passed: true, message: "\(subject), meeting \(need).", hint: nil)
        }
        var hint = "Change the label or fill token until the ratio reaches \(ContrastWording.threshold(measurement.required))"
        hint += text.isLarge ? "." : "; text of 24 px, or 18.66 px bold, would need only 3:1."
        return measurement.finding(severity: severity, passed: false,
                                   message: "\(subject), below \(need) (WCAG 2.2 SC 1.4.3).", hint: hint)
    }
}

extension TextContrastRule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, label: Color, fill: Color, surface: Color, fontSize: Double, fontSizeUnit: LargeText.Unit, fontWeight: Double, isDisabled: Bool, tokens: [TokenReference])

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, label: s.label, fill: s.fill, surface: s.surface, fontSize: s.fontSize, fontSizeUnit: s.fontSizeUnit, fontWeight: s.fontWeight, isDisabled: s.isDisabled, tokens: s.tokens)
    }
}
