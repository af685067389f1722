import ButtonModel
import DesignTokens
import DocGenSupport

extension MatrixChecker {
    /// `token.deprecated` for one cell: one finding per value whose chain reaches a deprecated token of the cell's
    /// theme (the first deprecated hop), none when it reaches none. `FindingGrouper` folds a variant's cells that say
    /// the same into one finding.
    package func deprecatedTokenFindings(for cell: StateCell, deprecated: [TokenPath: Deprecation]) -> [Finding] {
        guard configuration.isEnabled(.deprecatedToken), !deprecated.isEmpty else { return [] }
        return cell.tokenUses.compactMap { use in
            guard let path = use.tokens.first(where: { deprecated[$0] != nil }), let deprecation = deprecated[path] else { return nil }
            return configuration.deprecatedTokenRule.evaluate(cell: cell.reference, role: use.name, chain: use.tokens, deprecated: path,
                                                              deprecation: deprecation, location: use.location)
        }
    }
}
