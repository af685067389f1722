import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit

/// `--warnings grouped|all`, shared by the commands that build: warnings come after the errors, grouped by code with
/// a count and their first places, unless every one is asked for.
struct WarningsOption: ParsableArguments {
    enum Mode: String, ExpressibleByArgument, CaseIterable { case grouped, all }

    @Option(name: .long, help: "grouped (each code once, with a count and its first three places) or all.")
    var warnings: Mode = .grouped

    /// Prints the errors, then the warnings and notes, then the summary line.
    func report(errors: [Diagnostic], warnings others: [Diagnostic], summary: String?) {
        Terminal.diagnostics(errors)
        let digest = WarningDigest(others)
        if !digest.isEmpty { Terminal.error(digest.text(all: warnings == .all)) }
        if let summary {
            if let counted = digest.summary { Terminal.error("docgen: \(counted).") }
            Terminal.error(summary + ".")
        }
    }
}
