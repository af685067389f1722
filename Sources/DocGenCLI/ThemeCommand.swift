import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit

/// `docgen theme export DIR`: the built-in theme as files, to start a project's own from.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Works with the built-in theme (templates, stylesheet, script, favicon, Inter).",
        subcommands: [Export.self]
    )

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Writes the built-in theme's Templates/ and Public/ into a folder.",
            discussion: """
                A project's Templates/ and Public/ override the built-in theme file by file: keep only the files \
                you change. Nothing is written when any of the files exists already.
                """
        )

        @Argument(help: ArgumentHelp("The folder to write Templates/ and Public/ into.", valueName: "dir"))
        var directory: String

        func run() throws {
            let written: [String]
            do {
                written = try ThemeExporter.export(to: directory)
            } catch {
                Terminal.error(error.diagnostic.description)
                throw ExitStatus.invalidInput
            }
            Terminal.out("Wrote the built-in theme (\(written.count) files) to \(FileTree.join(directory, "Templates"))/ and \(FileTree.join(directory, "Public"))/.")
            Terminal.out("Keep the files you change and delete the others: the built-in theme supplies them.")
        }
    }
}
