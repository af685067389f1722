import ArgumentParser
import DocGenKit

/// The root command: `docgen <subcommand>`.
public struct DocGen: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Builds and checks the documentation site of a design system's Button.",
        version: DocGenVersion.current,
        subcommands: [InitCommand.self, BuildCommand.self, CheckCommand.self, DiffCommand.self, TokensCommand.self, ContrastCommand.self, AnatomyCommand.self, SpecCommand.self,
                      ThemeCommand.self, ServeCommand.self]
    )

    public init() {}

    /// Runs the command line; an over-long option name is a usage error (exit 64) before the arguments are parsed.
    public static func main() {
        if let problem = OptionNameGuard.problem(in: Array(CommandLine.arguments.dropFirst())) {
            Terminal.error(problem)
            exit(withError: ExitCode(64))
        }
        main(nil)
    }
}
