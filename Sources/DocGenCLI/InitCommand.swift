import ArgumentParser
import ButtonDraft
import ButtonModel
import DocGenKit

/// `docgen init [DIR]`: a working project in one command; with `--from TOKENS…`, around a team's own token files.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a project: docgen.yaml and a Content/ folder with one design system and a guide.",
        discussion: """
            The templates, stylesheet and fonts stay built into docgen (see `docgen theme export`). With --from, the \
            design system is the team's: its token files copied as they are, a resolver used as given or inferred \
            from theme files side by side (each inference printed), and a button.component.yaml drafted from the \
            component tokens as `docgen draft` drafts it. Nothing is written when any of the files exists already, \
            or when nothing can be drafted. Exit status: 0 success, 2 a file exists, the tokens are invalid, or \
            they hold no component-level Button colors.
            """
    )

    @Argument(help: ArgumentHelp("The project folder, created if needed.", valueName: "dir"))
    var directory = "."

    @Option(help: ArgumentHelp("""
        The platform the design system is for; its touch target follows: apple (44x44 pt, Apple HIG), material \
        (48x48 dp, Material Design), web (24x24 CSS px, WCAG 2.2 SC 2.5.8).
        """, valueName: "platform"))
    var platform: StarterPlatform = .defaultPlatform

    @Option(parsing: .upToNextOption, help: ArgumentHelp("The team's token files or folders: the project is made around them.", valueName: "tokens"))
    var from: [String] = []

    @Option(help: "With --from: a DTCG 2025.10 resolver document, or a Tokens Studio $themes.json, copied with its files.")
    var resolver: String?

    @Option(help: ArgumentHelp("With --from: the family to draft when the names hold several (as `docgen draft --prefix`).", valueName: "name"))
    var prefix: String?

    @Option(help: ArgumentHelp("With --from: the design system's name.", valueName: "name"))
    var system: String?

    @OptionGroup var tokenFormat: TokenFormatArguments

    func validate() throws {
        if from.isEmpty, resolver != nil || prefix != nil || system != nil {
            throw ValidationError("--resolver, --prefix and --system go with --from TOKENS…")
        }
    }

    func run() throws {
        if !from.isEmpty || resolver != nil { return try runFrom() }
        let written: [String]
        do {
            written = try ProjectStarter.write(to: directory, platform: platform)
        } catch {
            Terminal.error(error.diagnostic.description)
            throw ExitStatus.invalidInput
        }
        Terminal.out("Created a docgen project in \(directory) (\(written.count) files) for \(platform.rawValue): "
                     + "touch target \(platform.touchTargetSource).")
        printNext()
        Terminal.out("Then edit Content/button/ (tokens, button.component.yaml, index.md); `docgen theme export .` writes the theme out to customize.")
    }

    /// `--from TOKENS…`: the project drafted around the team's files.
    private func runFrom() throws {
        let project: ProjectFromTokens
        switch ProjectFromTokens.make(paths: from, resolver: resolver, platform: platform, name: system, prefix: prefix,
                                      vocabulary: .standard, options: tokenFormat.options) {
        case .failure(let refusal):
            Terminal.errorLine("docgen init: " + refusal.message)
            Terminal.errorLine("nothing was written")
            throw refusal.internalError ? ExitStatus(code: 70) : ExitStatus.invalidInput
        case .success(let made): project = made
        }
        let written: [String]
        do { written = try project.write(to: directory) } catch {
            Terminal.error(error.diagnostic.description)
            throw ExitStatus.invalidInput
        }
        Terminal.out("Created a docgen project in \(directory) (\(written.count) files) around \(from.joined(separator: ", ")):")
        for inference in project.inferences { Terminal.out("  " + inference) }
        let guesses = project.draft.definition.counts.guessed
        Terminal.out("Every value docgen guessed is marked `# guess:` in Content/button/button.component.yaml (\(guesses)); check them.")
        printNext()
    }

    private func printNext() {
        Terminal.out("Next:")
        if directory != "." { Terminal.out("  cd \(directory)") }
        Terminal.out("  docgen build          # writes the site to _site/")
        Terminal.out("  open _site/index.html # or xdg-open on Linux")
    }
}

extension StarterPlatform: ExpressibleByArgument {}
