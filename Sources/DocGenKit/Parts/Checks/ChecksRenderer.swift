import ButtonModel
import Mustache
import DocGenChecks

/// The findings of one component as HTML: a summary per rule and theme, then every failure, then the touch
/// targets (which pass or fail per size, and say when hit slop is what makes them pass).
public enum ChecksRenderer {
    /// Every rule, in the order the page lists them; a rule missing here would be left off the page.
    package static let ruleOrder = CheckRuleID.pageOrder

    public static func html(findings: [Finding], themes: [String]) -> String {
        var html = summary(findings, themes: themes)
        let failures = findings.filter { !$0.passed }
        if failures.isEmpty {
            html += "<p class=\"checks-clean\">Every cell passes every check.</p>\n"
        }
        for rule in ruleOrder {
            let ruleFailures = failures.filter { $0.rule == rule }
            guard let first = ruleFailures.first else { continue }
            let status = first.severity == .error ? "fail" : "warn"
            html += "<details class=\"check-group\"><summary><span class=\"status status-\(status)\">\(first.severity.findingName)</span> "
            html += "<code>\(rule)</code> \(failureCount(ruleFailures))</summary>\n"
            html += failureTable(ruleFailures) + "</details>\n"
        }
        html += touchTargets(findings)
        return html
    }

    /// `measured` in the rule's unit: `4.47:1`, `Lc 63.05`, `40 pt`, `612 px²`.
    public static func formatted(_ value: Double, rule: CheckRuleID) -> String { rule.unit.text(value) }

