import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenChecks

extension BuildStep {
    /// Runs every check on every cell of every state matrix, cells on `jobs` threads, as the "Lay out cells" step laid
    /// them out; the matrices stay as they are.
    public static let runChecks = runChecks(systems: nil)

    /// Checks the matrices of the systems whose ids are in `systems` (every system when `nil`); the findings of the
    /// others are kept as they are, for a preview rebuild after one system's tokens changed.
    public static func runChecks(systems ids: Set<String>?) -> BuildStep {
        BuildStep(.runChecks, label: "Check cells") { context in
            guard let measurer = context.measurer else { return }
            let checker = MatrixChecker(configuration: context.configuration.checks)
            let checked = context.systems.indices.filter { ids?.contains(context.systems[$0].id) ?? true }
            // The cells of each matrix are checked on every core: one system's matrix can hold most of the cells, so
            // matrices on threads would leave a core idle. The report orders the findings; the threads change no byte.
            let findings = checked.flatMap { context.systems[$0].matrices }.flatMap {
                checker.findings(for: $0, measurer: measurer, threads: context.configuration.jobs)
            }
            let kept = ids.map { ids in context.findings.filter { !ids.contains($0.cell.system) } } ?? []
            context.findings = FindingsReport(findings: kept + findings).findings
        }
    }
}
