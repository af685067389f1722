import DocGenSupport
import DesignTokens
import Foundation

/// Which scope of a build output gives the values of a token set: the one whose selector or appearance names one
/// of the set's context values (`[data-theme="dark"]`, `.theme-dark`, `html.dark`, `prefers-color-scheme: dark` →
/// the context `dark`), else the default scope (`:root`, or the only one).
///
/// A scope other than `:root` already holds what it inherits from `:root` (`CSSBuildReader`), so one scope is
/// enough.
public enum BuildScopeChoice {
    /// The scope for `set`; `selectors` (context value → selector, from `tokens.build.selectors`) wins over the
    /// names. `fallback` takes the first scope when nothing names the set's context and there is no default (a file
    /// given for that context alone).
    public static func scope(in output: BuildOutput, for set: TokenSet, selectors: [String: String] = [:],
                             fallback: Bool = false) -> BuildOutput.Scope? {
        if output.scopes.count == 1 { return output.scopes[0] }
        let values = set.contextPairs.map { normalized($0.value) }
        for pair in set.contextPairs {
            if let selector = selectors[pair.value], let named = scope(in: output, selector: selector) { return named }
        }
        var best: (scope: BuildOutput.Scope, score: Int)?
        for scope in output.scopes {
            let score = Set(values).intersection(names(of: scope)).count
            if score > (best?.score ?? 0) { best = (scope, score) }
        }
        if let best { return best.scope }
        let root = output.scopes.first { CSSRuleBlock.normalized($0.selector) == ":root" && $0.appearance.isEmpty }
            ?? output.scopes.first { $0.selector.isEmpty }
        return root ?? (fallback ? output.scopes.first : nil)
    }

    /// The scope `selector` names: its whole selector, or one of its list, compared with whitespace collapsed and
    /// quotes dropped (`[data-color-mode=dark]` names `[data-color-mode="dark"]`).
    public static func scope(in output: BuildOutput, selector: String) -> BuildOutput.Scope? {
        let wanted = CSSRuleBlock.normalized(selector)
        return output.scopes.first { CSSRuleBlock.normalized($0.selector) == wanted
            || CSSRuleBlock.splitList($0.selector).map(CSSRuleBlock.normalized).contains(wanted) }
    }

    /// The context values a scope names: attribute values and class names in its selector (a class's `theme-`
    /// or `-theme` left out too), and its appearance's values.
    package static func names(of scope: BuildOutput.Scope) -> Set<String> {
        var names = Set(scope.appearance.values.map(normalized))
        let selector = Array(scope.selector)
        var index = 0
        while index < selector.count {
            let character = selector[index]
            guard character == "=" || character == "." else { index += 1; continue }
            index += 1
            if index < selector.count, selector[index] == "\"" || selector[index] == "'" { index += 1 }
            var word = ""
            while index < selector.count, selector[index].isIdentifierPart { word.append(selector[index]); index += 1 }
            guard !word.isEmpty else { continue }
            let name = normalized(word)
            names.insert(name)
            if name.hasPrefix("theme-") { names.insert(String(name.dropFirst(6))) }
            if name.hasSuffix("-theme") { names.insert(String(name.dropLast(6))) }
        }
        return names
    }

    /// Lowercased, `_` read as `-` (`dark_dimmed` names the context `dark-dimmed`).
    package static func normalized(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}
