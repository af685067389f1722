import DocGenSupport

/// The counts `DiagnosticReach` orders by, from resolved tokens.
extension DiagnosticReach {
    /// The token paths, dotted, that an uncertain value of `token` passes through: itself and every carrier.
    public static func paths(changing token: ResolvedToken) -> Set<String> {
        guard token.isUncertain else { return [] }
        var paths: Set<String> = [token.path.description]
        for uncertainty in token.uncertainties { if let carrier = uncertainty.carrier { paths.insert(carrier.description) } }
        return paths
    }

    /// How many token values of `set` each token path changes.
    public static func tokenCounts(in set: TokenSet) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in set.tokens.values { for path in paths(changing: token) { counts[path, default: 0] += 1 } }
        return counts
    }
}
