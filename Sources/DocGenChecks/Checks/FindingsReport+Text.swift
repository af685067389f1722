import ButtonModel
import DesignTokens
import DocGenSupport

extension FindingsReport {
    /// One line per failed finding, compiler style, its hint on the next line, then the summary:
    ///
    ///     tokens/dark.json:12:5: error: [contrast.text] acme button primary/md/pressed/dark: Label … below …
    ///         hint: Change the label or fill token …
    ///     1 error, 0 warnings, 211 passed
    ///
    /// `verbose` lists passed findings too, marked `passed` (or `info` when exempt).
    public func text(verbose: Bool = false) -> String {
        var lines: [String] = []
        for finding in findings where verbose || !finding.passed { lines += Self.lines(finding) }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A finding's line, compiler style, and its hint's.
    package static func lines(_ finding: Finding) -> [String] {
        let status = finding.passed ? (finding.severity == .note ? "info" : "passed") : finding.severity.findingName
        let place = finding.primaryLocation.map { "\($0.fileLineColumn): " } ?? ""
        return ["\(place)\(status): [\(finding.rule)] \(finding.cellDescription): \(finding.message)"] + (finding.hint.map { ["    hint: \($0)"] } ?? [])
    }

    /// `1 error, 2 warnings, 211 passed`, and `; 12 cells uncertain (docgen could not reproduce their values)` when
    /// some are.
    public var summaryLine: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let line = "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(summary.passed) passed"
        guard summary.uncertain > 0 else { return line }
        return line + "; \(count(summary.uncertain, "cell")) uncertain (docgen could not reproduce \(summary.uncertain == 1 ? "its" : "their") values)"
    }
}

extension SourceLocation {
    /// `file:line:column` without the token path.
    package var fileLineColumn: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
