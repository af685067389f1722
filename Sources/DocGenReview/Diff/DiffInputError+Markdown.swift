import ButtonModel
import DocGenKit
import DocGenChecks

extension DiffInputError {
    /// The pull-request comment for a side that could not be compared (exit 2): the marker, a verdict that says so,
    /// then each error as a list item with its code, place (`file:line:column`) and message in code spans, within
    /// `limit` characters.
    public func markdown(limit: Int = SiteDiff.markdownLimit) -> String {
        var out = SiteDiff.marker + "\n### docgen diff: ❌ \(side) is not valid input: nothing was compared\n\n"
        out += "\(cell(side)) is \(cell(sideDescription)). "
        let errors = diagnostics.filter { $0.severity == .error }
        if let reason {
            out += "\(cell(reason))\n"
            return out
        }
        out += "\(errors.count) error\(errors.count == 1 ? "" : "s"): "
            + (side == "BASE" ? "fix the content at BASE, or compare with another revision.\n\n" : "fix \(errors.count == 1 ? "it" : "them") and push again.\n\n")
        let note = "- …and more: see the step's log.\n"
        for (index, diagnostic) in diagnostics.enumerated() {
            let item = "- \(span(diagnostic.code, inTable: false)) at \(span(diagnostic.location.description, inTable: false)): "
                + span(diagnostic.message, inTable: false)
                + (diagnostic.hint.map { " " + cell($0) } ?? "") + "\n"
            if out.count + item.count + note.count > limit {
                out += "- …and \(diagnostics.count - index) more: see the step's log.\n"
                break
            }
            out += item
        }
        return out
    }
}

extension DiffInputError {
    /// One workflow command per error, at its file and line, or one for the side when there is no diagnostic.
    public func githubAnnotations() -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else {
            return "::error title=docgen diff::\(FindingsReport.escapeData(reason.map { "docgen diff: \($0)" } ?? description))\n"
        }
        return errors.map { diagnostic in
            var properties = ["file=\(FindingsReport.escapeProperty(diagnostic.location.file))"]
            if let line = diagnostic.location.line { properties.append("line=\(line)") }
            properties.append("title=\(FindingsReport.escapeProperty("\(diagnostic.code) (\(side) is not valid input)"))")
            let text = diagnostic.message + (diagnostic.hint.map { "\n\($0)" } ?? "")
            return "::error \(properties.joined(separator: ","))::\(FindingsReport.escapeData(text))\n"
        }.joined()
    }
}
