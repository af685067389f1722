import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

@Suite struct ColorSpaceConversionTests {
    /// DTCG 2025.10 Color module, "Supported color spaces": each space's example is hot pink, hex fallback #ff00ff.
    @Test(arguments: ["srgb", "srgb-linear", "lab", "lch", "oklab", "oklch", "xyz-d65", "xyz-d50", "hot-pink"])
    func specExamplesConvertToTheirHexFallback(name: String) {
        let result = TokenFixtures.load(["spec/color-supported-spaces.tokens.json"])
        #expect(result.hex(TokenPath([name])) == "#ff00ff", "\(name): \(result.hex(TokenPath([name])) ?? "unresolved")")
    }

    /// The spec's HSL and HWB examples give hue 330 with fallback #ff00ff, but CSS Color 4 § 7.1 and § 8.1 define
    /// hsl(330 100% 50%) and hwb(330 0% 0%) as rgb(255 0 128): docgen follows CSS's conversion, not the fallback.
    @Test func hslAndHWBFollowCSSColor4() {
        let result = TokenFixtures.load(["spec/color-supported-spaces.tokens.json"])
        #expect(result.hex("hsl") == "#ff0080")
        #expect(result.hex("hwb") == "#ff0080")
    }

    /// display-p3, a98-rgb, prophoto-rgb and rec2020 [1, 0, 1] lie outside sRGB: CSS Color 4 § 13.2 gamut mapping
    /// keeps OKLCH lightness and hue and lowers chroma, so the result is in gamut and still a magenta.
    @Test(arguments: ["display-p3", "a98-rgb", "prophoto-rgb", "rec2020"])
    func wideGamutExamplesAreMappedIntoSRGB(name: String) throws {
        let result = TokenFixtures.load(["spec/color-supported-spaces.tokens.json"])
        let color = try #require(result.only[TokenPath([name])]?.value.color, "\(name) unresolved")
        for channel in [color.red, color.green, color.blue] { #expect((0...1).contains(channel), "\(name)") }
        #expect(color.red > 0.99 && color.blue > 0.85 && color.green < 0.45, "\(name): \(color.hex)")
        // Clipping alone would give #ff00ff; mapping lowers chroma instead, which lifts green.
        #expect(color.hex != "#ff00ff", "\(name)")
    }

    /// CSS Color 4 § 10.7 "The Predefined ITU-R BT.2020-2 RGB Color Space: rec2020", as changed after the CSS
    /// Working Group's resolution of 2025-08-19 (w3c/csswg-drafts#12574, "make the change to 2.4 gamma for rec2020"):
    /// the transfer function is BT.1886's reference EOTF with black lift 0 and gain 1, a pure 2.4 power, extended to
    /// negative values by symmetry. Mid gray 0.5 is 0.5^2.4 = 0.18946 linear, which sRGB encodes as 0.47247 →
    /// #787878 (BT.2020's camera OETF, the old definition, gave #8b8b8b).
    @Test(arguments: [([0.5, 0.5, 0.5], "#787878"), ([1, 1, 1], "#ffffff"), ([0, 0, 0], "#000000"), ([0.2, 0.2, 0.2], "#282828")])
    func rec2020UsesTheGamma24TransferFunction(components: [Double], expected: String) throws {
        let text = components.map { String($0) }.joined(separator: ", ")
        let (result, _) = try TokenFixtures.load(json: """
            {"gray": {"$type": "color", "$value": {"colorSpace": "rec2020", "components": [\(text)]}}}
            """)
        #expect(result.hex("gray") == expected, "\(components)")
    }

    /// Color module, "Using the none keyword": both White examples render as white; the second example's
    /// "Translucent shadow" keeps alpha 0.5.
    @Test func noneKeywordAndAlpha() {
        let result = TokenFixtures.load(["spec/color-supported-spaces.tokens.json"])
        #expect(result.hex("white-none") == "#ffffff")
        #expect(result.hex("white-zero") == "#ffffff")
        #expect(result.hex("translucent-shadow") == "#00000080")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// CSS Color 4 § 5.2 hex notation, as older token files write colors.
    @Test(arguments: [("#0B5FFF", "#0b5fff"), ("#fff", "#ffffff"), ("#0b5fff80", "#0b5fff80"), ("#f008", "#ff000088")])
    func hexStrings(text: String, expected: String) {
        #expect(HexColor.parse(text)?.hex == expected, "\(text)")
    }

    @Test(arguments: ["#12345", "0b5fff", "#ggg", "#", "#1234567"])
    func malformedHexStrings(text: String) {
        #expect(HexColor.parse(text) == nil, "\(text)")
    }

    /// Component ranges from the Color module's table: hue is [0 - 360), sRGB channels [0 - 1].
    @Test func componentsOutsideTheirRangeAreMalformed() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"$type": "color",
             "hue": {"$value": {"colorSpace": "hsl", "components": [360, 50, 50]}},
             "red": {"$value": {"colorSpace": "srgb", "components": [1.2, 0, 0]}},
             "alpha": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}},
             "space": {"$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}},
             "count": {"$value": {"colorSpace": "srgb", "components": [1, 0]}},
             "fallback": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000"}}}
            """)
        let messages = result.diagnostics.errors.map(\.message)
        #expect(result.errorCodes == Array(repeating: "tokens.malformed-value", count: 6), "\(messages)")
        #expect(messages.contains { $0.contains("hsl hue 360 is outside [0 - 360)") })
        #expect(messages.contains { $0.contains("srgb red 1.2 is outside [0 - 1]") })
        #expect(messages.contains { $0.contains("unknown colorSpace \"cmyk\"") })
        #expect(result.only.tokens.isEmpty)
    }
}
