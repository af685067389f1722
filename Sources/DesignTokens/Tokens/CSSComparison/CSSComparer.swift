/// Compares a permutation's resolved tokens with the custom properties of one selector of a stylesheet.
///
/// Each token is looked for under `--` + the prefix + its path joined with `-` (`color.fg.default` →
/// `--color-fg-default`, or `--primer-color-fg-default` with the prefix `primer`). A last segment that names a
/// group's default token (`_`, `@`, `$root`, `DEFAULT`) is left out: `color.fg.@` → `--color-fg`. When that name
/// is not defined, the kebab-case name a build may write instead is tried (`bgColor` → `bg-color`).
public enum CSSComparer {
    /// Segments that stand for their group's own value in the conventions of Style Dictionary (`_`, `@`,
    /// `DEFAULT`) and DTCG 2025.10 (`$root`).
    public static let defaultLeaves: Set<String> = ["_", "@", "$root", "DEFAULT"]

    /// The report, or a diagnostic when no block of the stylesheet matches the selector.
    public static func compare(_ set: TokenSet, with sheet: CSSStylesheet, prefix: String = "", selector: String? = nil) -> Result<CSSComparisonReport, Diagnostic> {
        let chosen = selector ?? ":root"
        let declarations = sheet.declarations(matching: chosen)
        guard !declarations.isEmpty else { return .failure(unknownSelector(chosen, in: sheet, named: selector != nil)) }
        var scope = CSSPropertyScope(declarations)
        var report = CSSComparisonReport(file: sheet.file, selector: chosen, context: set.contextDescription)
        for token in set.sortedTokens {
            let names = propertyNames(token.path, prefix: prefix)
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
            case .different(let css):
                report.differences.append(.init(path: token.path, property: name, tokenValue: tokenText(token.value, shown),
                                                cssValue: css, cssWritten: written, location: declaration.location))
            case .notCompared(let reason):
                report.notCompared.append(.init(path: token.path, property: name, reason: reason, location: declaration.location))
            }
        }
        return .success(report)
    }

    /// The property names a token is looked for under, the first one preferred.
    public static func propertyNames(_ path: TokenPath, prefix: String) -> [String] {
        var segments = path.segments
        if segments.count > 1, let last = segments.last, defaultLeaves.contains(last) { segments.removeLast() }
        var trimmedPrefix = Substring(prefix)
        while trimmedPrefix.hasPrefix("-") { trimmedPrefix = trimmedPrefix.dropFirst() }
        while trimmedPrefix.hasSuffix("-") { trimmedPrefix = trimmedPrefix.dropLast() }
        let parts = (trimmedPrefix.isEmpty ? [] : [String(trimmedPrefix)]) + segments
        let exact = "--" + parts.joined(separator: "-")
        let kebab = "--" + parts.map(kebabCase).joined(separator: "-")
        return exact == kebab ? [exact] : [exact, kebab]
    }

    /// `bgColor` → `bg-color`, `fontSize2XL` → `font-size2-xl`: a hyphen before each capital that follows a lowercase
    /// letter or digit, everything lowercased.
    static func kebabCase(_ text: String) -> String {
        var result = "", previous: Character?
        for character in text {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("-") }
            result += character.lowercased()
            previous = character
        }
        return result
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
