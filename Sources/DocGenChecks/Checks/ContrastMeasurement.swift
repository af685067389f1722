import ButtonModel
import DesignTokens
import DocGenSupport

/// What a contrast rule measured on one cell, ready to become its finding.
package struct ContrastMeasurement: Hashable, Sendable {
    package var rule: CheckRuleID
    package var cell: CellReference
    package var measured: Double
    package var required: Double
    package var foreground: Color
    package var background: Color
    package var tokens: [TokenReference]

    package func finding(severity: Diagnostic.Severity, passed: Bool, message: String, hint: String?) -> Finding {
        Finding(rule: rule, severity: severity, passed: passed, cell: cell, measured: measured, required: required,
                foreground: foreground, background: background, tokens: tokens, message: message, hint: hint)
    }

    /// A disabled cell: reported, not skipped, as a passed `info` finding that says why no minimum applies.
    /// `subject` is the measurement in words, such as `Label #9ca3af on fill #e5e7eb has contrast 2.05:1`.
    package func exemption(subject: String) -> Finding {
        finding(severity: .note, passed: true, message: "\(subject); the button is disabled, so no minimum applies.",
                hint: "WCAG 2.2 exempts inactive (disabled) user interface components from contrast requirements "
                    + "(SC 1.4.3, 1.4.11); the value is shown for reference.")
    }
}
