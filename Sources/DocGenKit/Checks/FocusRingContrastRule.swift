/// `contrast.focus`: the focus ring against the surface it is drawn on, at least 3:1 (WCAG 2.2 SC 1.4.11, which
/// covers the visual state of a focused control). Disabled buttons take no focus, so there is no exemption here.
public struct FocusRingContrastRule: Hashable, Sendable {
    public static let id = CheckRuleID.focusRingContrast
    public static let descriptor = CheckRuleDescriptor(
        id: id,
        shortDescription: "The focus ring contrasts with the surface by at least 3:1 (WCAG 2.2 SC 1.4.11).",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"
    )
    public static let minimum = 3.0

    public var severity: Finding.Severity

    public init(severity: Finding.Severity = .error) {
        self.severity = severity
    }

    /// Measures `ring` (composited over the surface when translucent) against `surface` (taken as opaque).
    public func evaluate(cell: CellReference, ring: Color, surface: Color, tokens: [TokenReference]) -> Finding {
        let background = surface.asOpaqueBackdrop
        let foreground = ring.composited(over: background)
        let measurement = ContrastMeasurement(
            rule: Self.id, cell: cell, measured: WCAGContrast.ratio(foreground, background), required: Self.minimum,
            foreground: foreground, background: background, tokens: tokens)
        let subject = "Focus ring \(ContrastWording.color(foreground, from: ring, over: background)) against surface "
            + "\(background.hex) has contrast \(ContrastWording.ratio(measurement.measured))"
        if measurement.measured >= Self.minimum {
            return measurement.finding(severity: severity, passed: true,
                                       message: "\(subject), meeting the 3:1 a focus indicator needs.", hint: nil)
        }
        return measurement.finding(severity: severity, passed: false,
                                   message: "\(subject), below the 3:1 a focus indicator needs (WCAG 2.2 SC 1.4.11).",
                                   hint: "Pick a focus ring color that reaches 3:1 against the surface in this theme.")
    }
}
