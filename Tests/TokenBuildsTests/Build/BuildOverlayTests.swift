import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// A token set overlaid with the values of the team's build: the build wins, and says so. Values follow Paragon's
/// built CSS (`--pgn-color-primary-base: #0a3055`; the source's `modify` recipe is what docgen may misread).
@Suite struct BuildOverlayTests {
    private let here = SourceLocation(file: "tokens/color.json", line: 3, column: 5)
    private let built = SourceLocation(file: "dist/core.css", line: 12, column: 3)

    private func set(_ tokens: [ResolvedToken], context: [TokenSet.ContextPair] = []) -> TokenSet {
        TokenSet(context: context, tokens: Dictionary(uniqueKeysWithValues: tokens.map { ($0.path, $0) }))
    }

    private func color(_ path: TokenPath, _ hex: String, aliases: [TokenPath] = [], uncertain: Bool = false) -> ResolvedToken {
        let uncertainties = uncertain ? [ValueUncertainty(.unreadMember, reason: "\(path) has \"modify\" with the type \"saturate\"", carrier: path)] : []
        return ResolvedToken(path: path, type: .color, value: .color(HexColor.parse(hex)!), aliases: aliases, location: here, uncertainties: uncertainties)
    }

    private let rule = BuildNameRule(prefix: "pgn", style: .kebab)

