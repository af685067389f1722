import ButtonModel
import DesignTokens
import DocGenSupport

extension DesignSystem {
    /// How many of its drawn cells each token path changes: a cell counts once for every token its values pass
    /// through whose value is uncertain, and for every carrier of that uncertainty (`DiagnosticReach`).
    package func cellCounts() -> [String: Int] {
        let sets = Dictionary(tokenSets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var counts: [String: Int] = [:]
        for matrix in matrices {
            for cell in matrix.cells {
                guard let set = sets[cell.theme] else { continue }
                var paths: Set<String> = []
                for use in cell.tokenUses {
                    for path in use.tokens { if let token = set.tokens[path] { paths.formUnion(DiagnosticReach.paths(changing: token)) } }
                }
                for path in paths { counts[path, default: 0] += 1 }
            }
        }
        return counts
    }
}

extension BuildContext {
    /// Sets on the token warnings of system `index` how many of its drawn cells each changes, both where the system
    /// keeps them (the panel) and in the build's diagnostics (the summary): the one count both show.
    package mutating func recordReach(ofSystem index: Int) {
        let before = systems[index].tokenDiagnostics
        let after = DiagnosticReach.apply(systems[index].cellCounts(), unit: .cells, to: before)
        guard after != before else { return }
        systems[index].tokenDiagnostics = after
        var replacement: [Diagnostic: Diagnostic] = [:]
        for (old, new) in zip(before, after) where old != new { replacement[old] = new }
        diagnostics = diagnostics.map { replacement[$0] ?? $0 }
    }
}
