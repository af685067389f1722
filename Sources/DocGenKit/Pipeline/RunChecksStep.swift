import DesignTokens

extension BuildStep {
    /// Runs every check on every cell of every state matrix, cells on `jobs` threads.
    public static let runChecks = BuildStep(.runChecks, label: "Check cells") { context in
        guard let measurer = context.measurer else { return }
        let checker = MatrixChecker(configuration: context.configuration.checks)
        // The surface under a button's shadows depends on the button's drawn width, known once labels are measured.
        for index in context.systems.indices {
            context.systems[index].matrices = context.systems[index].matrices.map { $0.measuringShadowedSurfaces(with: measurer) }
        }
        // The cells of each matrix are checked on every core: one system's matrix can hold most of the cells, so
        // matrices on threads would leave a core idle. The report orders the findings; the threads change no byte.
        let findings = context.systems.flatMap(\.matrices).flatMap {
            checker.findings(for: $0, measurer: measurer, threads: context.configuration.jobs)
        }
        context.findings = FindingsReport(findings: findings).findings
    }
}
