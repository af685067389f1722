import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Kong's token files as published (the fixture `Fixtures/tokens/kong/`, Kong/design-tokens 7b48ace3, see its
/// SOURCE.md): the Button's tokens are empty override slots, and the font groups are typed `"$type": "font"`.
@Suite struct KongFixtureTests {
    private func load() -> TokenLoadResult {
        TokenFixtures.load(["button.json", "source/font/size.json", "source/font/weight.json", "source/font/family.json"]
            .map { "kong/packages/design-tokens/tokens/" + ($0 == "button.json" ? "components/" + $0 : $0) })
    }

    @Test func loadsWithoutAnError() {
        #expect(load().diagnostics.errors.map(\.message) == [])
    }

    /// Every Button token is an empty slot: unset, none resolved, none left out.
    @Test func theButtonsTokensAreUnset() {
        let set = load().only
        #expect(set.unset.count == 71)
        #expect(set.unset.contains(TokenPath(dotted: "button.color.background.primary._")))
        #expect(set.unset == set.unset.sorted())
        #expect(!set.tokens.keys.contains { $0.segments.first == "button" })
        #expect(set.leftOut == [])
    }

    /// `"$type": "font"`: sizes are dimensions, weights written as strings font weights, families font families.
    @Test func fontTokensAreReadByValue() {
        let set = load().only
        #expect(set[TokenPath(dotted: "font.size.40")]?.value == .dimension(Dimension(16, .px)))
        #expect(set[TokenPath(dotted: "font.weight.bold")]?.value == .fontWeight(700))
        #expect(set[TokenPath(dotted: "font.family.text")]?.value == .fontFamily(["Inter", "Roboto", "Helvetica", "sans-serif"]))
        #expect(set[TokenPath(dotted: "font.family.heading")]?.aliases == [TokenPath(dotted: "font.family.text")])
    }
}
