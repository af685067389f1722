import ButtonModel
import Mustache
import DocGenKit

/// The markdown report's sections, each a pure function of the diff.
package struct DiffMarkdown {
    package var diff: SiteDiff
    /// Rows listed per table; the rest are counted.
    package var rowLimit: Int
    package var fullReport: String

    package func render() -> String {
        var out = SiteDiff.marker + "\n### docgen diff: " + diff.verdict + "\n\n"
        out += "Comparing **\(cell(diff.base.name))** (\(cell(diff.base.description))) → **\(cell(diff.head.name))** (\(cell(diff.head.description))).\n"
        for note in diff.notes { out += "\n> ⚠️ \(note)\n" }
        if diff.isEmpty { return out }
        out += errorsSection() + newFailuresSection() + acceptedSection() + tokensSection() + impactSection() + valueOnlySection() + fixedSection() + movedSection()
        out += "\n**Recommended version bump: \(diff.bump.level.rawValue)**. \(diff.bump.reason)\n"
        return out
    }

    private func errorsSection() -> String {
        let problems = diff.problems.filter { $0.severity == .error }
        guard !problems.isEmpty else { return "" }
        var out = "\n#### ❌ Errors (\(problems.count))\n\n"
        for problem in problems.prefix(rowLimit) {
            out += "- \(span(problem.code.rawValue, inTable: false)) **\(problem.system.isEmpty ? "" : cell(problem.system) + " · ")\(span(problem.path.description, inTable: false))** (\(cell(problem.themes.joined(separator: ", ")))): "
                + "\(cell(problem.message)) \(cell(problem.hint)) (\(cell(problem.location.description)))\n"
        }
        return out + more(problems.count)
    }

    private func newFailuresSection() -> String {
        let failures = diff.newFailures
        guard !failures.isEmpty else { return "" }
        return "\n#### ❌ New failures (\(failures.count))\n\n" + checkTable(failures)
    }

    private func acceptedSection() -> String {
        let accepted = diff.accepted
        guard !accepted.isEmpty else { return "" }
        return "\n#### Accepted by the baseline (\(accepted.count))\n\n"
            + folded("\(accepted.count) failure\(accepted.count == 1 ? "" : "s") the baseline accepts", checkTable(accepted), threshold: 0)
    }

    private func fixedSection() -> String {
        let fixed = diff.fixed
        guard !fixed.isEmpty else { return "" }
        return "\n#### ✅ Fixed (\(fixed.count))\n\n" + folded("\(fixed.count) check\(fixed.count == 1 ? "" : "s") now pass", checkTable(fixed), threshold: 10)
    }

    private func movedSection() -> String {
        let contrast = diff.moved.filter { !$0.isTouchTarget }, touch = diff.moved.filter(\.isTouchTarget)
        var out = ""
        if !contrast.isEmpty {
            out += "\n#### Contrast and Lc that moved (\(contrast.count))\n\n" + folded("\(contrast.count) ratio\(contrast.count == 1 ? "" : "s") and Lc values", checkTable(contrast), threshold: 0)
        }
        if !touch.isEmpty {
            out += "\n#### Touch targets that moved (\(touch.count))\n\n" + folded("\(touch.count) touch target\(touch.count == 1 ? "" : "s")", checkTable(touch), threshold: 0)
        }
        return out
    }

    private func checkTable(_ checks: [CheckChange]) -> String {
        var out = "| Check | Cell | Before | After | Needs | Colors |\n|---|---|---|---|---|---|\n"
        for check in checks.prefix(rowLimit) {
            let side = check.after ?? check.before
            let pair: [String?] = [side?.foreground, side?.background]
            let colors = pair.compactMap { $0 }.map { span($0) }.joined(separator: " on ")
            let needs = side.map { $0.required.truncatedForDisplay(places: 2) } ?? ""
            out += "| \(span(check.rule.rawValue)) \(check.severity.findingName) | \(cell(check.title)) | \(measure(check.before)) | \(measure(check.after)) | "
                + "\(needs) | \(colors) |\n"
        }
        return out + more(checks.count)
    }

    private func measure(_ measure: CheckMeasure?) -> String {
        guard let measure else { return "—" }
        return "\(measure.text) \(measure.passed ? "✅" : "❌")"
    }

    /// One section per system and theme; themes of a system whose tables read the same share one section.
    private func tokensSection() -> String {
        guard !diff.tokens.isEmpty else { return "" }
        var sections: [(tokens: TokenDiff, themes: [String], body: String)] = []
        for tokens in diff.tokens {
            let body = TokenDiffMarkdown(diff: tokens, rowLimit: rowLimit).render()
            if let index = sections.firstIndex(where: { $0.tokens.system == tokens.system && $0.body == body }) {
                sections[index].themes.append(tokens.theme)
            } else {
                sections.append((tokens, [tokens.theme], body))
            }
        }
        var out = "\n#### Token changes\n\n"
        for section in sections {
            let summary = "<b>\(system(section.tokens.system))\(HTMLEscaping.text(section.themes.joined(separator: ", ")))</b>: " + counts(section.tokens)
            out += folded(summary, section.body, threshold: sections.count == 1 ? 40 : 0, raw: true)
        }
        return out
    }

    private func counts(_ tokens: TokenDiff) -> String {
        let pairs: [(Int, String)] = [(tokens.changed.count, "changed"), (tokens.added.count, "added"), (tokens.removed.count, "removed"),
                                      (tokens.renamed.count, "renamed"), (tokens.deprecationsAdded.count, "deprecated"),
                                      (tokens.deprecationsRemoved.count, "undeprecated"), (tokens.quietCount, "changed in text only")]
        return pairs.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    private func impactSection() -> String {
        let tokenCount = diff.changedTokenCount
        guard !diff.cells.isEmpty else {
            return tokenCount > 0 ? "\n#### Impact\n\nNo cell of any state matrix looks different: the changed tokens reach no button.\n" : ""
        }
        var table = "| Cell | Value | Before | After | Traced to |\n|---|---|---|---|---|\n"
        var rows = 0
        for change in diff.cells {
            for (index, value) in change.values.enumerated() {
                rows += 1
                guard rows <= rowLimit else { continue }
                // The cell and its trace once, on its first row.
                let title = index == 0 ? cell(change.title) + (change.kind == .changed ? "" : " (\(change.kind.rawValue))") : "↳"
                let trace = index == 0 ? change.causes.map { span($0.description) }.joined(separator: ", ") : ""
                table += "| \(title) | \(cell(value.name)) | \(code(value.before)) | \(code(value.after)) | \(trace) |\n"
            }
        }
        table += more(rows)
        return "\n#### Impact: \(diff.cells.count) cell\(diff.cells.count == 1 ? "" : "s") look\(diff.cells.count == 1 ? "s" : "") different\n\n"
            + folded("\(rows) value\(rows == 1 ? "" : "s") in \(diff.cells.count) cell\(diff.cells.count == 1 ? "" : "s")", table, threshold: 15)
    }

    /// Cells whose values changed while their pictures did not: listed apart, folded.
    private func valueOnlySection() -> String {
        let cells = diff.valueOnlyCells
        guard !cells.isEmpty else { return "" }
        var table = "| Cell | Value | Before | After |\n|---|---|---|---|\n"
        var rows = 0
        for change in cells {
            for (index, value) in change.values.enumerated() {
                rows += 1
                guard rows <= rowLimit else { continue }
                table += "| \(index == 0 ? cell(change.title) : "↳") | \(value.name) | \(code(value.before)) | \(code(value.after)) |\n"
            }
        }
        table += more(rows)
        let count = "\(cells.count) cell\(cells.count == 1 ? "" : "s")"
        return "\n#### Values that changed where nothing drawn differs (\(count))\n\n"
            + folded("\(count) whose values changed but whose pictures are the same (a value the state does not draw)", table, threshold: 0)
    }

    /// A `<details>` block when `body` has more than `threshold` lines, with the blank line GitHub needs after
    /// `</summary>` for tables and lists to render.
    package func folded(_ summary: String, _ body: String, threshold: Int, raw: Bool = false) -> String {
        let lines = body.split(separator: "\n").count
        if lines <= threshold { return (raw ? "\(summary)\n\n" : "") + body + "\n" }
        return "<details><summary>\(raw ? summary : HTMLEscaping.text(summary))</summary>\n\n" + body + "\n</details>\n\n"
    }

    package func more(_ count: Int) -> String {
        count > rowLimit ? "\n…and \(count - rowLimit) more: see \(fullReport).\n" : ""
    }

    private func system(_ id: String) -> String { id.isEmpty ? "" : "\(HTMLEscaping.text(id)) · " }

    private func code(_ text: String?) -> String { text.map { span($0) } ?? "—" }
}

/// Text safe inside a markdown table cell: pipes and inline markdown escaped, no line breaks, no HTML.
package func cell(_ text: String) -> String { MarkdownCodeSpan.text(text) }

/// A name or value as one code span that nothing in it can close (`MarkdownCodeSpan`).
package func span(_ text: String, inTable: Bool = true) -> String { MarkdownCodeSpan.make(text, inTable: inTable) }
