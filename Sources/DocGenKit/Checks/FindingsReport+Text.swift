import DesignTokens

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
        for finding in findings where verbose || !finding.passed {
            let status = finding.passed ? (finding.severity == .info ? "info" : "passed") : finding.severity.rawValue
            let place = finding.primaryLocation.map { "\($0.fileLineColumn): " } ?? ""
            lines.append("\(place)\(status): [\(finding.rule)] \(finding.cellDescription): \(finding.message)")
            if let hint = finding.hint { lines.append("    hint: \(hint)") }
        }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 error, 2 warnings, 211 passed`.
    public var summaryLine: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(summary.passed) passed"
    }
}

extension SourceLocation {
    /// `file:line:column` without the token path.
    var fileLineColumn: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
