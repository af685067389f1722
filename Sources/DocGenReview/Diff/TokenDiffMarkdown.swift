import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// One theme's token changes as markdown tables: changed (direct edits first, each followed by what inherited it),
/// renamed, added, removed, deprecations.
package struct TokenDiffMarkdown {
    package var diff: TokenDiff
    package var rowLimit: Int

    package func render() -> String {
        var out = ""
        if !diff.changed.isEmpty {
            // Rows that reach documented cells first, most cells first; those that reach none folded after them.
            let groups = changedGroups
            let reaching = groups.filter { $0.reach > 0 }.flatMap(\.rows), other = groups.filter { $0.reach == 0 }.flatMap(\.rows)
            let header = "| Token | Before | After | Cause | Cells |\n|---|---|---|---|---|\n"
            if !reaching.isEmpty {
                out += header + reaching.prefix(rowLimit).joined()
                if reaching.count > rowLimit { out += "\n…and \(reaching.count - rowLimit) more.\n" }
            }
            if !other.isEmpty {
                let table = header + other.prefix(rowLimit).joined() + (other.count > rowLimit ? "\n…and \(other.count - rowLimit) more.\n" : "")
                out += reaching.isEmpty ? table
                    : "\n<details><summary>\(other.count) more that reach no documented button</summary>\n\n" + table + "\n</details>\n"
            }
        }
        if !diff.renamed.isEmpty {
            out += "\n| Renamed from | To | Found by | Value |\n|---|---|---|---|\n"
            for rename in diff.renamed.prefix(rowLimit) {
                out += "| \(span(rename.from.description)) | \(span(rename.to.description)) | \(method(rename.method)) | \(state(rename.after)) |\n"
            }
        }
        out += list("Added", diff.added.map { "\(span($0.path.description, inTable: false)) = \(state($0.state, inTable: false))" })
        out += list("Removed", diff.removed.map { removal in
            "\(span(removal.path.description, inTable: false)) (was \(state(removal.before, inTable: false)))" + (removal.isError ? " ❌ " : " ")
                + (removal.references.isEmpty ? "" : "still named at \(cell(removal.references.map(\.description).joined(separator: ", "))); ")
                + (removal.before.deprecated ? "was deprecated" : removal.announced.map { "announced: \(cell($0))" } ?? "never deprecated")
        })
        out += list("Deprecated", diff.deprecationsAdded.map { span($0.path.description, inTable: false) + ($0.reason.map { ": \(cell($0))" } ?? "") })
        out += list("No longer deprecated", diff.deprecationsRemoved.map { span($0.path.description, inTable: false) })
        return out + quietSection()
    }

    /// Changes that alter no value, folded: descriptions, deprecation reasons, moves between files, rewrites.
    private func quietSection() -> String {
        guard diff.quietCount > 0 else { return "" }
        func texts(_ changes: [TokenTextChange], _ show: (String?) -> String) -> [String] {
            changes.map { "\(span($0.path.description, inTable: false)): \(show($0.before)) → \(show($0.after))" }
        }
        let quoted: (String?) -> String = { $0.map { "“\(cell($0))”" } ?? "none" }
        let coded: (String?) -> String = { $0.map { span($0, inTable: false) } ?? "none" }
        let body = list("Descriptions", texts(diff.descriptions, quoted)) + list("Deprecation reasons", texts(diff.deprecationReasons, quoted))
            + list("Moved to another file", texts(diff.moved, coded)) + list("Rewritten to an equal value", texts(diff.rewritten, coded))
        let count = diff.quietCount == 1 ? "1 change that alters" : "\(diff.quietCount) changes that alter"
        return "\n<details><summary>\(count) no value</summary>\n"
            + body + "\n</details>\n"
    }

    /// Direct edits, each followed by the tokens that inherited it, then changes whose upstream edit lies elsewhere;
    /// each group with the most cells any of its rows reaches, groups ordered by that (most first, then by path).
    private var changedGroups: [(reach: Int, rows: [String])] {
        var listed: Set<TokenPath> = []
        var groups: [(reach: Int, rows: [String])] = []
        let directPaths = Set(diff.changed.filter { $0.cause.kind == .direct }.map(\.path))
        let inheritors = Dictionary(grouping: diff.changed.filter { $0.cause.kind == .inherited }, by: { $0.cause.from ?? $0.path })
        let roots = diff.changed.filter { $0.cause.kind == .direct || !directPaths.contains($0.cause.from ?? $0.path) }
        for change in roots where !listed.contains(change.path) {
            listed.insert(change.path)
            var members = [change]
            for inherited in inheritors[change.path] ?? [] where !listed.contains(inherited.path) {
                listed.insert(inherited.path)
                members.append(inherited)
            }
            let inheritedRows = members.dropFirst().sorted { ($0.reach, $1.path) > ($1.reach, $0.path) }
            groups.append((members.map(\.reach).max() ?? 0, [line(change, indent: false)] + inheritedRows.map { line($0, indent: true) }))
        }
        return groups.enumerated().sorted { ($0.element.reach, $1.offset) > ($1.element.reach, $0.offset) }.map(\.element)
    }

    private func line(_ change: TokenChange, indent: Bool) -> String {
        let cause = change.cause.kind == .direct ? "**edited**" + (change.typeChanged ? " (type \(cell(change.before.type)) → \(cell(change.after.type)))" : "")
            : "inherits \(span(change.cause.from!.description))" + (change.cause.part.map { " through \(span($0))" } ?? "")
        return "| \(indent ? "↳ " : "")\(span(change.path.description)) | \(state(change.before)) | \(state(change.after)) | \(cause) | \(change.reach) |\n"
    }

    /// `#ff7900` ← `{color.brand}` ← `{color.palette.orange}`: the value, then the chain it came through.
    private func state(_ state: TokenState, inTable: Bool = true) -> String {
        span(state.value, inTable: inTable) + (state.aliases.isEmpty ? "" : " via " + state.aliases.map { span("{\($0)}", inTable: inTable) }.joined(separator: " → "))
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
