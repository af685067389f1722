import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

/// Pairs tokens that BASE has and HEAD lacks with tokens that HEAD has and BASE lacks: first by the map, then by a
/// stable id in `$extensions`, then by structure.
package struct TokenRenameFinder {
    package var map: TokenRenameMap

    package func renames(removed: Set<TokenPath>, added: Set<TokenPath>, base: TokenSet, head: TokenSet) -> [TokenRename] {
        var removed = removed, added = added
        var result: [TokenRename] = []
        func pair(_ from: TokenPath, _ to: TokenPath, _ method: TokenRename.Method) {
            guard let old = base.tokens[from], let new = head.tokens[to] else { return }
            result.append(TokenRename(from: from, to: to, method: method, before: TokenState(old), after: TokenState(new)))
            removed.remove(from)
            added.remove(to)
        }
        for from in removed.sorted() { if let to = map.renamed[from], added.contains(to) { pair(from, to, .map) } }
        let headIDs = Dictionary(grouping: added.compactMap { path in Self.stableID(head.tokens[path]).map { ($0, path) } }, by: \.0)
        for from in removed.sorted() {
            guard let id = Self.stableID(base.tokens[from]), let matches = headIDs[id], matches.count == 1, added.contains(matches[0].1) else { continue }
            pair(from, matches[0].1, .id)
        }
        for from in removed.sorted() {
            guard let old = base.tokens[from] else { continue }
            let before = TokenState(old)
            let candidates = added.filter { path in
                guard let new = head.tokens[path] else { return false }
                let after = TokenState(new)
                return after.type == before.type && after.value == before.value && after.ownDefinition == before.ownDefinition
                    && Self.isNearby(path, from)
            }
            // A candidate that another removed token also fits is ambiguous: no rename is guessed.
            guard candidates.count == 1, let to = candidates.first else { continue }
            let rivals = removed.filter { other in
                guard other != from, let token = base.tokens[other] else { return false }
                let state = TokenState(token)
                return state.value == before.value && state.type == before.type && Self.isNearby(to, other)
            }
            if rivals.isEmpty { pair(from, to, .structure) }
        }
        return result.sorted { $0.from < $1.from }
    }

    /// Where a renamed token may have gone without a map or an id: the same group, the same last segment, or one level
    /// up or down (`button.inactive.fgColor.rest` → `button.inactive.fgColor`).
    package static func isNearby(_ one: TokenPath, _ other: TokenPath) -> Bool {
        one.segments.dropLast() == other.segments.dropLast() || one.segments.last == other.segments.last
            || one.segments.dropLast() == other.segments[...] || other.segments.dropLast() == one.segments[...]
    }

    /// A stable id in `$extensions`: a string member named `id` (or ending in `.id`) at the top of `$extensions` or
    /// one vendor object down, such as `{"com.figma": {"id": "VariableID:1:2"}}`, written `com.figma.id=VariableID:1:2`.
    package static func stableID(_ token: ResolvedToken?) -> String? {
        guard let text = token?.extensions, case .success(let root) = JSONReader.parse(Array(text.utf8), file: 0),
              let members = root.members else { return nil }
        func isID(_ key: String) -> Bool { key == "id" || key.hasSuffix(".id") }
        for member in members.sorted(by: { $0.key < $1.key }) {
            if isID(member.key), let id = member.value.string { return "\(member.key)=\(id)" }
            for inner in (member.value.members ?? []).sorted(by: { $0.key < $1.key }) where isID(inner.key) {
                if let id = inner.value.string { return "\(member.key).\(inner.key)=\(id)" }
            }
        }
        return nil
    }
}
