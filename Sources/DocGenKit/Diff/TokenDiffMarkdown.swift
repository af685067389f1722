import DesignTokens

/// One theme's token changes as markdown tables: changed (direct edits first, each followed by what inherited it),
/// renamed, added, removed, deprecations.
struct TokenDiffMarkdown {
    var diff: TokenDiff
    var rowLimit: Int

    func render() -> String {
        var out = ""
        if !diff.changed.isEmpty {
            let rows = changedRows
            out += "| Token | Before | After | Cause |\n|---|---|---|---|\n" + rows.prefix(rowLimit).joined()
            if rows.count > rowLimit { out += "\n…and \(rows.count - rowLimit) more.\n" }
        }
        if !diff.renamed.isEmpty {
            out += "\n| Renamed from | To | Found by | Value |\n|---|---|---|---|\n"
            for rename in diff.renamed.prefix(rowLimit) {
                out += "| `\(rename.from)` | `\(rename.to)` | \(method(rename.method)) | \(state(rename.after)) |\n"
            }
        }
        out += list("Added", diff.added.map { "`\($0.path)` = \(state($0.state))" })
        out += list("Removed", diff.removed.map { removal in
            "`\(removal.path)` (was \(state(removal.before)))" + (removal.isError ? " ❌ " : " ")
                + (removal.references.isEmpty ? "" : "still named at \(removal.references.map(\.description).joined(separator: ", ")); ")
                + (removal.before.deprecated ? "was deprecated" : removal.announced.map { "announced: \(cell($0))" } ?? "never deprecated")
        })
        out += list("Deprecated", diff.deprecationsAdded.map { "`\($0.path)`" + ($0.reason.map { ": \(cell($0))" } ?? "") })
        out += list("No longer deprecated", diff.deprecationsRemoved.map { "`\($0.path)`" })
        return out
    }

    /// Direct edits, each followed by the tokens that inherited it; then changes whose upstream edit lies elsewhere.
    private var changedRows: [String] {
        var listed: Set<TokenPath> = []
        var result: [String] = []
        let directPaths = Set(diff.changed.filter { $0.cause.kind == .direct }.map(\.path))
        let inheritors = Dictionary(grouping: diff.changed.filter { $0.cause.kind == .inherited }, by: { $0.cause.from ?? $0.path })
        let roots = diff.changed.filter { $0.cause.kind == .direct || !directPaths.contains($0.cause.from ?? $0.path) }
        for change in roots where !listed.contains(change.path) {
            listed.insert(change.path)
            result.append(line(change, indent: false))
            for inherited in inheritors[change.path] ?? [] where !listed.contains(inherited.path) {
                listed.insert(inherited.path)
                result.append(line(inherited, indent: true))
            }
        }
        return result
    }

    private func line(_ change: TokenChange, indent: Bool) -> String {
        let cause = change.cause.kind == .direct ? "**edited**" + (change.typeChanged ? " (type \(change.before.type) → \(change.after.type))" : "")
            : "inherits `\(change.cause.from!)`"
        return "| \(indent ? "↳ " : "")`\(change.path)` | \(state(change.before)) | \(state(change.after)) | \(cause) |\n"
    }

    /// `#ff7900` ← `{color.brand}` ← `{color.palette.orange}`: the value, then the chain it came through.
    private func state(_ state: TokenState) -> String {
        "`\(cell(state.value))`" + (state.aliases.isEmpty ? "" : " via " + state.aliases.map { "`{\($0)}`" }.joined(separator: " → "))
    }

    private func method(_ method: TokenRename.Method) -> String {
        switch method {
        case .id: "stable id in `$extensions`"
        case .map: "`token-renames.json`"
        case .structure: "structure (same value and place)"
        }
    }

    private func list(_ title: String, _ items: [String]) -> String {
        guard !items.isEmpty else { return "" }
        var out = "\n\(title) (\(items.count)):\n\n"
        for item in items.prefix(rowLimit) { out += "- \(item)\n" }
        if items.count > rowLimit { out += "- …and \(items.count - rowLimit) more.\n" }
        return out
    }
}
