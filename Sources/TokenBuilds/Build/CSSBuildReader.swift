import DocGenSupport
import DesignTokens

/// Reads a stylesheet's custom properties as a build output: each block's selector a scope.
///
/// A scope other than the top-level `:root` inherits `:root`'s properties as the cascade gives them to the elements
/// it selects, and `var()` is substituted within that cascade (`[data-theme="dark"] { --bg: var(--gray-9) }` reads
/// `--gray-9` from `:root`). A block inside `@media (prefers-color-scheme: dark)` or `(prefers-contrast: more)`
/// records that appearance. A value whose `var()` cannot be substituted is kept as written, and matches no type.
public enum CSSBuildReader {
    public static func read(_ path: String, from files: any FileSource, limits: InputLimits = InputLimits()) -> Result<BuildOutput, Diagnostic> {
        CSSStylesheet.read(path, from: files, limits: limits).map(output)
    }

    /// The scopes of a stylesheet already read.
    public static func output(_ sheet: CSSStylesheet) -> BuildOutput {
        let root = sheet.declarations(matching: ":root")
        var output = BuildOutput(file: sheet.file, format: .css, files: [sheet.file])
        var grouped: [String: (preludes: [String], declarations: [CSSDeclaration])] = [:]
        for block in sheet.blocks where !block.declarations.isEmpty {
            let name = block.name
            grouped[name, default: (block.preludes, [])].declarations += block.declarations
        }
        for name in sheet.selectorNames {
            guard let (preludes, own) = grouped[name] else { continue }
            let isRoot = CSSRuleBlock.normalized(name) == ":root"
            var scope = CSSPropertyScope(isRoot ? own : root + own)
            var values: [BuiltValue] = []
            for declaration in scope.winners.values.sorted(by: { $0.location < $1.location }) {
                let text = (try? scope.substituted(declaration.name).get()) ?? declaration.value
                values.append(BuiltValue(name: declaration.name, text: text, location: declaration.location))
            }
            output.scopes.append(BuildOutput.Scope(selector: name, appearance: appearance(preludes), values: values))
        }
        return output
    }

    /// `prefers-color-scheme` and `prefers-contrast` from the enclosing `@media` rules' conditions.
    package static func appearance(_ preludes: [String]) -> [String: String] {
        var appearance: [String: String] = [:]
        for prelude in preludes where prelude.lowercased().hasPrefix("@media") {
            for feature in ["prefers-color-scheme", "prefers-contrast"] {
                let text = CSSRuleBlock.normalized(prelude.lowercased())
                guard let range = text.range(of: feature + ":") ?? text.range(of: feature + " :") else { continue }
                let value = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0 == "-" }
                if !value.isEmpty { appearance[feature] = String(value) }
            }
        }
        return appearance
    }
}
