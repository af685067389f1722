import DesignTokens

extension BuildStep {
    /// Runs every check on every cell of every state matrix, matrices on `jobs` threads.
    public static let runChecks = BuildStep(.runChecks, label: "Check cells") { context in
        guard let measurer = context.measurer else { return }
        let checker = MatrixChecker(configuration: context.configuration.checks)
        // The surface under a button's shadows depends on the button's drawn width, known once labels are measured.
        for index in context.systems.indices {
            context.systems[index].matrices = context.systems[index].matrices.map { $0.measuringShadowedSurfaces(with: measurer) }
        }
        // Matrices are checked on every core; the report orders the findings, so the threads change no byte.
        let findings = ParallelMap.map(context.systems.flatMap(\.matrices), threads: context.configuration.jobs) {
            checker.findings(for: $0, measurer: measurer)
        }.flatMap { $0 }
        context.findings = FindingsReport(findings: findings).findings
    }
}
