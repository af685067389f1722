import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// Compares one theme's tokens in BASE and HEAD: added, removed, renamed, changed (with the cause), deprecations.
package struct TokenComparer {
    package var map = TokenRenameMap()
    /// Places in HEAD's token files that name a token.
    package var references: (TokenPath) -> [SourceLocation] = { _ in [] }
    /// Each side's `$value`s as the loader read them, to tell an edit from an inherited change.
    package var writtenBefore: WrittenTokens.Index?
    package var writtenAfter: WrittenTokens.Index?

    /// Tokens HEAD defines but cannot resolve (`leftOut`: they name a removed token, say) are not removed themselves.
    package func compare(_ base: TokenSet, _ head: TokenSet, system: String) -> TokenDiff {
        var diff = TokenDiff(system: system, theme: head.name)
        let removedPaths = Set(base.tokens.keys).subtracting(head.tokens.keys).subtracting(head.leftOut)
        let addedPaths = Set(head.tokens.keys).subtracting(base.tokens.keys)
        let renames = TokenRenameFinder(map: map).renames(removed: removedPaths, added: addedPaths, base: base, head: head)
        let renamedFrom = Set(renames.map(\.from)), renamedTo = Set(renames.map(\.to))
        diff.renamed = renames
        diff.added = addedPaths.subtracting(renamedTo).sorted().map { TokenEntry(path: $0, state: TokenState(head.tokens[$0]!)) }
        diff.removed = removedPaths.subtracting(renamedFrom).sorted().map { path in
            TokenRemoval(path: path, before: TokenState(base.tokens[path]!), announced: map.removed[path], references: references(path))
        }
        // What each token's own definition says on each side: an edit here is direct, a change elsewhere inherited.
        var written: [TokenPath: (before: String, after: String)] = [:]
        let directlyEdited = Set(head.tokens.compactMap { path, token -> TokenPath? in
            guard let old = base.tokens[path] ?? renames.first(where: { $0.to == path }).flatMap({ base.tokens[$0.from] }) else { return nil }
            let before = TokenState(old), after = TokenState(token)
            if before.type != after.type { return path }
            if let was = writtenBefore?.value(at: old.location), let now = writtenAfter?.value(at: token.location) {
                written[path] = (was.text, now.text)
                return was.text != now.text ? path : nil
            }
            return before.ownDefinition != after.ownDefinition ? path : nil
        })
        for path in Set(base.tokens.keys).intersection(head.tokens.keys).sorted() {
            let old = base.tokens[path]!, new = head.tokens[path]!
            let before = TokenState(old), after = TokenState(new)
            if old.deprecated == nil, new.deprecated != nil {
                diff.deprecationsAdded.append(TokenEntry(path: path, state: after, reason: new.deprecated?.reason))
            } else if old.deprecated != nil, new.deprecated == nil {
                diff.deprecationsRemoved.append(TokenEntry(path: path, state: after, reason: old.deprecated?.reason))
            } else if old.deprecated != nil, old.deprecated != new.deprecated {
                diff.deprecationReasons.append(TokenTextChange(path: path, before: old.deprecated?.reason, after: new.deprecated?.reason))
            }
            if old.description != new.description {
                diff.descriptions.append(TokenTextChange(path: path, before: old.description, after: new.description))
            }
            if old.location.file != new.location.file {
                diff.moved.append(TokenTextChange(path: path, before: old.location.file, after: new.location.file))
            }
            // An alias retargeted to an equal value is a rewrite, not a change: nothing drawn or published differs.
            guard before.value != after.value || before.type != after.type else {
                if let text = written[path], text.before != text.after {
                    diff.rewritten.append(TokenTextChange(path: path, before: text.before, after: text.after))
                }
                continue
            }
            let cause: TokenCause
            if directlyEdited.contains(path) {
                cause = .direct
            } else if let upstream = new.aliases.first(where: directlyEdited.contains) ?? new.aliases.first(where: renamedTo.contains) {
                cause = .inherited(upstream)
            } else if let upstream = upstream(of: new, directlyEdited: directlyEdited) {
                cause = .inherited(upstream.path, part: upstream.part)
            } else {
                cause = .direct
            }
            diff.changed.append(TokenChange(path: path, before: before, after: after, cause: cause))
        }
        // A composite that names an inherited change inherits that change's edit, through the same member.
        let causes = Dictionary(diff.changed.map { ($0.path, $0.cause) }, uniquingKeysWith: { first, _ in first })
        for index in diff.changed.indices {
            var seen: Set<TokenPath> = []
            let part = diff.changed[index].cause.part
            while let from = diff.changed[index].cause.from, let next = causes[from], next.kind == .inherited, seen.insert(from).inserted {
                diff.changed[index].cause = TokenCause(kind: .inherited, from: next.from, part: part)
            }
        }
        return diff
    }

    /// For a value that names tokens inside it (a composite such as a border), the first named token that was edited,
    /// with the member that names it.
    private func upstream(of token: ResolvedToken, directlyEdited: Set<TokenPath>) -> WrittenTokens.Value.Name? {
        guard let named = writtenAfter?.value(at: token.location)?.names else { return nil }
        return named.first { directlyEdited.contains($0.path) } ?? named.first
    }
}
