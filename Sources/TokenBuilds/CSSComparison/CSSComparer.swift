import DocGenSupport
import DesignTokens

/// Compares a permutation's resolved tokens with the custom properties of one selector of a stylesheet.
///
/// Each token is looked for under `--` + the name the build's name rule gives it (`BuildNameRule`): given, or
/// inferred from the selector's property names (the rule that maps the most of them to tokens: Kong's
/// `--kui-line-height-10` is `line_height.10` under the prefix `kui` in kebab case), then under the names the
/// hyphen rule and kebab case give (`bgColor` → `bg-color`). A last segment that names a group's default token
/// (`_`, `@`, `$root`, `DEFAULT`) is left out: `color.fg.@` → `--color-fg`.
///
/// Without a selector, the block compared is the one whose selector names the set's context (`[data-theme="dark"]`
/// for `theme=dark`, with what it inherits from `:root`), else the top-level `:root`.
public enum CSSComparer {
    /// Segments that stand for their group's own value in the conventions of Style Dictionary (`_`, `@`,
    /// `DEFAULT`) and DTCG 2025.10 (`$root`).
    public static let defaultLeaves = BuildNameRule.defaultLeaves

    /// The report, or a diagnostic when no block of the stylesheet matches the selector.
    /// `rule` names the properties; without it the rule is inferred, with `prefix` when one is given.
    public static func compare(_ set: TokenSet, with sheet: CSSStylesheet, prefix: String = "", selector: String? = nil,
                               rule given: BuildNameRule? = nil) -> Result<CSSComparisonReport, Diagnostic> {
        let (chosen, declarations) = block(for: set, in: sheet, selector: selector)
        guard !declarations.isEmpty else { return .failure(unknownSelector(chosen, in: sheet, named: selector != nil)) }
        var scope = CSSPropertyScope(declarations)
        let rule = given ?? inferredRule(names: Array(scope.winners.keys), set: set, prefix: prefix)
        var report = CSSComparisonReport(file: sheet.file, selector: chosen, context: set.contextDescription)
        if rule != BuildNameRule(prefix: prefix) { report.nameRule = rule.description + (given == nil ? " (inferred)" : "") }
        for path in set.leftOut {
            let names = propertyNames(path, rule: rule)
            guard let name = names.first(where: { scope[$0] != nil }), let declaration = scope[name] else { continue }
            report.notCompared.append(.init(path: path, property: name, reason: "docgen could not resolve the token (the tokens.left-out warning on standard error says why)",
                                            location: declaration.location))
        }
        for token in set.sortedTokens {
            let names = propertyNames(token.path, rule: rule)
            let shown = TokenValueText.describe(token.value)
            guard let name = names.first(where: { scope[$0] != nil }), let declaration = scope[name] else {
                report.missing.append(.init(path: token.path, property: names[0], tokenValue: shown))
                continue
            }
            let written: String
            switch scope.substituted(name) {
            case .success(let text): written = text
            case .failure(let problem):
                report.notCompared.append(.init(path: token.path, property: name, reason: problem.description, location: declaration.location))
                continue
            }
            switch CSSValueMatch.compare(token.value, css: written) {
            case .same:
                report.matches.append(.init(path: token.path, property: name))
            case .different(let css) where token.isUncertain:
                // docgen's own reading is known not to be the team's: the difference is docgen's, not the files'.
                report.notCompared.append(.init(path: token.path, property: name, reason: "docgen cannot reproduce the token's value "
                                                + "(\(token.uncertainties[0].reason)); the stylesheet writes \(css)", location: declaration.location))
            case .different(let css):
                report.differences.append(.init(path: token.path, property: name, tokenValue: tokenText(token.value, shown),
                                                cssValue: css, cssWritten: written, location: declaration.location))
            case .notCompared(let reason):
                report.notCompared.append(.init(path: token.path, property: name, reason: reason, location: declaration.location))
            }
        }
        let used = Set(report.matches.map(\.property) + report.differences.map(\.property) + report.notCompared.map(\.property))
        report.unmapped = scope.winners.values.filter { !used.contains($0.name) }.sorted { $0.location < $1.location }.map(\.name)
        return .success(report)
    }

