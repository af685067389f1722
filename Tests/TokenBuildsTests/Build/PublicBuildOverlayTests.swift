import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// Public token sources overlaid with the CSS their own builds wrote (each folder's SOURCE.md names the commit).
@Suite struct PublicBuildOverlayTests {
    /// Open edX Paragon: Style Dictionary with chroma-js `modify` recipes. With its built CSS (core, then the light
    /// theme) as the build, every token whose property the CSS writes takes the CSS value, by the rule inferred from
    /// the names: the prefix `pgn`.
    @Test func paragonTakesEveryValueItsCSSDefines() throws {
        let set = BuildFixtures.tokens(below: "paragon/tokens/src")
        #expect(set.tokens.count > 1_500)
        let core = try BuildFixtures.read("paragon/styles/css/core/variables.css")
        let light = try BuildFixtures.read("paragon/styles/css/themes/light/variables.css")
        let values = core.scopes[0].values + light.scopes[0].values
        let inference = BuildNameRule.infer(names: values.map(\.name), paths: Array(set.tokens.keys) + set.leftOut)
        #expect(inference.rule.prefix == "pgn")
        #expect([.hyphen, .kebab, .kebabDigits].contains(inference.rule.style), "\(inference.rule)")
        let outcome = BuildOverlay.apply(values, file: "variables.css", to: set, rule: inference.rule)
        var byName: [String: BuiltValue] = [:]
        for value in values { byName[value.name] = value }
        var checked = 0
        for token in set.tokens.values {
            guard let built = byName["--" + inference.rule.name(for: token.path)], let expected = built.tokenValue(as: token.type) else { continue }
            let overlaid = try #require(outcome.set[token.path])
            switch (overlaid.value, expected) {
            case (.color(let a), .color(let b)): #expect(a.rgba8 == b.rgba8, "\(token.path): \(a.hex) vs \(built.text)")
            case (.dimension(let a), .dimension(let b)): #expect(a.points == b.points || a == b, "\(token.path)")
            default: #expect(overlaid.value == expected || overlaid.build?.sourceValue == nil, "\(token.path)")
            }
            #expect(overlaid.build?.name == built.name)
            #expect(!overlaid.uncertainties.contains { $0.carrier == token.path && $0.cause != .differsFromBuild })
            checked += 1
        }
        #expect(checked > 1_000, "\(checked) tokens checked")
    }

    /// GitHub Primer's built CSS has no `:root`: each theme's file writes `[data-color-mode="light"][data-light-theme=
    /// "light"]` and the like. Each context takes the block naming it; its values agree with docgen's reading, so
    /// nothing differs and every token the block writes names it.
    @Test func primersThemeSelectorsMapToItsContexts() throws {
        let primer = BuildFixtures.primer
        for theme in ["light", "dark"] {
            let result = TokenLoader().load(files: [], resolver: primer + "/primer.resolver.json", select: ["theme": theme])
            let set = try result.permutation(select: ["theme": theme]).get()
            #expect(set.contextDescription == "theme=\(theme)")
            let output = try BuildOutput.read(primer + "/dist/css/functional/themes/\(theme).css", from: WorkTreeFileSource()).get()
            let scope = try #require(BuildScopeChoice.scope(in: output, for: set))
            #expect(scope.selector.hasPrefix("[data-color-mode=\"\(theme)\"][data-\(theme)-theme=\"\(theme)\"]"))
            let rule = BuildNameRule.infer(names: scope.values.map(\.name), paths: Array(set.tokens.keys)).rule
            #expect(rule == BuildNameRule(style: .hyphen))
            let outcome = BuildOverlay.apply(scope.values, file: output.file, to: set, rule: rule)
            #expect(outcome.diagnostics.filter { $0.code == "build.differs" }.isEmpty)
            #expect(outcome.set["button.primary.bgColor.rest"]?.build?.name == "--button-primary-bgColor-rest")
            #expect(outcome.overlaid > 500)
        }
    }
}