    private static func summary(_ findings: [Finding], themes: [String]) -> String {
        var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"Check summary\" tabindex=\"0\"><table class=\"checks-summary\">\n"
        html += "<caption>Cells checked, per rule and theme</caption>\n<thead><tr><th scope=\"col\">Rule</th>"
        html += themes.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for rule in ruleOrder {
            let ruleFindings = findings.filter { $0.rule == rule }
            guard !ruleFindings.isEmpty else { continue }
            html += "<tr><th scope=\"row\"><code>\(rule)</code></th>"
            for theme in themes {
                // Cells, not findings: a finding about a whole size counts once per cell of this theme it covers.
                let cells = ruleFindings.flatMap { finding in finding.coveredCells.filter { $0.theme == theme }.map { (cell: $0, finding: finding) } }
                let failed = cells.filter { !$0.finding.passed }
                let exempt = cells.filter { $0.finding.passed && $0.finding.severity == .note }.count
                let status = failed.contains { $0.finding.severity == .error } ? "fail" : failed.isEmpty ? "pass" : "warn"
                let label = status == "pass" ? "passes" : status == "fail" ? "fails" : "advisory"
                html += "<td><span class=\"status status-\(status)\">\(label)</span> "
                if rule == .deprecatedToken {
                    // Only uses are reported, so the cells counted are those that use a deprecated token.
                    let using = Set(failed.map(\.cell)).count
                    html += "\(using) cell\(using == 1 ? "" : "s") use\(using == 1 ? "s" : "") a deprecated token</td>"
                    continue
                }
                html += "\(cells.count - failed.count) of \(cells.count) cells pass"
                if exempt > 0 { html += " <span class=\"exempt\">(\(exempt) disabled, exempt)</span>" }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private static func failureTable(_ failures: [Finding]) -> String {
        let rule = failures.first?.rule.rawValue ?? ""
        var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"Failed \(rule) checks\" tabindex=\"0\"><table class=\"checks-failures\">\n"
        html += "<caption>Cells that fail <code>\(rule)</code></caption>\n"
        html += "<thead><tr><th scope=\"col\">Cell</th><th scope=\"col\">Rule</th><th scope=\"col\">Measured</th>"
        html += "<th scope=\"col\">Finding</th></tr></thead>\n<tbody>\n"
        for finding in failures {
            html += "<tr class=\"severity-\(finding.severity.findingName)\"><td>\(scope(finding))</td>"
            html += "<td><code>\(HTMLEscaping.text(finding.rule.rawValue))</code> <span class=\"status status-\(finding.severity == .error ? "fail" : "warn")\">"
            html += "\(finding.severity.findingName)</span></td>"
            if finding.rule == .deprecatedToken {
                // Nothing is measured: the finding is about where a value comes from.
                html += "<td class=\"measured\">—</td>"
            } else {
                html += "<td class=\"measured\">\(formatted(finding.measured, rule: finding.rule)) "
                html += "<span class=\"required\">needs \(formatted(finding.required, rule: finding.rule))</span>"
                html += swatches(finding) + "</td>"
            }
            html += "<td>\(HTMLEscaping.text(finding.message))"
            if let hint = finding.hint { html += "<br><span class=\"hint\">\(HTMLEscaping.text(hint))</span>" }
            if !finding.tokens.isEmpty {
                html += "<ul class=\"finding-tokens\">" + finding.tokens.map { token in
                    "<li>\(HTMLEscaping.text(token.role)): <code>\(HTMLEscaping.text(token.path.description))</code></li>"
                }.joined() + "</ul>"
            }
            html += "</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// `12 failed cells`, or for findings that stand for several cells `2 failures covering 16 cells`.
    package static func failureCount(_ failures: [Finding]) -> String {
        let cells = failures.reduce(0) { $0 + $1.coveredCells.count }
        guard cells != failures.count else { return "\(cells) failed cell\(cells == 1 ? "" : "s")" }
        return "\(failures.count) failure\(failures.count == 1 ? "" : "s") covering \(cells) cells"
    }

    /// `<code>primary</code> medium · pressed · dark`, or for a finding about a size `<code>primary</code> medium`
    /// and what it covers: `4 states × 2 themes`.
    package static func scope(_ finding: Finding) -> String {
        let cell = finding.cell
        guard finding.isGrouped else {
            return "<code>\(HTMLEscaping.text(cell.variant))</code> \(HTMLEscaping.text(cell.size))"
                + " · \(HTMLEscaping.text(cell.state)) · \(HTMLEscaping.text(cell.themeAndSurface))"
        }
        // The variant, then what every covered cell shares: its size for a size-level rule, a theme when split by one.
        var path = finding.scope.segments.dropFirst()
        var html = "<code>\(HTMLEscaping.text(cell.variant))</code>"
        if Set(finding.covers.map(\.size)).count == 1, let size = path.popFirst() { html += " \(HTMLEscaping.text(size))" }
        html += path.map { " · \(HTMLEscaping.text($0))" }.joined()
        return html + " <span class=\"covers\">\(HTMLEscaping.text(finding.coverageDescription))</span>"
    }

    private static func swatches(_ finding: Finding) -> String {
        [finding.foreground, finding.background].compactMap { $0 }.map { color in
            "<span class=\"swatch\" style=\"--swatch: \(color.hex)\" role=\"img\" aria-label=\"\(color.hex)\"></span>"
        }.joined()
    }

    /// One row per variant and size (per theme where the hit area differs): the smallest hit area of that size,
    /// the cells it stands for, and how it was reached.
    private static func touchTargets(_ findings: [Finding]) -> String {
        var rows = ""
        for finding in findings where finding.rule == .touchTarget {
            rows += "<tr><td>\(scope(finding))</td><td><span class=\"status status-\(finding.passed ? "pass" : "fail")\">"
            rows += "\(finding.passed ? "passes" : "fails")</span> \(formatted(finding.measured, rule: finding.rule))</td>"
            rows += "<td>\(HTMLEscaping.text(finding.message))</td></tr>\n"
        }
        guard !rows.isEmpty else { return "" }
        return "<div class=\"table-scroll\" role=\"region\" aria-label=\"Touch targets\" tabindex=\"0\"><table class=\"checks-touch\">\n"
            + "<caption>Touch targets, smallest hit area per size</caption>\n"
            + "<thead><tr><th scope=\"col\">Size</th><th scope=\"col\">Hit area</th><th scope=\"col\">Why</th></tr></thead>\n<tbody>\n"
            + rows + "</tbody>\n</table></div>\n"
    }
}
