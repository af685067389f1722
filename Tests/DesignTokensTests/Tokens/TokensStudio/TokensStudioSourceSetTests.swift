@testable import DesignTokens
@testable import DocGenSupport
import Testing

/// A theme's `source` sets belong to that theme alone (issue 21: with the `source` sets of every theme in every
/// permutation, the size a `small` theme sets came out as the `large` one's, 21 px for 16). Tokens Studio merges the
/// sets a theme selects, `source` and `enabled`, and no other theme's.
@Suite struct TokensStudioSourceSetTests {
    private func load(themes: String, order: String) -> TokenLoadResult {
        var files = InMemoryFileSource(base: "/virtual")
        files.write(#"{"size": {"base": {"value": "16", "type": "dimension"}}}"#, atPath: "small.json")
        files.write(#"{"size": {"base": {"value": "21", "type": "dimension"}}}"#, atPath: "large.json")
        files.write(#"{"button": {"height": {"value": "{size.base} * 2", "type": "dimension"}}}"#, atPath: "button.json")
        files.write(##"{"color": {"accent": {"value": "#0000ff", "type": "color"}}}"##, atPath: "core.json")
        files.write(##"{"color": {"accent": {"value": "#ff0000", "type": "color"}}}"##, atPath: "dark.json")
        files.write(themes, atPath: "$themes.json")
        files.write(#"{"tokenSetOrder": [\#(order)]}"#, atPath: "$metadata.json")
        return TokenLoader(files: files).load(files: [], resolver: "$themes.json")
    }

    private func value(_ result: TokenLoadResult, _ name: String, _ context: [String: String]) -> TokenValue? {
        result.sets.first { set in context.allSatisfy { pair in set.contextPairs.contains { $0.name == pair.key && $0.value == pair.value } } }?
            .tokens[TokenPath(dotted: name)]?.value
    }

    @Test func eachThemeMergesOnlyItsOwnSourceSets() {
        let result = load(themes: """
            [{"name": "small", "group": "size", "selectedTokenSets": {"small": "source", "button": "enabled"}},
             {"name": "large", "group": "size", "selectedTokenSets": {"large": "source", "button": "enabled"}}]
            """, order: #""small", "large", "button""#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(value(result, "button.height", ["size": "small"]) == .dimension(Dimension(32)))
        #expect(value(result, "button.height", ["size": "large"]) == .dimension(Dimension(42)))
    }

    /// A source set every theme of two groups selects merges once, first: the second group's themes do not apply it
    /// again over the first group's overrides.
    @Test func aSharedSourceSetMergesOnceAtItsFirstPlace() {
        let result = load(themes: """
            [{"name": "light", "group": "mode", "selectedTokenSets": {"core": "source"}},
             {"name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
             {"name": "small", "group": "size", "selectedTokenSets": {"core": "source", "small": "source", "button": "enabled"}}]
            """, order: #""core", "dark", "small", "button""#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(value(result, "color.accent", ["mode": "dark"]).flatMap { if case .color(let color) = $0 { color.hex } else { nil } } == "#ff0000")
        #expect(value(result, "color.accent", ["mode": "light"]).flatMap { if case .color(let color) = $0 { color.hex } else { nil } } == "#0000ff")
        #expect(value(result, "button.height", ["mode": "dark", "size": "small"]) == .dimension(Dimension(32)))
    }
}
