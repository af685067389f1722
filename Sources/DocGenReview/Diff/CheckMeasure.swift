import ButtonModel
import DocGenKit
import DocGenChecks

/// A check's numbers on one side.
public struct CheckMeasure: Hashable, Sendable, Codable {
    public var measured: Double
    public var required: Double
    public var passed: Bool
    /// The colors measured, as hex, for contrast rules.
    public var foreground: String?
    public var background: String?

    package init(_ finding: Finding) {
        measured = finding.measured
        required = finding.required
        passed = finding.passed
        foreground = finding.foreground?.hex
        background = finding.background?.hex
    }

    /// The measured value as the reports print it: truncated, never rounded (`4.49`, `Lc 60.4`, `44`).
    public var text: String { measured.truncatedForDisplay(places: 2) }
}