    @Test func aConfidentReadingThatDiffersIsMarkedAndWarned() throws {
        let outcome = BuildOverlay.apply([BuiltValue(name: "--pgn-color-primary-base", text: "#0a3055", location: built)],
                                         file: "dist/core.css", to: set([color("color.primary.base", "#0b3156")]), rule: rule)
        let token = try #require(outcome.set["color.primary.base"])
        #expect(token.value == .color(HexColor.parse("#0a3055")!))
        #expect(token.build == BuildProvenance(name: "--pgn-color-primary-base", location: built, sourceValue: .color(HexColor.parse("#0b3156")!)))
        #expect(token.uncertainties.map(\.cause) == [.differsFromBuild])
        #expect(outcome.diagnostics.map(\.code) == ["build.differs"])
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == here)
        #expect(warning.message.contains("#0b3156") && warning.message.contains("#0a3055") && warning.message.contains("dist/core.css:12:3"))
    }

    @Test func anUncertainReadingIsSettledByTheBuild() throws {
        let outcome = BuildOverlay.apply([BuiltValue(name: "--pgn-color-primary-base", text: "rgb(10, 48, 85)", location: built)],
                                         file: "dist/core.css", to: set([color("color.primary.base", "#0b3156", uncertain: true)]), rule: rule)
        let token = try #require(outcome.set["color.primary.base"])
        #expect(token.value.color?.hex == "#0a3055")
        #expect(token.uncertainties.isEmpty)
        #expect(token.build?.sourceValue != nil)
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func anAgreeingBuildKeepsTheSourceValueAndNamesItself() throws {
        let outcome = BuildOverlay.apply([BuiltValue(name: "--pgn-spacing-base", text: "1rem", location: built)], file: "dist/core.css",
                                         to: set([ResolvedToken(path: "spacing.base", type: .dimension, value: .dimension(Dimension(16)), location: here)]),
                                         rule: rule)
        let token = try #require(outcome.set["spacing.base"])
        #expect(token.value == .dimension(Dimension(16)))
        #expect(token.build == BuildProvenance(name: "--pgn-spacing-base", location: built))
        #expect(outcome.diagnostics.isEmpty)
    }

    /// An alias the build does not write follows the nearest token of its chain that the build defines.
    @Test func anAliasFollowsTheBuildsValue() throws {
        let tokens = [color("color.primary.base", "#0b3156", uncertain: true),
                      color("btn.bg", "#0b3156", aliases: ["color.primary.base"], uncertain: true)]
        let outcome = BuildOverlay.apply([BuiltValue(name: "--pgn-color-primary-base", text: "#0a3055", location: built)],
                                         file: "dist/core.css", to: set(tokens), rule: rule)
        let alias = try #require(outcome.set["btn.bg"])
        #expect(alias.value.color?.hex == "#0a3055")
        #expect(alias.uncertainties.isEmpty)
        #expect(alias.build == nil)
        #expect(outcome.overlaid == 2)
    }

    /// A color only the build defines becomes a token a definition can name (`{color.brand.accent}`).
    /// An asset catalog's namespaced names (`Button/Primary/Fill`: a group folder with `provides-namespace`) have
    /// their parts joined in the rule's style, so the inferred rule (kebab and camel map them alike; the earlier style
    /// wins the tie) finds `button.primary.fill`.
    @Test func namespacedNamesJoinTheirPartsInTheRulesStyle() throws {
        let paths: [TokenPath] = ["button.primary.fill", "button.primary.label"]
        let names = ["Button/Primary/Fill", "Button/Primary/Label"]
        let inference = BuildNameRule.infer(names: names, paths: paths)
        #expect(inference.mapped == 2)
        #expect(BuildNameRule(style: .camel).spelled("Button/Primary/Fill") == "buttonPrimaryFill")
        #expect(BuildNameRule(style: .kebab).spelled("Button/Primary/Fill") == "button-primary-fill")
        let color = BuiltValue(name: "Button/Primary/Fill", text: "#0a3055", color: HexColor.parse("#0a3055"), location: built)
        let outcome = BuildOverlay.apply([color], file: "Colors.xcassets", to: set([self.color("button.primary.fill", "#000000")]),
                                         rule: inference.rule)
        #expect(outcome.set["button.primary.fill"]?.value == .color(HexColor.parse("#0a3055")!))
        #expect(outcome.set["button.primary.fill"]?.build?.name == "Button/Primary/Fill")
    }

    @Test func aNameNoSourceDefinesIsAdded() throws {
        let outcome = BuildOverlay.apply([BuiltValue(name: "--pgn-color-primary-base", text: "#0a3055", location: built),
                                          BuiltValue(name: "--pgn-color-brand-accent", text: "#00688d", location: built),
                                          BuiltValue(name: "--pgn-font-family-base", text: "\"Inter\", sans-serif", location: built)],
                                         file: "dist/core.css", to: set([color("color.primary.base", "#0a3055")]), rule: rule)
        let added = try #require(outcome.set["color.brand.accent"])
        #expect(added.type == .color)
        #expect(added.value.color?.hex == "#00688d")
        #expect(added.location == built)
        #expect(outcome.added == ["color.brand.accent"])
        let note = try #require(outcome.diagnostics.first { $0.code == "build.unmapped" })
        #expect(note.message.hasPrefix("2 names of the build map to no token of the sources by the name rule prefix \"pgn\", kebab"))
        #expect(note.message.contains("1 left out"))
    }

    @Test func scopesMapToContextsByTheirNames() throws {
        let scopes = [BuildOutput.Scope(selector: ":root"), BuildOutput.Scope(selector: "[data-theme=\"dark\"]"),
                      BuildOutput.Scope(selector: ".theme-high-contrast"),
                      BuildOutput.Scope(selector: "@media (prefers-color-scheme: dark) :root", appearance: ["prefers-color-scheme": "dark"]),
                      BuildOutput.Scope(selector: "[data-dark-theme=\"dark_dimmed\"]")]
        let output = BuildOutput(file: "t.css", format: .css, scopes: scopes)
        func chosen(_ value: String, selectors: [String: String] = [:]) -> String? {
            let set = TokenSet(context: [.init(name: "theme", value: value)], tokens: [:])
            return BuildScopeChoice.scope(in: output, for: set, selectors: selectors)?.selector
        }
        #expect(chosen("dark") == "[data-theme=\"dark\"]")
        #expect(chosen("high-contrast") == ".theme-high-contrast")
        #expect(chosen("dark-dimmed") == "[data-dark-theme=\"dark_dimmed\"]")
        #expect(chosen("light") == ":root")
        #expect(chosen("dark", selectors: ["dark": "@media (prefers-color-scheme: dark) :root"]) == "@media (prefers-color-scheme: dark) :root")
        #expect(BuildScopeChoice.scope(in: output, for: TokenSet(context: [], tokens: [:]))?.selector == ":root")
    }
}
