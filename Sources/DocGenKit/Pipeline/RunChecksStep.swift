extension BuildStep {
    /// Runs every check on every cell of every state matrix.
    public static let runChecks = BuildStep("Check cells") { context in
        guard let measurer = context.measurer else { return }
        let checker = MatrixChecker(configuration: context.configuration.checks)
        let findings = context.systems.flatMap(\.matrices).flatMap { checker.findings(for: $0, measurer: measurer) }
        context.findings = FindingsReport(findings: findings).findings
    }
}
