import DocGenSupport

/// The tokens a build documents: those its component definitions name, those its pages' token tables show, and every
/// token their values pass through. A token that cannot resolve stops `build`, `check` and `diff` only when it is one
/// of these; any other is left out, said in a `tokens.left-out` warning, and the build goes on.
package struct TokenDemand: Sendable {
    /// Tokens named by component definitions.
    package var tokens: [TokenPath] = []
    /// The prefixes of the pages' token tables; an empty path stands for a table of every token.
    package var prefixes: [TokenPath] = []

    package init(tokens: [TokenPath] = [], prefixes: [TokenPath] = []) {
        self.tokens = tokens
        self.prefixes = prefixes
    }

    /// The codes of the errors that stay errors wherever they are: input past a limit is refused wherever it is (no
    /// file is read further than the limits allow), and a resolver or a context that cannot be read is no token's.
    package static let codesThatStay: Set<String> = ["tokens.limit", "tokens.invalid-resolver", "tokens.unknown-context"]

    /// Names of the tokens in use in any of `sets` and of every token they name, however many hops away.
    package func closure(over sets: [TokenSet]) -> Set<String> {
        var pending: [TokenPath] = tokens
        if !prefixes.isEmpty {
            for set in sets {
                for path in set.tokens.keys where prefixes.contains(where: { path.hasPrefix($0) }) { pending.append(path) }
                for path in set.leftOut where prefixes.contains(where: { path.hasPrefix($0) }) { pending.append(path) }
            }
        }
        var used = Set<TokenPath>()
        while let path = pending.popLast() {
            guard used.insert(path).inserted else { continue }
            for set in sets { pending += set.references[path] ?? set.tokens[path]?.aliases ?? [] }
        }
        return Set(used.map(\.description))
    }

    /// `diagnostics` with every error about a token nothing documented uses turned into a `tokens.left-out` warning,
    /// which keeps the problem's words and place, whatever the error's kind: a value that does not resolve, a name
    /// with a forbidden character, a `$type` docgen does not know, a member the format does not allow. An error is a
    /// token's when its place names a token path (not a resolver's `#/…` pointer); it is in use when a token in use
    /// is that token, lies under it (an error on a group), or a token table shows it. Errors about tokens in use, and
    /// every error with no token, stay.
    package func settle(_ diagnostics: [Diagnostic], sets: [TokenSet]) -> [Diagnostic] {
        let candidates = diagnostics.contains { isCandidate($0) }
        guard candidates else { return diagnostics }
        let leftOut = Set(sets.lazy.flatMap(\.leftOut).map(\.description))
        let used = closure(over: sets)
        return diagnostics.map { diagnostic in
            guard isCandidate(diagnostic), let path = diagnostic.location.path, !isUsed(path, used: used) else { return diagnostic }
            let what = leftOut.contains(path) ? "\(path) is left out: " : "\(path) is not read: "
            return Diagnostic(severity: .warning, location: diagnostic.location, code: "tokens.left-out",
                              message: what + diagnostic.message,
                              hint: "nothing this site documents uses it (no component, token table or token in use), so the build goes on " +
                                "without it" + (diagnostic.hint.map { ". To fix it: \($0)" } ?? ""))
        }
    }

    /// An error placed at a token or group path, of a kind a token nothing uses may have.
    private func isCandidate(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == .error, !Self.codesThatStay.contains(diagnostic.code),
              diagnostic.code.hasPrefix("tokens."), let path = diagnostic.location.path else { return false }
        return !path.isEmpty && !path.hasPrefix("#")
    }

    /// Whether the token or group at `path` is in use: a token in use is it or lies under it, or a table shows it.
    private func isUsed(_ path: String, used: Set<String>) -> Bool {
        if used.contains(path) { return true }
        let dotted = TokenPath(dotted: path)
        if prefixes.contains(where: { dotted.hasPrefix($0) }) { return true }
        let group = path + "."
        return used.contains { $0.hasPrefix(group) }
    }
}
