import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// CSS functions written as token values, as published Style Dictionary sets write them for their build to pass
/// through: Utopia's fluid type scale (`clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)`, the Open Props / Utopia
/// convention), `calc()` over references, `color-mix(in srgb, currentColor 7%, transparent)` (a GitHub-style
/// translucent overlay), `linear-gradient(…)` given as a color, `var(--x)`. Computed where CSS defines the result
/// and docgen can know it; kept as written otherwise, never an error.
@Suite struct CSSValueTests {
    private func load(_ json: String) throws -> (TokenLoadResult, TemporaryDirectory) { try TokenFixtures.load(json: json) }

    private func warnings(_ result: TokenLoadResult, _ path: String) -> [String] {
        result.diagnostics.filter { $0.code == "tokens.nonstandard" && $0.location.path == path }.map(\.message)
    }

    /// Utopia's fluid step: rem and vw have no common size without a viewport. The file is read as Tokens Studio's
    /// (its `+` is math-looking), whose math used to refuse it ("mixes the units rem and vw").
    @Test func aFluidClampIsKeptAsWrittenAndItsAliasesKeepIt() throws {
        let (result, _) = try load(#"""
        {"font": {"$type": "dimension", "step-0": {"$value": "clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)"},
                  "body": {"$value": "{font.step-0}"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "font.step-0")]?.value == .opaque("\"clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)\""))
        #expect(result.only[TokenPath(dotted: "font.body")]?.value == .opaque("\"clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)\""))
    }

    @Test func aFunctionDocgenCannotComputeSaysWhyInADTCGFile() throws {
        let (result, _) = try load(#"""
        {"size": {"$type": "dimension", "fluid": {"$value": "clamp(1rem, 2.5vw, 2rem)"}, "page": {"$value": "var(--page-gutter)"}}}
        """#)
        #expect(result.errorCodes == [])
        let fluid = warnings(result, "size.fluid").joined()
        #expect(fluid.contains("does not compute") && fluid.contains("rem") && fluid.contains("vw"))
        #expect(fluid.contains("no check"))
        #expect(warnings(result, "size.page").joined().contains("var() takes its value from the page"))
        #expect(result.only[TokenPath(dotted: "size.page")]?.value == .opaque("\"var(--page-gutter)\""))
    }

    /// CSS Values 4 § 10: like units compute. `min()` has no operator, so the file stays DTCG and the warning shows.
    @Test func mathOfLikeUnitsIsComputed() throws {
        let (result, _) = try load(#"""
        {"space": {"$type": "dimension", "2": {"$value": {"value": 8, "unit": "px"}}, "gap": {"$value": "min({space.2}, 12px)"},
                   "clamped": {"$value": "clamp(1rem, 3rem, 2rem)"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "space.gap")]?.value == .dimension(Dimension(8, .px)))
        #expect(result.only[TokenPath(dotted: "space.clamped")]?.value == .dimension(Dimension(2, .rem)))
        #expect(warnings(result, "space.gap").joined().contains("computed as CSS computes it"))
    }

    @Test func calcOfLikeUnitsIsComputedAndOfMixedUnitsKept() throws {
        let (result, _) = try load(#"""
        {"space": {"$type": "dimension", "2": {"$value": {"value": 8, "unit": "px"}},
                   "double": {"$value": "calc({space.2} * 2)"}, "sum": {"$value": "calc(1rem + 0.5rem)"},
                   "mixed": {"$value": "calc(1rem + 4px)"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "space.double")]?.value == .dimension(Dimension(16, .px)))
        #expect(result.only[TokenPath(dotted: "space.sum")]?.value == .dimension(Dimension(1.5, .rem)))
        #expect(result.only[TokenPath(dotted: "space.mixed")]?.value == .opaque("\"calc(1rem + 4px)\""))
    }

    @Test func colorMixOverAReferenceIsComputed() throws {
        let (result, _) = try load(#"""
        {"color": {"$type": "color", "accent": {"$value": "#0b5fff"},
                   "hover": {"$value": "color-mix(in srgb, {color.accent} 50%, #ffffff)"},
                   "overlay": {"$value": "color-mix(in srgb, currentColor 7%, transparent)"},
                   "hero": {"$value": "linear-gradient(90deg, #fff, #000)"}}}
        """#)
        #expect(result.errorCodes == [])
        // (11 + 255) / 2, (95 + 255) / 2, 255: channel by channel in sRGB.
        #expect(result.hex(TokenPath(dotted: "color.hover")) == "#85afff")
        #expect(result.only[TokenPath(dotted: "color.overlay")]?.value == .opaque("\"color-mix(in srgb, currentColor 7%, transparent)\""))
        #expect(warnings(result, "color.overlay").joined().contains("currentColor"))
        #expect(warnings(result, "color.hero").joined().contains("paints an image"))
    }

    /// The web-platform-tests' reference values (css/css-color/color-mix-non-srgb-001.html), each channel to within
    /// one 8-bit level. `in lch, red, green` lies outside sRGB (blue below 0): the reference clips it, docgen maps it
    /// into gamut as CSS Color 4 § 13.2 says and as it does for every color, and the two are 2 levels apart.
    @Test(arguments: [
        ("xyz", "red", "green", (188, 92, 0)), ("lab", "red", "green", (161, 108, 0)), ("lch", "red", "green", (145, 116, 0)),
        ("xyz", "red", "green 90%", (89, 122, 0)), ("lab", "red", "green 90%", (65, 126, 0)), ("lch", "red", "green 90%", (49, 128, 0)),
        ("xyz", "red 90%", "green", (243, 40, 0)), ("lab", "red 90%", "green", (237, 55, 0)), ("lch", "red 90%", "green", (235, 59, 0)),
    ])
    func colorMixMatchesTheWebPlatformTests(_ space: String, _ first: String, _ second: String, _ expected: (Int, Int, Int)) throws {
        let call = try #require(CSSFunctionCall("color-mix(in \(space), \(first), \(second))"))
        let color = try CSSColorMix.color(of: call).get().rgba8
        let found = (Int(color.red), Int(color.green), Int(color.blue))
        let tolerance = space == "lch" && first == "red" && second == "green" ? 2 : 1
        #expect(abs(found.0 - expected.0) <= tolerance && abs(found.1 - expected.1) <= tolerance && abs(found.2 - expected.2) <= tolerance,
                "color-mix(in \(space), \(first), \(second)) gave \(found), expected \(expected)")
    }

    /// CSS Color 5, Percent Normalization (web-platform-tests css/css-color/color-mix-percents-02.html): percentages
    /// summing past 100 % scale down, so every pair gives rgb(68.4898% 36.015% 68.3102%); a sum below 100 % becomes
    /// an alpha multiplier.
    @Test func percentagesAreNormalised() throws {
        for percent in [50, 55, 70, 95] {
            let call = try #require(CSSFunctionCall("color-mix(in lch, purple \(percent)%, plum \(percent)%)"))
            let color = try CSSColorMix.color(of: call).get()
            #expect(abs(color.red - 0.684898) < 0.004 && abs(color.green - 0.36015) < 0.004 && abs(color.blue - 0.683102) < 0.004,
                    "\(percent)%: \(color.hex)")
        }
        let faded = try CSSColorMix.color(of: #require(CSSFunctionCall("color-mix(in srgb, red 30%, blue 30%)"))).get()
        #expect(faded.hex == "#80008099")
        #expect(CSSColorMix.normalized(0, 0) == nil)
    }

    /// CSS Color 4 § 12.4: `longer hue` goes the long way round (red to blue through green in hsl).
    @Test func hueInterpolationMethods() throws {
        let shorter = try CSSColorMix.color(of: #require(CSSFunctionCall("color-mix(in hsl, red, blue)"))).get()
        let longer = try CSSColorMix.color(of: #require(CSSFunctionCall("color-mix(in hsl longer hue, red, blue)"))).get()
        #expect(shorter.hex == "#ff00ff") // hue 300
        #expect(longer.hex == "#00ff00") // hue 120
    }
}
