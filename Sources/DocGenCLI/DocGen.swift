import ArgumentParser
import ButtonModel
import DocGenKit

/// The root command: `docgen <subcommand>`.
public struct DocGen: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Builds and checks the documentation site of a design system's Button.",
        version: DocGenVersion.current,
        subcommands: [InitCommand.self, DraftCommand.self, BuildCommand.self, CheckCommand.self, DiffCommand.self, TokensCommand.self, ContrastCommand.self, AnatomyCommand.self, SpecCommand.self,
                      ThemeCommand.self, ServeCommand.self]
    )

    public init() {}

    /// Runs the command line; an over-long option name is a usage error (exit 64) before the arguments are parsed.
    /// A command ends with an `ExitStatus` (what went wrong is printed already); argument-parser's own errors
    /// (usage, `--help`, `--version`) end as argument-parser ends them.
    public static func main() {
        do {
            if let problem = OptionNameGuard.problem(in: Array(CommandLine.arguments.dropFirst())) {
                Terminal.error(problem)
                throw ExitStatus.usage
            }
            var command = try parseAsRoot(nil)
            try command.run()
        } catch let status as ExitStatus {
            exit(withError: ExitCode(status.code))
        } catch {
            exit(withError: error)
        }
    }
}
