import ArgumentParser
import ButtonModel
import DocGenKit

/// `docgen init [DIR]`: a working project in one command.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a project: docgen.yaml and a Content/ folder with one design system and a guide.",
        discussion: """
            The templates, stylesheet and fonts stay built into docgen (see `docgen theme export`). Nothing is \
            written when any of the files exists already. Exit status: 0 success, 2 a file exists.
            """
    )

    @Argument(help: ArgumentHelp("The project folder, created if needed.", valueName: "dir"))
    var directory = "."

    @Option(help: ArgumentHelp("""
        The platform the design system is for; its touch target follows: apple (44x44 pt, Apple HIG), material \
        (48x48 dp, Material Design), web (24x24 CSS px, WCAG 2.2 SC 2.5.8).
        """, valueName: "platform"))
    var platform: StarterPlatform = .defaultPlatform

    func run() throws {
        let written: [String]
        do {
            written = try ProjectStarter.write(to: directory, platform: platform)
        } catch {
            Terminal.error(error.diagnostic.description)
            throw ExitStatus.invalidInput
        }
        Terminal.out("Created a docgen project in \(directory) (\(written.count) files) for \(platform.rawValue): "
                     + "touch target \(platform.touchTargetSource).")
        Terminal.out("Next:")
        if directory != "." { Terminal.out("  cd \(directory)") }
        Terminal.out("  docgen build          # writes the site to _site/")
        Terminal.out("  open _site/index.html # or xdg-open on Linux")
        Terminal.out("Then edit Content/button/ (tokens, button.component.yaml, index.md); `docgen theme export .` writes the theme out to customize.")
    }
}

extension StarterPlatform: ExpressibleByArgument {}
