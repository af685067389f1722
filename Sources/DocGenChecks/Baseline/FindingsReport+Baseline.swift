import ButtonModel
import DesignTokens
import DocGenSupport

extension FindingsReport {
    /// The report held against a baseline, in `format`. Only the failures the baseline does not accept are failures:
    /// text lists them as always, then the accepted ones folded to a line each, then what was fixed since the
    /// baseline, and ends with the counts; SARIF and GitHub annotations carry the unaccepted failures alone; JSON
    /// marks each accepted finding and adds the baseline's counts and fixes (see `json(baseline:)`).
    public func rendered(as format: Format, verbose: Bool = false, toolVersion: String, baseline verdict: BaselineVerdict) -> String {
        switch format {
        case .text: return text(verbose: verbose, baseline: verdict)
        case .json: return json(baseline: verdict)
        case .sarif, .github:
            let accepted = Set(verdict.accepted)
            return FindingsReport(findings: findings.filter { !accepted.contains($0) }, uncertainCells: uncertainCells).rendered(as: format, toolVersion: toolVersion)
        }
    }

    ///     Content/acme/tokens/dark.json:12:5: error: [contrast.text] acme button primary/md/pressed/dark: Label … below …
    ///         hint: …
    ///     258 failures accepted by docgen-baseline.json:
    ///         [contrast.text] acme button primary/md/hover/dark: #ffffff on #7aa7ff
    ///     2 fixed since the baseline:
    ///         [contrast.text] acme button primary/md/rest/dark: now passes (was #ffffff on #8ab4ff)
    ///     1 error, 0 warnings, 211 passed, 258 accepted, 2 fixed since the baseline
    package func text(verbose: Bool, baseline verdict: BaselineVerdict) -> String {
        let accepted = Set(verdict.accepted)
        var lines: [String] = []
        for finding in findings where (verbose && finding.passed) || (!finding.passed && !accepted.contains(finding)) { lines += Self.lines(finding) }
        if !verdict.accepted.isEmpty {
            let count = verdict.accepted.count
            lines.append("\(count) failure\(count == 1 ? "" : "s") accepted by \(verdict.file):")
            for finding in verdict.accepted {
                lines.append("    [\(finding.rule)] \(finding.cellDescription): \(BaselineEntry(finding).measuredDescription)")
            }
        }
        if !verdict.fixed.isEmpty {
            lines.append("\(verdict.fixed.count) fixed since the baseline:")
            for fixed in verdict.fixed {
                let now = switch fixed.now {
                case .passes: "now passes"
                case .gone: "no longer checked (the cell is gone)"
                case .failsOtherwise: "fails with other values, which the baseline does not accept"
                }
                let entry = fixed.entry
                lines.append("    [\(entry.rule.name)] \(entry.cell.system) \(entry.cell.component) \(entry.cell.segments.joined(separator: "/")): "
                             + "\(now) (was \(entry.measuredDescription))")
            }
            lines.append("    Once no new failure is left, `docgen check --write-baseline \(verdict.file)` drops them from the baseline.")
        }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let errors = verdict.newFailures.count { $0.severity == .error }, warnings = verdict.newFailures.count { $0.severity == .warning }
        lines.append("\(count(errors, "error")), \(count(warnings, "warning")), \(summary.passed) passed, \(verdict.accepted.count) accepted, "
                     + "\(verdict.fixed.count) fixed since the baseline")
        return lines.joined(separator: "\n") + "\n"
    }
}
