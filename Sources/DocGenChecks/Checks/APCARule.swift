import ButtonModel
import DesignTokens
import DocGenSupport

/// `apca`: the APCA lightness contrast (Lc) of a button's label on its fill, shown beside the WCAG 2 ratio.
///
/// Advisory by default: failures are warnings, which never make `docgen check` fail. APCA is the candidate
/// method of WCAG 3, not yet a requirement; the minimum compares the magnitude of Lc, whatever its polarity.
public struct APCARule: CheckRule, Hashable, Sendable {
    public static let id = CheckRuleID.apca
    public static let level = CheckLevel.cell
    public static let unit = CheckUnit.lightnessContrast
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "Button labels reach the configured APCA lightness contrast (Lc) on their fill (advisory, APCA-W3 0.0.98G-4g).",
        helpURI: "https://github.com/Myndex/apca-w3"
    )
    /// Lc 60: the APCA guidance's level for content text of ordinary button sizes (about 16 px bold, 24 px regular).
    public static let defaultMinimum = 60.0
    public static let defaultSeverity = Diagnostic.Severity.warning

    /// The smallest |Lc| that passes.
    public var minimum: Double
    public var severity: Diagnostic.Severity

    public init(minimum: Double = APCARule.defaultMinimum, severity: Diagnostic.Severity = APCARule.defaultSeverity) {
        self.minimum = minimum
        self.severity = severity
    }

    /// Measures `label` on `fill` on `surface`, composited as `TextContrastRule` does. `measured` is the signed
    /// Lc (negative for light text on a dark fill).
    public func evaluate(cell: CellReference, label: Color, fill: Color, surface: Color, isDisabled: Bool,
                         tokens: [TokenReference]) -> Finding {
        let painted = PaintedLabel(label: label, fill: fill, surface: surface)
        let measurement = ContrastMeasurement(
            rule: Self.id, cell: cell,
            measured: APCAContrast.lightnessContrast(text: painted.foreground, background: painted.background),
            required: minimum, foreground: painted.foreground, background: painted.background, tokens: tokens)
        let wcag = WCAGContrast.ratio(painted.foreground, painted.background)
        let subject = "\(painted.description) has APCA Lc \(measurement.measured.truncatedForDisplay(places: 2)) "
            + "(WCAG 2 ratio \(ContrastWording.ratio(wcag)))"

        if isDisabled { return measurement.exemption(subject: subject) }
        if abs(measurement.measured) >= minimum {
            return measurement.finding(severity: severity, passed: true,
                                       message: "\(subject), meeting the minimum of Lc \(minimum.shortDisplayText).", hint: nil)
        }
        return measurement.finding(
            severity: severity, passed: false,
            message: "\(subject), under the minimum of Lc \(minimum.shortDisplayText).",
            hint: "Widen the lightness difference between label and fill until |Lc| reaches \(minimum.shortDisplayText); APCA is advisory here.")
    }
}

extension APCARule {
    /// What one evaluation of the rule looks at.
    public typealias Subject = (cell: CellReference, label: Color, fill: Color, surface: Color, isDisabled: Bool, tokens: [TokenReference])

    /// The rule's evaluation, as `CheckRule` calls it.
    public func evaluate(_ s: Subject) -> Finding? {
        evaluate(cell: s.cell, label: s.label, fill: s.fill, surface: s.surface, isDisabled: s.isDisabled, tokens: s.tokens)
    }
}