    /// The property names a token is looked for under with the hyphen rule and `prefix`, the first one preferred:
    /// the segments as written, then in kebab case (`bgColor` → `bg-color`).
    public static func propertyNames(_ path: TokenPath, prefix: String) -> [String] {
        propertyNames(path, rule: BuildNameRule(prefix: prefix))
    }

    /// The rule's name first, then the hyphen rule's and kebab case's with the rule's prefix.
    public static func propertyNames(_ path: TokenPath, rule: BuildNameRule) -> [String] {
        var names: [String] = []
        for candidate in [rule, BuildNameRule(prefix: rule.prefix, style: .hyphen), BuildNameRule(prefix: rule.prefix, style: .kebab)] {
            let name = candidate.name(for: path)
            if !name.isEmpty, !names.contains("--" + name) { names.append("--" + name) }
        }
        return names
    }

    /// The rule that maps the most property names to the set's tokens (at most 2,000 names, spread over the
    /// block, are tried, so that a stylesheet of 100,000 properties is not read 60 times over).
    package static func inferredRule(names: [String], set: TokenSet, prefix: String) -> BuildNameRule {
        let sorted = names.sorted()
        let step = max(1, sorted.count / 2_000)
        let sample = stride(from: 0, to: sorted.count, by: step).map { sorted[$0] }
        let paths = Array(set.tokens.keys) + set.leftOut
        let inference = BuildNameRule.infer(names: sample, paths: paths, prefix: prefix.isEmpty ? nil : prefix)
        let plain = BuildNameRule(prefix: prefix)
        return inference.mapped > 0 ? inference.rule : plain
    }

    /// The selector compared and its declarations: the one named; else the block that names the set's context,
    /// after the top-level `:root` it inherits from; else `:root`.
    package static func block(for set: TokenSet, in sheet: CSSStylesheet, selector: String?) -> (String, [CSSDeclaration]) {
        if let selector { return (selector, sheet.declarations(matching: selector)) }
        let root = sheet.declarations(matching: ":root")
        guard !set.contextPairs.isEmpty else { return (":root", root) }
        let output = CSSBuildReader.output(sheet)
        guard let scope = BuildScopeChoice.scope(in: output, for: set), !BuildScopeChoice.names(of: scope).isDisjoint(with: set.contextPairs.map { BuildScopeChoice.normalized($0.value) }) else {
            return (":root", root)
        }
        let own = sheet.declarations(matching: scope.selector)
        return (scope.selector, CSSRuleBlock.normalized(scope.selector) == ":root" ? own : root + own)
    }

    /// A rem dimension shows its px too, and a shadow shows as CSS writes it, so that the two sides read alike.
    private static func tokenText(_ value: TokenValue, _ shown: String) -> String {
        if let shadow = CSSShadowMatch.text(value) { return shadow }
        if case .dimension(let dimension) = value, dimension.unit != .px, let points = dimension.points {
            return "\(shown) (\(points.formattedForDisplay)px)"
        }
        return shown
    }

    private static func unknownSelector(_ selector: String, in sheet: CSSStylesheet, named: Bool) -> Diagnostic {
        let available = sheet.selectorNames
        let list = available.prefix(10).map { "  \($0)" }.joined(separator: "\n") + (available.count > 10 ? "\n  … \(available.count - 10) more" : "")
        let message = named ? "no block of custom properties has the selector \(selector)"
                            : "there is no top-level :root block of custom properties to compare with"
        let hint = available.isEmpty ? "the file defines no custom properties (--name: value)"
                                     : "choose a block with --css-selector; the file has:\n" + list
        return Diagnostic(location: SourceLocation(file: sheet.file), code: "css.unknown-selector", message: message, hint: hint)
    }
}
