import ArgumentParser
import DesignTokens
import DocGenKit

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks every cell of every button's state matrix: contrast, focus ring, APCA and touch target.",
        discussion: "Exit status: 0 when no error finding failed, 1 when one did, 2 for invalid input, 64 for usage errors."
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "text, json, sarif (GitHub code scanning) or github (workflow annotations).")
    var format: FindingsReport.Format = .text

    @Flag(help: "List passed findings too (text format).")
    var verbose = false

    @OptionGroup var warningOutput: WarningsOption

    func run() throws {
        var context = BuildContext(configuration: try project.configuration())
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
        let report = FindingsReport(findings: context.findings)
        Terminal.out(report.rendered(as: format, verbose: verbose))
        if report.exitStatus != 0 { throw ExitStatus(code: report.exitStatus) }
    }
}

extension FindingsReport.Format: ExpressibleByArgument {}
