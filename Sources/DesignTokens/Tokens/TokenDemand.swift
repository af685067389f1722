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

    /// The codes of the errors that leave out the token they are located at. A `tokens.limit` is not one: input past
    /// a limit is refused wherever it is, so that no file is read further than the limits allow.
    static let valueErrorCodes: Set<String> = [
        "tokens.unknown-reference", "tokens.cycle", "tokens.type-mismatch", "tokens.malformed-value", "tokens.missing-type",
        "tokens.unknown-type", "tokens.invalid-name",
    ]

    /// Names of the tokens in use in any of `sets` and of every token they name, however many hops away.
    func closure(over sets: [TokenSet]) -> Set<String> {
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
            for set in sets { pending += set.references[path] ?? [] }
        }
        return Set(used.map(\.description))
    }

    /// `diagnostics` with every error that leaves out a token nothing documented uses turned into a `tokens.left-out`
    /// warning, which keeps the problem's words and place. Errors about tokens in use, and every other error, stay.
    package func settle(_ diagnostics: [Diagnostic], sets: [TokenSet]) -> [Diagnostic] {
        let leftOut = Set(sets.lazy.flatMap(\.leftOut).map(\.description))
        guard !leftOut.isEmpty else { return diagnostics }
        let used = closure(over: sets)
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, Self.valueErrorCodes.contains(diagnostic.code), let path = diagnostic.location.path,
                  leftOut.contains(path), !used.contains(path) else { return diagnostic }
            return Diagnostic(severity: .warning, location: diagnostic.location, code: "tokens.left-out",
                              message: "\(path) is left out: \(diagnostic.message)",
                              hint: "nothing this site documents uses it (no component, token table or token in use), so the build goes on " +
                                "without it" + (diagnostic.hint.map { ". To fix it: \($0)" } ?? ""))
        }
    }
}
