import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Style Dictionary color recipes (`"modify": [...]` beside the value) computed as Open edX Paragon's transform
/// computes them (`tokens/style-dictionary.js` and `tokens/sass-helpers.js`, openedx/paragon b2755fbd, on
/// chroma-js 2.4.2). Each expected value is the one Paragon's build wrote in `styles/css/themes/light/variables.css`
/// at that commit (the fixture `Tests/DocGenTestSupport/Fixtures/build/paragon/`), named by its custom property.
@Suite struct ColorRecipeTests {
    private func resolved(_ json: String, _ path: String) throws -> (String?, TokenLoadResult) {
        let (result, directory) = try TokenFixtures.load(json: json)
        _ = directory
        return (result.only[TokenPath(dotted: path)]?.value.color?.hex, result)
    }

    private func palette(_ recipe: String, value: String = "#0A3055") -> String {
        """
        {"color": {"$type": "color",
          "white": {"$value": "#FFFFFF"},
          "base": {"$value": "\(value)"},
          "made": {"$value": "{color.base}", "modify": \(recipe)},
          "alias": {"$value": "{color.made}"}}}
        """
    }

    /// --pgn-color-primary-100: #F0F3F5FF, color.primary.base #0A3055 with "mix" white "0.94" (the amount a string).
    @Test func mixWithANamedColorAndAStringAmount() throws {
        let (hex, result) = try resolved(palette(#"[{"type": "mix", "otherColor": "white", "amount": "0.94"}]"#), "color.made")
        #expect(hex == "#f0f3f5")
        #expect(result.only[TokenPath(dotted: "color.alias")]?.value.color?.hex == "#f0f3f5")
        #expect(result.errorCodes.isEmpty)
        #expect(result.only[TokenPath(dotted: "color.made")]?.uncertainties.isEmpty == true)
    }

    /// --pgn-color-primary-900: #07223CFF (mix black "0.30"); the other color may be a reference, in Style
    /// Dictionary 3's `.value` spelling too.
    @Test func mixWithAReference() throws {
        #expect(try resolved(palette(##"[{"type": "mix", "otherColor": "#000", "amount": "0.30"}]"##), "color.made").0 == "#07223c")
        #expect(try resolved(palette(#"[{"type": "mix", "otherColor": "{color.white.value}", "amount": 0.94}]"#), "color.made").0 == "#f0f3f5")
        #expect(try resolved(palette(#"[{"type": "mix", "otherColor": "{color.white}", "amount": 0.94}]"#), "color.made").0 == "#f0f3f5")
    }

    /// --pgn-color-action-default-gray-100: #D2D2D2FF, gray.100 #EBEBEB darkened by "0.1": Sass's darken, the HSL
    /// lightness lowered by 0.1 (Paragon's `darken` helper), not chroma-js's Lab darken (#d1d1d1 would be Lab's).
    @Test func darkenLowersTheHSLLightness() throws {
        #expect(try resolved(palette(#"[{"type": "darken", "amount": "0.1"}]"#, value: "#EBEBEB"), "color.made").0 == "#d2d2d2")
    }

    /// --pgn-color-btn-text-primary: #FFFFFFFF on #0A3055 (YIQ 40.9, under Paragon's threshold 128: the light
    /// color). Paragon's README says #454545 for this example; its build writes white.
    /// --pgn-color-btn-text-warning: #454545FF, the dark pick on the yellow #FFD900 (YIQ 187), already past 4.5:1.
    @Test func colorYiqPicksTheLightOrDarkColor() throws {
        #expect(try resolved(palette(#"[{"type": "color-yiq"}]"#), "color.made").0 == "#ffffff")
        #expect(try resolved(palette(#"[{"type": "color-yiq"}]"#, value: "#FFD900"), "color.made").0 == "#454545")
    }

    /// --pgn-color-theme-bg-*: an "alpha" step sets the alpha; steps apply in order.
    @Test func stepsApplyInOrder() throws {
        #expect(try resolved(palette(#"[{"type": "alpha", "amount": 0.5}]"#, value: "#000000"), "color.made").0 == "#00000080")
        #expect(try resolved(palette(#"[{"type": "mix", "otherColor": "white", "amount": 0.5}, {"type": "alpha", "amount": 0.5}]"#,
                                     value: "#000000"), "color.made").0 == "#80808080")
    }

    /// A recipe type docgen does not compute leaves the value as written, uncertain, with a message naming it.
    @Test func anUnknownTypeIsAnUnreadMember() throws {
        let (hex, result) = try resolved(palette(#"[{"type": "shade", "amount": 0.5}]"#), "color.made")
        #expect(hex == "#0a3055")
        #expect(result.errorCodes.isEmpty)
        let made = try #require(result.only[TokenPath(dotted: "color.made")])
        #expect(!made.uncertainties.isEmpty)
        #expect(result.only[TokenPath(dotted: "color.alias")]?.uncertainties.isEmpty == false)
        #expect(result.diagnostics.contains { $0.message.contains("\"shade\"") && $0.message.contains("does not compute") })
    }

    /// A recipe on a CSS-wide keyword leaves it as written (Paragon's transform returns it untouched).
    @Test func aKeywordKeepsItsRecipeOff() throws {
        let (result, directory) = try TokenFixtures.load(json: #"{"c": {"$type": "color", "$value": "inherit", "modify": [{"type": "darken", "amount": 0.1}]}}"#)
        _ = directory
        #expect(result.only[TokenPath(dotted: "c")]?.value == .keyword("inherit"))
    }
}
