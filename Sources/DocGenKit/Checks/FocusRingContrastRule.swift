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
        let background = ContrastWording.opaque(surface)
        let foreground = ring.composited(over: background)
        let measured = WCAGContrast.ratio(foreground, background)
        let pair = "Focus ring \(ContrastWording.color(foreground, from: ring, over: background)) against surface "
            + "\(background.hex) has contrast \(ContrastWording.ratio(measured))"
        let passed = measured >= Self.minimum
        return Finding(
            rule: Self.id.rawValue, severity: severity, passed: passed, cell: cell, measured: measured,
            required: Self.minimum, foreground: foreground, background: background, tokens: tokens,
            message: passed ? "\(pair), meeting the 3:1 a focus indicator needs."
                : "\(pair), below the 3:1 a focus indicator needs (WCAG 2.2 SC 1.4.11).",
            hint: passed ? nil : "Pick a focus ring color that reaches 3:1 against the surface in this theme."
        )
    }
}
