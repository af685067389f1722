import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import DocGenChecks

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks every cell of every button's state matrix: contrast, focus ring, APCA and touch target.",
        discussion: """
            With a baseline (--baseline, or docgen.yaml's baseline), only failures the baseline does not accept fail \
            the run; the accepted ones are counted and listed, and those fixed since the baseline are reported. \
            With --strict, a cell docgen could not reproduce exactly (uncertain) fails the run too, and a failed \
            finding about one is an error. \
            Exit status: 0 when no error finding failed (or each is accepted), 1 when one did (or, with --strict, a \
            cell is uncertain), 2 for invalid input (a bad baseline file among it), 64 for usage errors.
            """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "text, json, sarif (GitHub code scanning) or github (workflow annotations).")
    var format: FindingsReport.Format = .text

    @Flag(help: "List passed findings too (text format).")
    var verbose = false

    @Flag(help: "Fail (exit 1) when a cell is uncertain: docgen could not reproduce one of its values.")
    var strict = false

    @Option(help: ArgumentHelp("Accepted failures: fail only on failures this file does not list (default: docgen.yaml's baseline).",
                               valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write today's failures to this file as the accepted baseline, then report against it.", valueName: "file"))
    var writeBaseline: String?

    @OptionGroup var warningOutput: WarningsOption

    func run() throws {
        let configuration = try project.configuration(flags: { if let baseline { $0.baseline = baseline } })
        // The baseline is read before the build, so that a bad file stops the run at once.
        var accepted: (baseline: Baseline, file: String)?
        if writeBaseline == nil, let file = configuration.baseline {
            switch BaselineReader(path: file).read() {
            case .success(let baseline): accepted = (baseline, file)
            case .failure(let error):
                Terminal.report(error, written: false)
                throw ExitStatus.invalidInput
            }
        }
        var context = BuildContext(configuration: configuration, directives: .standard)
        var warnings: [Diagnostic] = []
        do {
            try BuildPipeline.analysis.run(&context) { event in
                if case .warning(let diagnostic) = event { warnings.append(diagnostic) }
            }
        } catch let error as InvalidInputError {
            let count = error.diagnostics.count
            warningOutput.report(errors: error.diagnostics, warnings: warnings, summary: "docgen: \(count) error\(count == 1 ? "" : "s")")
            throw ExitStatus.invalidInput
        }
        warningOutput.report(errors: [], warnings: warnings, summary: nil)
        let uncertainCells = context.systems.flatMap(\.matrices).flatMap(\.uncertainCells)
        let findings = strict ? context.findings.map(\.strictAboutUncertainty) : context.findings
        let report = FindingsReport(findings: findings, uncertainCells: uncertainCells)
        let strictFailure = strict && !uncertainCells.isEmpty
        if let writeBaseline {
            let baseline = Baseline(failuresOf: report.findings)
            do { try baseline.write(to: writeBaseline) } catch {
                Terminal.error(error.description)
                throw ExitStatus.invalidInput
            }
            Terminal.error("docgen check: \(baseline.entries.count) accepted failure\(baseline.entries.count == 1 ? "" : "s") written to \(writeBaseline).")
            accepted = (baseline, writeBaseline)
        }
        guard let accepted else {
            Terminal.out(report.rendered(as: format, verbose: verbose, toolVersion: DocGenVersion.current))
            if report.exitStatus != 0 { throw ExitStatus(code: report.exitStatus) }
            if strictFailure { throw Self.uncertainFailure(uncertainCells.count) }
            return
        }
        let verdict = BaselineVerdict(findings: report.findings, baseline: accepted.baseline, file: accepted.file)
        Terminal.out(report.rendered(as: format, verbose: verbose, toolVersion: DocGenVersion.current, baseline: verdict))
        if verdict.exitStatus != 0 { throw ExitStatus(code: verdict.exitStatus) }
        if strictFailure { throw Self.uncertainFailure(uncertainCells.count) }
    }

    /// Says why `--strict` fails a run whose checks pass: cells docgen could not reproduce.
    private static func uncertainFailure(_ count: Int) -> ExitStatus {
        Terminal.error("docgen check: \(count) cell\(count == 1 ? " is" : "s are") uncertain (--strict): docgen could not reproduce "
                       + "\(count == 1 ? "its" : "their") values; name the team's build output in system.yaml (tokens: { build: … }).")
        return ExitStatus(code: 1)
    }
}

extension FindingsReport.Format: ExpressibleByArgument {}
