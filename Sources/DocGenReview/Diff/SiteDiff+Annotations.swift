import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks

extension SiteDiff {
    /// GitHub workflow commands for what this change adds: each new failing check and each problem of the diff, never
    /// the failures HEAD shares with BASE. A check is placed at the line of a token the change edited, added or
    /// renamed when one causes it (the failing token itself, else the first cause of its cell), so GitHub shows it
    /// beside the changed line; otherwise at its own file without a line, which GitHub lists in the check's summary.
    public func githubAnnotations() -> String {
        let edits = editLocations
        let changed = Set(edits.values.map(\.file))
        var out = ""
        for problem in problems where problem.severity != .note {
            // A removed token has no line in HEAD: its annotation names the file, unless HEAD still names it somewhere.
            let line = problem.code == .removedReferenced ? problem.location.line : nil
            out += Self.command(problem.severity, file: problem.location.file, line: line,
                                title: "\(problem.code.rawValue) \(problem.path)", text: problem.message + "\n" + problem.hint)
        }
        let causes = Dictionary(cells.map { ($0.cell, $0.causes) }, uniquingKeysWith: { first, _ in first })
        for check in newFailures {
            let own = check.location.flatMap { location in changed.contains(location.file) ? location : nil }
            let cause = own ?? causes[check.cell]?.lazy.compactMap { path in edits[path] }.first
            let text = check.message + (check.hint.map { "\n\($0)" } ?? "")
            let title = "\(check.rule) \(check.cell.system.isEmpty ? "" : "\(check.cell.system) ")\(check.scope.description)"
            out += Self.command(check.severity, file: (cause ?? check.location)?.file, line: cause?.line, title: title, text: text)
        }
        return out
    }

    /// For each token the change edited, added or renamed, where HEAD defines it; for a token that inherited an
    /// edit, where the edited token is.
    private var editLocations: [TokenPath: SourceLocation] {
        var result: [TokenPath: SourceLocation] = [:]
        for diff in tokens {
            for change in diff.changed where change.cause.kind == .direct { result[change.path] = result[change.path] ?? change.after.location }
            for entry in diff.added { result[entry.path] = result[entry.path] ?? entry.state.location }
            for rename in diff.renamed { result[rename.to] = result[rename.to] ?? rename.after.location }
        }
        for diff in tokens {
            for change in diff.changed where change.cause.kind == .inherited {
                if result[change.path] == nil, let from = change.cause.from { result[change.path] = result[from] }
            }
        }
        return result
    }

    private static func command(_ severity: Diagnostic.Severity, file: String?, line: Int?, title: String, text: String) -> String {
        var properties: [String] = []
        if let file {
            properties.append("file=\(FindingsReport.escapeProperty(file))")
            if let line { properties.append("line=\(line)") }
        }
        properties.append("title=\(FindingsReport.escapeProperty(title))")
        let kind = switch severity { case .error: "error"; case .warning: "warning"; case .note: "notice" }
        return "::\(kind) \(properties.joined(separator: ","))::\(FindingsReport.escapeData(text))\n"
    }
}
