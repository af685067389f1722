import ArgumentParser
import DesignTokens
import DocGenSupport
import TokenBuilds
import ButtonModel
import DocGenKit

/// `docgen tokens --against FILE.css`: compares the resolved tokens with the custom properties a team's build ships.
struct AgainstCSSArguments: ParsableArguments {
    @Option(name: .customLong("against"), help: ArgumentHelp("Compare each resolved token with the custom property of this stylesheet " +
                                                            "(--PATH-JOINED-WITH-HYPHENS) instead of printing the tokens; exit 1 when a value differs.",
                                                            valueName: "FILE.css"))
    var file: String?

    @Option(name: .customLong("build"), help: ArgumentHelp("Print the tokens with the values of this build output (CSS, Style Dictionary " +
                                                          "JSON or JavaScript) applied, as system.yaml's tokens: { build: … } applies them.",
                                                          valueName: "FILE"))
    var build: String?

    @Option(name: .customLong("css-prefix"), help: ArgumentHelp("The prefix of the stylesheet's property names, such as primer or md-sys " +
                                                               "(--primer-…).", valueName: "PREFIX"))
    var prefix = ""

    @Option(name: .customLong("name-rule"), help: ArgumentHelp("How the stylesheet names a token's path: hyphen (segments as written, " +
                                                              "joined with -), underscore, kebab, snake, constant, camel or pascal " +
                                                              "(default: inferred from the names).", valueName: "STYLE"))
    var nameRule: BuildNameRule.Style?

    @Option(name: .customLong("css-selector"), help: ArgumentHelp("The block whose properties are compared, such as " +
                                                                 "'[data-color-mode=dark]' (default: the top-level :root blocks).",
                                                                 valueName: "SELECTOR"))
    var selector: String?

    func validate() throws {
        if file == nil, build == nil, !prefix.isEmpty || selector != nil || nameRule != nil {
            throw ValidationError("--css-prefix, --css-selector and --name-rule go with --against FILE.css.")
        }
        if file != nil, build != nil { throw ValidationError("--against compares with a stylesheet and --build applies one: give one of them.") }
    }

    /// Prints the report on standard output; returns it. A stylesheet that cannot be read or has no such selector
    /// is invalid input (exit 2).
    func compare(_ set: TokenSet, files: FileSource, limits: InputLimits) throws -> CSSComparisonReport? {
        guard let file else { return nil }
        let sheet = try ExitStatus.readOrExit(CSSStylesheet.read(file, from: files, limits: limits))
        let rule = nameRule.map { BuildNameRule(prefix: prefix, style: $0) }
        let report = try ExitStatus.readOrExit(CSSComparer.compare(set, with: sheet, prefix: prefix, selector: selector, rule: rule))
        Terminal.write(report.text)
        return report
    }
}

extension AgainstCSSArguments {
    /// `set` with the values of `--build FILE` applied (the block naming its context, or `--css-selector`'s), what
    /// applying said printed on standard error; `set` itself without `--build`. An output that cannot be read, or
    /// has no such selector, is invalid input (exit 2).
    func overlay(_ set: TokenSet, files: FileSource, limits: InputLimits) throws -> TokenSet {
        guard let build else { return set }
        let output = try ExitStatus.readOrExit(BuildOutput.read(build, from: files, limits: limits))
        for diagnostic in output.warnings { Terminal.errorLine(diagnostic.description) }
        let chosen = selector.map { BuildScopeChoice.scope(in: output, selector: $0) } ?? BuildScopeChoice.scope(in: output, for: set, fallback: true)
        guard let scope = chosen else {
            Terminal.errorLine(Diagnostic(location: SourceLocation(file: build), code: "css.unknown-selector",
                                          message: "no block of \(build) stands for \(set.contextDescription)",
                                          hint: "choose one with --css-selector").description)
            throw ExitStatus.invalidInput
        }
        let rule = nameRule.map { BuildNameRule(prefix: prefix, style: $0) }
            ?? BuildNameRule.infer(names: scope.values.map(\.name), paths: Array(set.tokens.keys) + set.leftOut,
                                   prefix: prefix.isEmpty ? nil : prefix).rule
        let outcome = BuildOverlay.apply(scope.values, file: build, to: set, rule: rule)
        for diagnostic in outcome.diagnostics { Terminal.errorLine(diagnostic.description) }
        Terminal.errorLine("docgen: \(outcome.overlaid) tokens take their values from \(build)" +
                           (scope.selector.isEmpty ? "" : " (\(scope.selector))") + "; names: \(rule).")
        return outcome.set
    }
}

extension BuildNameRule.Style: ExpressibleByArgument {}
