import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Values keyed by mode inside the value (issue 22), in the shape of Mozilla's
/// `toolkit/themes/shared/design-system/design-tokens.json` (Style Dictionary classic): read per permutation of the
/// modifiers `surface` and `mode` the keys offer, as the stylesheets Mozilla's build writes give them.
@Suite struct PerModeValuesTests {
    static let json = """
        {"color": {"white": {"value": "#ffffff", "type": "color"}, "gray05": {"value": "#fbfbfe", "type": "color"},
                   "gray100": {"value": "#15141a", "type": "color"}, "red60": {"value": "#d7264c", "type": "color"},
                   "red30": {"value": "#ff848b", "type": "color"}},
         "button": {
           "destructive": {"type": "color", "value": {"light": "{color.red60}", "dark": "{color.red30}", "forcedColors": "{color.white}"}},
           "ghost": {"type": "color", "value": {"default": "#00000000", "brand": {"forcedColors": "{color.white}"}}},
           "primaryText": {"type": "color", "value": {"forcedColors": "#000000", "brand": {"light": "{color.white}", "dark": "{color.gray100}"},
                                                      "platform": {"default": "{color.gray05}"}}},
           "outline": {"type": "color", "value": {"prefersContrast": "{color.white}"}}},
         "opacity": {"disabled": {"type": "number", "value": {"default": 0.5, "forcedColors": 1}}}}
        """

    private func set(_ result: TokenLoadResult, _ surface: String, _ mode: String) throws -> TokenSet {
        try #require(result.sets.first { $0.contextPairs == [.init(name: "surface", value: surface), .init(name: "mode", value: mode)] })
    }

    private func hex(_ set: TokenSet, _ path: String) -> String? { set[TokenPath(dotted: path)]?.value.color?.hex }

    @Test func theKeysAreOfferedAsModifiers() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json)
        #expect(result.modifiers == [TokenModifier(name: "surface", contexts: ["brand", "platform"], defaultContext: "brand"),
                                     TokenModifier(name: "mode", contexts: ["light", "dark", "forcedColors", "prefersContrast"], defaultContext: "light")])
    }

    @Test func eachPermutationTakesTheValueMozillasStylesheetsGive() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json)
        let brandLight = try set(result, "brand", "light"), brandDark = try set(result, "brand", "dark")
        let platformDark = try set(result, "platform", "dark"), forced = try set(result, "brand", "forcedColors")
        let contrast = try set(result, "platform", "prefersContrast")
        #expect(hex(brandLight, "button.destructive") == "#d7264c")
        #expect(hex(brandDark, "button.destructive") == "#ff848b")
        #expect(hex(forced, "button.destructive") == "#ffffff")
        #expect(hex(contrast, "button.destructive") == "#d7264c", "a media mode with no value takes the default mode's")
        #expect(hex(brandDark, "button.primaryText") == "#15141a", "the surface's value for the mode")
        #expect(hex(platformDark, "button.primaryText") == "#fbfbfe", "the surface's default")
        #expect(hex(forced, "button.primaryText") == "#000000", "the mode's value before the surface's default")
        #expect(hex(brandLight, "button.ghost") == "#00000000")
        #expect(hex(forced, "button.ghost") == "#ffffff")
        #expect(forced[TokenPath(dotted: "opacity.disabled")]?.value.number == 1)
        #expect(brandLight[TokenPath(dotted: "opacity.disabled")]?.value.number == 0.5)
    }

    @Test func aTokenWithNoValueInAPermutationIsLeftOutOfItWithAWarning() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json)
        #expect(try set(result, "brand", "light")[TokenPath(dotted: "button.outline")] == nil)
        #expect(hex(try set(result, "brand", "prefersContrast"), "button.outline") == "#ffffff")
        #expect(result.diagnostics.contains { $0.message.hasPrefix("the token has no value for surface=brand, mode=light") && $0.severity == .warning })
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.filter { $0.severity == .error })")
    }

    @Test func eachTokenSoReadIsAWarningSayingWhatWasAssumed() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json, select: ["surface": "brand", "mode": "dark"])
        let warning = try #require(result.diagnostics.first { $0.location.path == "button.destructive" })
        #expect(warning.code == "tokens.nonstandard")
        #expect(warning.message == "the value is an object of values by mode (light, dark, forcedColors); read as per-context values: the modifier \"mode\" chooses one")
    }

    @Test func aColorObjectIsNotReadAsModes() {
        #expect(!PerModeValues.isPerMode(JSONValue(.object([JSONMember(key: "colorSpace", line: 1, column: 1, value: JSONValue(.string("srgb")))]))))
    }
}
