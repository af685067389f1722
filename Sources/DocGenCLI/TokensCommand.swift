import ArgumentParser
import DesignTokens
import DocGenSupport
import TokenBuilds
import ButtonModel
import DocGenKit

/// `docgen tokens`: prints the resolved design tokens of one permutation as JSON or as a table.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Prints the resolved design tokens.",
        discussion: """
            Exit status: 0 when the tokens resolve, 2 when the input is invalid (every problem is printed on \
            standard error, and the tokens that did resolve are printed all the same), 64 for usage errors. \
            With --against, 1 when a token's value differs from its custom property, and 2 only when the \
            comparison cannot be made (the stylesheet cannot be read, or has no such selector): an error in a \
            token nothing compared uses is a warning.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, table }

    @Argument(help: "Token files or folders (default: the tokens under Content/).")
    var paths: [String] = []

    @Option(help: "A DTCG 2025.10 resolver document (*.resolver.json, .jsonc or .json5), or a Tokens Studio $themes.json.")
    var resolver: String?

    @OptionGroup var context: ContextArguments

    @Flag(name: .customLong("all-contexts"),
          help: "Resolves every permutation of the resolver's modifiers, past the resolver-permutations limit an error; by default, past the limit, only the permutation printed is resolved.")
    var allContexts = false

    @Option(help: "json or table.")
    var format: Format = .json

    enum Warnings: String, ExpressibleByArgument, CaseIterable { case capped, all }

    @Option(help: "capped (the first \(DiagnosticCap.perCode) diagnostics of each code, then a count of the rest) or all.")
    var warnings: Warnings = .capped

    @OptionGroup var tokenFormat: TokenFormatArguments

    @OptionGroup var against: AgainstCSSArguments

    @OptionGroup var writeResolver: WriteResolverArguments

    func validate() throws {
        if writeResolver.file != nil, against.file != nil || !context.contexts.isEmpty {
            throw ValidationError("--write-resolver writes a resolver from the files; it goes without --against and --context")
        }
    }

    /// Prints what loading said on standard error, capped unless `--warnings all`.
    private func show(_ diagnostics: [Diagnostic]) {
        if warnings == .all {
            for diagnostic in diagnostics { Terminal.errorLine(diagnostic.description) }
        } else {
            Terminal.diagnostics(diagnostics, more: "--warnings all prints every one")
        }
    }

    func run() throws {
        let inputs = TokenInputs.find(paths: paths, resolver: resolver)
        for problem in inputs.problems { Terminal.errorLine(problem.description) }
        if inputs.usageProblem != nil { throw ExitStatus.usage }
        let files = TokenInputs.fileSource(named: paths + [resolver, against.file, against.build].compactMap { $0 })
        let result = TokenLoader(options: tokenFormat.options, files: files).load(files: inputs.files, resolver: inputs.resolver, select: context.select,
                                                                                  permutations: allContexts ? .every : .everyWithinLimit)
        // What changes the values printed comes first, with how many token values it reaches.
        let reach = (try? result.permutation(select: context.select).get()).map(DiagnosticReach.tokenCounts) ?? [:]
        let show = { (diagnostics: [Diagnostic]) in self.show(DiagnosticReach.ordered(DiagnosticReach.apply(reach, unit: .tokens, to: diagnostics))) }
        // With --against, what loading said is printed once the comparison tells which tokens it uses.
        let comparing = against.file != nil && writeResolver.file == nil
        if !comparing { show(result.diagnostics) }
        if writeResolver.file != nil { return try writeResolver.write(result, files: inputs.files, resolverRead: inputs.resolver) }
        // A --context naming no modifier or context is a usage error; anything else is invalid input, and what
        // resolved is printed all the same.
        if result.failsOnlyOnUnknownContexts {
            if comparing { show(result.diagnostics) }
            throw ExitStatus.usage
        }
        var set: TokenSet
        switch result.permutation(select: context.select) {
        case .success(let chosen): set = chosen
        case .failure(let ambiguous):
            if comparing { show(result.diagnostics) }
            Terminal.errorLine(ambiguous.description)
            throw ExitStatus.usage
        }
        set = try against.overlay(set, files: files, limits: tokenFormat.limits)
        // Always a whole JSON document or table, even when nothing resolved (`{"context": {}, "tokens": {}}`).
        var differs = false
        var diagnostics = result.diagnostics
        if comparing {
            let report: CSSComparisonReport?
            do {
                report = try against.compare(set, files: files, limits: tokenFormat.limits)
            } catch {
                show(diagnostics)
                throw error
            }
            if let report {
                // An error in a token nothing compared uses is a warning: it does not stop a CI check of the rest.
                let compared = report.matches.map(\.path) + report.differences.map(\.path) + report.notCompared.map(\.path).filter { set[$0] != nil }
                diagnostics = TokenDemand(tokens: compared).settle(diagnostics, sets: [set])
                differs = report.hasDifferences
            }
            show(diagnostics)
        } else {
            Terminal.write(format == .json ? TokenJSONWriter.json(set) : TokenTableWriter.table(set))
        }
        let errors = diagnostics.errors
        guard !errors.isEmpty else {
            if !inputs.emptyFolders.isEmpty { throw ExitStatus.invalidInput }
            if differs { throw ExitStatus.failed }
            return
        }
        let count = errors.count, leftOut = set.leftOut.count
        let loss = TokenLoss(diagnostics: diagnostics, set: set)
        Terminal.errorLine("docgen: \(count) error\(count == 1 ? "" : "s"); \(leftOut) token\(leftOut == 1 ? "" : "s") left out, " +
                           "\(set.tokens.count) printed (\(set.contextDescription))." +
                           (loss.causes.isEmpty ? "" : " Most lost to: \(loss.summary())."))
        throw ExitStatus.invalidInput
    }
}
