import ButtonModel
import DocGenChecks

/// A `docgen checks` part's document as Markdown: one row per finding, in the order `FindingsReport` gives them.
package enum ChecksMarkdown {
    package static func markdown(_ document: ChecksDocument) -> String {
        let report = FindingsReport(findings: document.findings)
        let summary = report.summary
        let rows = report.findings.map { finding in
            [MarkdownTable.code(finding.rule.rawValue), finding.severity.findingName, finding.passed ? "pass" : "fail",
             MarkdownTable.cell(MarkdownText.escaped(finding.cell.path)), finding.measured.truncatedForDisplay(),
             finding.required.truncatedForDisplay(), MarkdownTable.cell(MarkdownText.escaped(finding.message))]
        }
        let table = MarkdownTable(header: ["Rule", "Level", "Result", "Cell", "Measured", "Required", "Message"],
                                  delimiters: ["---", "---", "---", "---", "--:", "--:", "---"], rows: rows)
        // Cells whose checks measured a value docgen could not reproduce are counted, only where there are some.
        let uncertain = summary.uncertain == 0 ? "" : " \(summary.uncertain) cell\(summary.uncertain == 1 ? "" : "s") uncertain "
            + "(docgen could not reproduce a value its checks measured)."
        return "Checks: \(summary.errors) errors, \(summary.warnings) warnings, \(summary.passed) passed.\(uncertain)\n\n" + table.markdown
    }
}
