import DocGenSupport

extension TokenLoadResult {
    /// The permutation one reader of the tokens gets: the contexts `select` names, and each other modifier's
    /// default context while more than one set is left. Nothing resolved is an empty set (a whole document all the
    /// same); a modifier without a default that still leaves several sets must be chosen.
    public func permutation(select: [String: String]) -> Result<TokenSet, AmbiguousPermutation> {
        var chosen = sets
        for modifier in modifiers where select[modifier.name] == nil && chosen.count > 1 {
            guard let fallback = modifier.defaultContext else {
                return .failure(AmbiguousPermutation(modifier: modifier.name, contexts: modifier.contexts))
            }
            chosen = chosen.filter { set in set.contextPairs.contains { $0.name == modifier.name && $0.value == fallback } }
        }
        return .success(chosen.first ?? TokenSet(context: [], tokens: [:]))
    }

    /// Whether every error is a `--context` naming no modifier or context: a usage error, not invalid input.
    public var failsOnlyOnUnknownContexts: Bool {
        let errors = diagnostics.errors
        return !errors.isEmpty && errors.allSatisfy { $0.code == "tokens.unknown-context" }
    }
}

/// Several permutations and no default context to choose among them: the reader must name one.
public struct AmbiguousPermutation: Error, Hashable, Sendable, CustomStringConvertible {
    public var modifier: String
    public var contexts: [String]

    public var description: String {
        "error: the resolver has several permutations; choose one with --context \(modifier)=" + contexts.joined(separator: "|")
    }
}
