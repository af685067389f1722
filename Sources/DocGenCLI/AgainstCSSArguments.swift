import ArgumentParser
import DesignTokens
import DocGenKit

/// `docgen tokens --against FILE.css`: compares the resolved tokens with the custom properties a team's build ships.
struct AgainstCSSArguments: ParsableArguments {
    @Option(name: .customLong("against"), help: ArgumentHelp("Compare each resolved token with the custom property of this stylesheet " +
                                                            "(--PATH-JOINED-WITH-HYPHENS) instead of printing the tokens; exit 1 when a value differs.",
                                                            valueName: "FILE.css"))
    var file: String?

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
        if file == nil, !prefix.isEmpty || selector != nil || nameRule != nil {
            throw ValidationError("--css-prefix, --css-selector and --name-rule go with --against FILE.css.")
        }
    }

    /// Prints the report on standard output; returns it. A stylesheet that cannot be read or has no such selector
    /// is invalid input (exit 2).
    func compare(_ set: TokenSet, files: FileSource, limits: InputLimits) throws -> CSSComparisonReport? {
        guard let file else { return nil }
        let sheet: CSSStylesheet
        switch CSSStylesheet.read(file, from: files, limits: limits) {
        case .success(let read): sheet = read
        case .failure(let diagnostic):
            Terminal.errorLine(diagnostic.description)
            throw ExitStatus.invalidInput
        }
        let rule = nameRule.map { BuildNameRule(prefix: prefix, style: $0) }
        switch CSSComparer.compare(set, with: sheet, prefix: prefix, selector: selector, rule: rule) {
        case .success(let report):
            Terminal.write(report.text)
            return report
        case .failure(let diagnostic):
            Terminal.errorLine(diagnostic.description)
            throw ExitStatus.invalidInput
        }
    }
}

extension BuildNameRule.Style: ExpressibleByArgument {}
