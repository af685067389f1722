import ArgumentParser
import ButtonDraft
import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// `docgen draft [TOKENS…]`: a team's Button drafted from its component tokens, every guess marked.
struct DraftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draft",
        abstract: "Drafts the Button's component definition from its component token names, every guess marked.",
        discussion: """
            Reads the names of the Button's component tokens (button.primary.bgColor.rest, \
            kui-button-color-background-primary-hover, md.comp.button.filled.container.color, …), finds their \
            pattern, and prints a button.component.yaml that docgen's own reader has read back in every context. \
            Each value no name gives ends with `# guess: <rule>: <evidence>`; the header says the pattern and how \
            each place was read, the other families and the tokens not used; the last line counts them. With no \
            component-level Button colors (a system painted from semantic tokens only) nothing is drafted. \
            Exit status: 0 drafted (with --check: the definition names every token of the family); 1 with --check, \
            a token the definition does not name or a reference to a token that is gone; 2 nothing drafted, or the \
            input is invalid; 64 for usage errors.
            """
    )

    @Argument(help: "Token files or folders (default: the tokens under Content/).")
    var paths: [String] = []

    @Option(help: "A DTCG 2025.10 resolver document, or a Tokens Studio $themes.json: every context's tokens are checked.")
    var resolver: String?

    @OptionGroup var context: ContextArguments

    @Option(help: ArgumentHelp("The family to draft when the names hold several (post.button, button.destructive); default the largest.",
                               valueName: "name"))
    var prefix: String?

    @Option(help: ArgumentHelp("A YAML file of words added to docgen's vocabulary (states:, parts:, sizes:, …, as docgen's own tables).",
                               valueName: "file"))
    var vocabulary: String?

    @Option(help: ArgumentHelp("The design system's name, written as `system:`.", valueName: "name"))
    var system: String?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the definition to FILE instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Print how each word of the names was read (word, place, role, rule, names) instead of the definition.")
    var explain = false

    @Option(help: ArgumentHelp("Check a written definition against the family instead: every color token of the family named, every reference defined.",
                               valueName: "definition"))
    var check: String?

    @OptionGroup var tokenFormat: TokenFormatArguments

    func validate() throws {
        if check != nil, output != nil || explain { throw ValidationError("--check reads a definition; it goes without --output and --explain") }
    }

    func run() throws {
        let select = context.select
        let inputs = TokenInputs.find(paths: paths, resolver: resolver)
        for problem in inputs.problems { Terminal.errorLine(problem.description) }
        if inputs.usageProblem != nil { throw ExitStatus.usage }
        let files = TokenInputs.fileSource(named: paths + [resolver, vocabulary, check].compactMap { $0 })
        let loaded = TokenLoader(options: tokenFormat.options, files: files).load(files: inputs.files, resolver: inputs.resolver, select: select,
                                                                                  permutations: .everyWithinLimit)
        Terminal.diagnostics(loaded.diagnostics.filter { $0.severity == .error }, more: "docgen tokens prints every one")
        if loaded.failsOnlyOnUnknownContexts { throw ExitStatus.usage }
        if let themes = loaded.alternativeThemes, inputs.resolver == nil {
            let names = themes.modifiers.map { "\($0.name) (\($0.contexts.map(\.name).joined(separator: ", ")))" }.joined(separator: "; ")
            Terminal.errorLine("note: the files look like alternative themes, \(names), merged here as one; the names are read all the same, "
                               + "but only one theme's values are checked: `docgen init DIR --from` writes a resolver for them")
        }
        var words = DraftVocabulary.standard
        if let vocabulary {
            let text = try ExitStatus.readOrExit(Draft.readText(vocabulary, from: files, limits: tokenFormat.limits))
            switch DraftVocabulary.read(text, file: vocabulary) {
            case .success(let added): words = words.extended(by: added)
            case .failure(let error):
                Terminal.errorLine(error.description)
                throw ExitStatus.invalidInput
            }
        }
        if let check { return try runCheck(check, sets: loaded.sets, vocabulary: words, files: files) }
        if explain { return Terminal.write(DraftExplanation.table(Draft.reading(of: loaded.sets, vocabulary: words, prefix: prefix))) }
        switch Draft.make(sets: loaded.sets, vocabulary: words, prefix: prefix, system: system) {
        case .failure(let refusal):
            Terminal.errorLine("docgen draft: " + refusal.message)
            throw refusal.internalError ? ExitStatus(code: 70) : ExitStatus.invalidInput
        case .success(let draft):
            if let output {
                do { try Data(draft.yaml.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                    Terminal.errorLine("\(output): error: cannot be written (\(error.localizedDescription))")
                    throw ExitStatus.invalidInput
                }
                Terminal.errorLine("wrote \(output): " + draft.definition.counts.line)
            } else {
                Terminal.write(draft.yaml)
            }
        }
    }

    /// `--check DEFINITION`: the findings, exit 1 when there are any.
    private func runCheck(_ file: String, sets: [TokenSet], vocabulary: DraftVocabulary, files: WorkTreeFileSource) throws {
        let text = try ExitStatus.readOrExit(Draft.readText(file, from: files, limits: tokenFormat.limits))
        let definition: ComponentDefinition
        do { definition = try ComponentDefinitionParser.parse(yaml: text, file: file) } catch {
            Terminal.report(error, written: false)
            throw ExitStatus.invalidInput
        }
        let reading = Draft.reading(of: sets, vocabulary: vocabulary, prefix: prefix)
        let findings = DraftCheck.check(definition, yaml: text, file: file, reading: reading, sets: sets)
        for finding in findings { Terminal.errorLine(finding.description) }
        let family = reading.family.map { "the \($0.name) family's \(Set($0.cells.map(\.path)).count) color tokens" } ?? "no Button family"
        if findings.isEmpty {
            Terminal.out("\(file): names every one of \(family); every reference is defined.")
        } else {
            Terminal.errorLine("\(file): \(findings.count) finding\(findings.count == 1 ? "" : "s") against \(family).")
            throw ExitStatus.failed
        }
    }
}
