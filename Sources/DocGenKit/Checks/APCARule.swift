/// `apca`: the APCA lightness contrast (Lc) of a button's label on its fill, shown beside the WCAG 2 ratio.
///
/// Advisory by default: failures are warnings, which never make `docgen check` fail. APCA is the candidate
/// method of WCAG 3, not yet a requirement; the minimum compares the magnitude of Lc, whatever its polarity.
public struct APCARule: Hashable, Sendable {
    public static let id = CheckRuleID.apca
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "Button labels reach the configured APCA lightness contrast (Lc) on their fill (advisory, APCA-W3 0.0.98G-4g).",
        helpURI: "https://github.com/Myndex/apca-w3"
    )
    /// Lc 60: the APCA guidance's level for content text of ordinary button sizes (about 16 px bold, 24 px regular).
    public static let defaultMinimum = 60.0
    public static let defaultSeverity = Finding.Severity.warning

    /// The smallest |Lc| that passes.
    public var minimum: Double
    public var severity: Finding.Severity

    public init(minimum: Double = APCARule.defaultMinimum, severity: Finding.Severity = APCARule.defaultSeverity) {
        self.minimum = minimum
        self.severity = severity
    }

    /// Measures `label` on `fill` on `surface`, composited as `TextContrastRule` does. `measured` is the signed
    /// Lc (negative for light text on a dark fill).
    public func evaluate(cell: CellReference, label: Color, fill: Color, surface: Color, isDisabled: Bool,
                         tokens: [TokenReference]) -> Finding {
        let backdrop = ContrastWording.opaque(surface)
        let background = fill.composited(over: backdrop)
        let foreground = label.composited(over: background)
        let lc = APCAContrast.lightnessContrast(text: foreground, background: background)
        let wcag = WCAGContrast.ratio(foreground, background)
        let minimumText = minimum.truncatedForDisplay(places: 2).trimmingDecimalZeros
        let pair = "Label \(ContrastWording.color(foreground, from: label, over: background)) on fill "
            + "\(ContrastWording.color(background, from: fill, over: backdrop)) has APCA Lc \(lc.truncatedForDisplay(places: 2)) "
            + "(WCAG 2 ratio \(ContrastWording.ratio(wcag)))"

        func finding(severity: Finding.Severity, passed: Bool, message: String, hint: String?) -> Finding {
            Finding(rule: Self.id.rawValue, severity: severity, passed: passed, cell: cell, measured: lc,
                    required: minimum, foreground: foreground, background: background, tokens: tokens,
                    message: message, hint: hint)
        }

        if isDisabled {
            return finding(severity: .info, passed: true,
                           message: "\(pair); the button is disabled, so no minimum applies.",
                           hint: ContrastWording.disabledExemptionHint)
        }
        if abs(lc) >= minimum {
            return finding(severity: severity, passed: true, message: "\(pair), meeting the minimum of Lc \(minimumText).", hint: nil)
        }
        return finding(severity: severity, passed: false,
                       message: "\(pair), under the minimum of Lc \(minimumText).",
                       hint: "Widen the lightness difference between label and fill until |Lc| reaches \(minimumText); APCA is advisory here.")
    }
}
