import Mustache
/// The findings of one component as HTML: a summary per rule and theme, then every failure, then the touch
/// targets (which pass or fail per size, and say when hit slop is what makes them pass).
public enum ChecksRenderer {
    static let ruleOrder = ["contrast.text", "contrast.non-text", "contrast.focus", "apca", "touch-target"]

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
            html += "<details class=\"check-group\"><summary><span class=\"status status-\(status)\">\(first.severity.rawValue)</span> "
            html += "<code>\(rule)</code> \(ruleFailures.count) failed cell\(ruleFailures.count == 1 ? "" : "s")</summary>\n"
            html += failureTable(ruleFailures) + "</details>\n"
        }
        html += touchTargets(findings)
        return html
    }

    /// `measured` in the rule's unit: `4.47:1`, `Lc 63.05`, `40 pt`.
    public static func formatted(_ value: Double, rule: String) -> String {
        switch rule {
        case "apca": "Lc \(value.truncatedForDisplay())"
        case "touch-target": "\(value.formattedForDisplay) pt"
        default: "\(value.truncatedForDisplay()):1"
        }
    }

    private static func summary(_ findings: [Finding], themes: [String]) -> String {
        var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"Check summary\" tabindex=\"0\"><table class=\"checks-summary\">\n"
        html += "<caption>Cells checked, per rule and theme</caption>\n<thead><tr><th scope=\"col\">Rule</th>"
        html += themes.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for rule in ruleOrder {
            let ruleFindings = findings.filter { $0.rule == rule }
            guard !ruleFindings.isEmpty else { continue }
            html += "<tr><th scope=\"row\"><code>\(rule)</code></th>"
            for theme in themes {
                let cells = ruleFindings.filter { $0.cell.theme == theme }
                let failed = cells.filter { !$0.passed }
                let exempt = cells.filter { $0.passed && $0.severity == .info }.count
                let status = failed.contains { $0.severity == .error } ? "fail" : failed.isEmpty ? "pass" : "warn"
                let label = status == "pass" ? "passes" : status == "fail" ? "fails" : "advisory"
                html += "<td><span class=\"status status-\(status)\">\(label)</span> "
                html += "\(cells.count - failed.count) of \(cells.count) cells pass"
                if exempt > 0 { html += " <span class=\"exempt\">(\(exempt) disabled, exempt)</span>" }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private static func failureTable(_ failures: [Finding]) -> String {
        let rule = failures.first?.rule ?? ""
        var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"Failed \(rule) checks\" tabindex=\"0\"><table class=\"checks-failures\">\n"
        html += "<caption>Cells that fail <code>\(rule)</code></caption>\n"
        html += "<thead><tr><th scope=\"col\">Cell</th><th scope=\"col\">Rule</th><th scope=\"col\">Measured</th>"
        html += "<th scope=\"col\">Finding</th></tr></thead>\n<tbody>\n"
        for finding in failures {
            let cell = finding.cell
            html += "<tr class=\"severity-\(finding.severity.rawValue)\"><td><code>\(HTMLEscaping.text(cell.variant))</code> "
            html += "\(HTMLEscaping.text(cell.size)) · \(HTMLEscaping.text(cell.state)) · \(HTMLEscaping.text(cell.themeAndSurface))</td>"
            html += "<td><code>\(HTMLEscaping.text(finding.rule))</code> <span class=\"status status-\(finding.severity == .error ? "fail" : "warn")\">"
            html += "\(finding.severity.rawValue)</span></td>"
            html += "<td class=\"measured\">\(formatted(finding.measured, rule: finding.rule)) "
            html += "<span class=\"required\">needs \(formatted(finding.required, rule: finding.rule))</span>"
            html += swatches(finding) + "</td>"
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

    private static func swatches(_ finding: Finding) -> String {
        [finding.foreground, finding.background].compactMap { $0 }.map { color in
            "<span class=\"swatch\" style=\"--swatch: \(color.hex)\" role=\"img\" aria-label=\"\(color.hex)\"></span>"
        }.joined()
    }

    /// One row per variant, size and theme: the smallest hit area of that size and how it was reached.
    private static func touchTargets(_ findings: [Finding]) -> String {
        var seen: Set<String> = []
        var rows = ""
        for finding in findings where finding.rule == "touch-target" {
            let key = "\(finding.cell.variant)|\(finding.cell.size)|\(finding.cell.themeAndSurface)|\(finding.passed)"
            guard seen.insert(key).inserted else { continue }
            rows += "<tr><td><code>\(HTMLEscaping.text(finding.cell.variant))</code> \(HTMLEscaping.text(finding.cell.size)) · "
            rows += "\(HTMLEscaping.text(finding.cell.themeAndSurface))</td><td><span class=\"status status-\(finding.passed ? "pass" : "fail")\">"
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
