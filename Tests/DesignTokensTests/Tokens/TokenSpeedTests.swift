import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// What the loader's shortcuts must not change: a definition's out-of-line `alpha` and `mix`, the definitions list
/// kept as it is when no name is listed twice (and rebuilt, the later listing winning, when one is), and the
/// per-context values read only from tokens that carry `$extensions`.
@Suite struct TokenSpeedTests {
    private let node = JSONValue(.object([]))

    @Test func alphaAndMixKeepTheirValuesOutOfLine() {
        let alpha = JSONMember(key: "alpha", line: 3, column: 5, value: JSONValue(.number(0.5)))
        let mix = JSONMember(key: "mix", line: 4, column: 5, value: JSONValue(.null))
        var definition = TokenDefinition(path: "a.b", name: "a.b", node: node, value: node, declaredType: .color, alpha: alpha)
        #expect(definition.alpha == alpha && definition.mix == nil)
        definition.mix = mix
        #expect(definition.alpha == alpha && definition.mix == mix)
        definition.alpha = nil
        #expect(definition.alpha == nil && definition.mix == mix)
        definition.mix = nil
        #expect(definition.alpha == nil && definition.mix == nil)
    }

    @Test func aGroupExtendedTwiceKeepsTheLaterListing() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"base": {"$type": "color", "accent": {"$value": "#112233"}},
             "theme": {"$extends": "{base}", "accent": {"$value": "#445566"}, "link": {"$value": "{theme.accent}"}}}
            """)
        _ = directory
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.hex("theme.accent") == "#445566")
        #expect(result.hex("theme.link") == "#445566")
        #expect(result.sets[0]["theme.link"]?.aliases == ["theme.accent"])
    }

    @Test func perContextValuesAreReadFromTokensWithExtensionsOnly() throws {
        var options = TokenFormatOptions()
        options.contextValues = ["org.primer.overrides": "theme"]
        let directory = try TemporaryDirectory()
        try directory.write("t.tokens.json", """
            {"$type": "color",
             "plain": {"$value": "#000000"},
             "themed": {"$value": "#ffffff", "$extensions": {"org.primer.overrides": {"dark": "#111111"}}},
             "other": {"$value": "#222222", "$extensions": {"com.example": {"note": "kept"}}}}
            """)
        try directory.write("r.resolver.json", """
            {"version": "2025.10", "sets": {"all": {"sources": [{"$ref": "t.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/theme"}]}
            """)
        let result = TokenLoader(options: options).load(files: [], resolver: directory.url("r.resolver.json").path)
        #expect(result.sets.map(\.name) == ["light", "dark"])
        #expect(result.hex("themed", in: 0) == "#ffffff")
        #expect(result.hex("themed", in: 1) == "#111111")
        #expect(result.hex("plain", in: 1) == "#000000")
        #expect(result.sets[1]["other"]?.extensions == #"{"com.example":{"note":"kept"}}"#)
    }
}
