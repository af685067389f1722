import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

extension SiteDiff {
    /// Names listed per kind of change; the rest are counted.
    package static let changesetNameLimit = 20

    /// A Changesets entry (`.changeset/NAME.md`) for `package`: front matter naming the package and the bump (none
    /// writes an empty changeset, which releases nothing), then a summary by meaning — the bump's reason, the tokens
    /// removed, renamed or retyped (breaking), added, deprecated, whose value changed (with the cells each reaches),
    /// and the checks the change fails or fixes:
    ///
    ///     ---
    ///     "@acme/tokens": patch
    ///     ---
    ///
    ///     Design tokens: 1 token changed value: same names and types, other values.
    ///
    ///     - Values changed: `color.brand.500` (reaches 12 documented cells)
    ///     - Checks: 1 new failure (`contrast.text` on acme · primary / md / rest / light)
    public func changeset(package: String) -> String {
        var out = "---\n" + (bump.level == .none ? "" : "\(JSONText.quoted(package)): \(bump.level.rawValue)\n") + "---\n\n"
        out += "Design tokens: \(bump.reason)\n"
        var items: [String] = []
        func names(_ paths: [String]) -> String {
            let unique = paths.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let listed = unique.prefix(Self.changesetNameLimit).map { span($0, inTable: false) }.joined(separator: ", ")
            return listed + (unique.count > Self.changesetNameLimit ? " and \(unique.count - Self.changesetNameLimit) more" : "")
        }
        func item(_ title: String, _ paths: [String]) { if !paths.isEmpty { items.append("- \(title): \(names(paths))") } }
        item("Removed (breaking)", tokens.flatMap { $0.removed.map(\.path.description) })
        item("Renamed (breaking)", tokens.flatMap { $0.renamed.map { "\($0.from) → \($0.to)" } })
        item("Type changed (breaking)", tokens.flatMap { $0.changed.filter(\.typeChanged).map(\.path.description) })
        item("Added", tokens.flatMap { $0.added.map(\.path.description) })
        item("Deprecated", tokens.flatMap { $0.deprecationsAdded.map(\.path.description) })
        item("No longer deprecated", tokens.flatMap { $0.deprecationsRemoved.map(\.path.description) })
        // Values: the tokens that reach the most documented cells first, each with the cells it reaches in every theme.
        var reach: [String: Int] = [:]
        for change in tokens.flatMap({ $0.changed.filter { !$0.typeChanged } }) {
            reach[change.path.description, default: 0] += change.reach
        }
        let valued = reach.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        if !valued.isEmpty {
            let listed = valued.prefix(Self.changesetNameLimit).map { path, cells in
                span(path, inTable: false) + (cells == 0 ? "" : " (reaches \(cells) documented cell\(cells == 1 ? "" : "s"))")
            }.joined(separator: ", ")
            items.append("- Values changed: " + listed + (valued.count > Self.changesetNameLimit ? " and \(valued.count - Self.changesetNameLimit) more" : ""))
        }
        var checkParts: [String] = []
        if !newFailures.isEmpty {
            let first = newFailures.prefix(3).map { "\(span($0.rule.rawValue, inTable: false)) on \(MarkdownCodeSpan.text($0.title))" }.joined(separator: "; ")
            checkParts.append("\(newFailures.count) new failure\(newFailures.count == 1 ? "" : "s") (\(first)\(newFailures.count > 3 ? "; …" : ""))")
        }
        if !fixed.isEmpty { checkParts.append("\(fixed.count) fixed") }
        if !accepted.isEmpty { checkParts.append("\(accepted.count) accepted by the baseline") }
        if !checkParts.isEmpty { items.append("- Checks: " + checkParts.joined(separator: ", ")) }
        if !cells.isEmpty { items.append("- \(cells.count) documented button cell\(cells.count == 1 ? "" : "s") look\(cells.count == 1 ? "s" : "") different") }
        return out + (items.isEmpty ? "" : "\n" + items.joined(separator: "\n") + "\n")
    }

}
