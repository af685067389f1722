import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks

/// One check of one cell, as the visual report shows it.
public struct CheckResult: Hashable, Sendable, Codable {
    public var rule: CheckRuleID
    @FindingSeverityName public var severity: Diagnostic.Severity
    public var passed: Bool
    public var measured: Double
    public var required: Double

    package init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity
        passed = finding.passed
        measured = finding.measured
        required = finding.required
    }
}
