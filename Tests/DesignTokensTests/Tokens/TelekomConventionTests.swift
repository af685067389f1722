import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Deutsche Telekom's Style Dictionary conventions (`telekom/design-tokens` at 882d939, `src/core/*.json5`,
/// `src/semantic/*.json5`), read as its build (`config/shared.js`) reads them. The expected values are those of the
/// stylesheet its build wrote (`playground/tailwind-css/design-tokens.all.css`, `:root`, the light mode):
/// `--telekom-size-icon-extra-small: 0.75rem` (core.dimension.1500), `--telekom-spacing-composition-space-01:
/// 0.0625rem` (core.dimension.125), `--telekom-size-generic-size-25: 36rem` (core.dimension.7125),
/// `--telekom-color-text-and-icon-additional: hsla(0, 0%, 0%, 0.65)` (dark mode `hsla(0, 0%, 100%, 0.65)`),
/// `--telekom-color-ui-border-standard: hsla(0, 0%, 0%, 0.44)`.
@Suite struct TelekomConventionTests {
    /// The core dimensions as Telekom writes them: an 8px base, a ratio of "2", scale steps aliasing both with `.value`.
    static let core = #"""
    {"core": {"dimension": {
      "base": {"value": "8px", "type": "dimension"},
      "ratio": {"value": "2", "type": "number"},
      "125": {"type": "modular-scale", "value": {"base": "{core.dimension.base.value}", "ratio": "{core.dimension.ratio.value}",
              "pow": 0, "sub_step": 0, "not_really_modular_just_multiply_base": 0.125}},
      "1500": {"type": "modular-scale", "value": {"base": "{core.dimension.base.value}", "ratio": "{core.dimension.ratio.value}", "pow": 0, "sub_step": 0.5}},
      "2000": {"type": "modular-scale", "value": {"base": "{core.dimension.base.value}", "ratio": "{core.dimension.ratio.value}", "pow": 1, "sub_step": 0}},
      "7125": {"type": "modular-scale", "value": {"base": "{core.dimension.base.value}", "ratio": "{core.dimension.ratio.value}", "pow": 6, "sub_step": 0.125}}
     },
     "color": {"black": {"value": "#000000", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}}},
     "size": {"icon": {"extra-small": {"value": "{core.dimension.1500.value}", "type": "dimension"}}},
     "spacing": {"composition": {"space-01": {"value": "{core.dimension.125.value}", "type": "dimension"}}},
     "generic": {"size-25": {"value": "{core.dimension.7125.value}", "type": "dimension"}},
     "color": {"text": {"additional": {"type": "color", "value": {"light": {"color": "{core.color.black}", "alpha": 0.65},
                                                                  "dark": {"color": "{core.color.white}", "alpha": 0.65}}}},
               "border": {"type": "color", "value": {"color": "{core.color.black}", "alpha": 0.44}}}}
    """#

    private func warnings(_ result: TokenLoadResult, _ path: String) -> [String] {
        result.diagnostics.filter { $0.code == "tokens.nonstandard" && $0.location.path == path }.map(\.message)
    }

    @Test func theModularScaleIsTheDimensionTelekomsStylesheetHolds() throws {
        let (result, _) = try TokenFixtures.load(json: Self.core, select: ["mode": "light"])
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.errors.map(\.message))")
        let expected: [(String, Double)] = [("size.icon.extra-small", 0.75), ("spacing.composition.space-01", 0.0625),
                                            ("generic.size-25", 36), ("core.dimension.2000", 1)]
        for (path, rem) in expected {
            #expect(result.only[TokenPath(dotted: path)]?.value == .dimension(Dimension(rem, .rem)), "\(path)")
        }
        #expect(warnings(result, "core.dimension.1500") == [
            "the dimension is written as a modular scale {base, ratio, pow, sub_step}, which the format does not define; read as 0.75rem = " +
                "base 0.5rem × 2^0, moved 0.5 of the way to the next step × 2^1 (Telekom's modular-scale/rem transform, which its stylesheet uses)",
        ])
        #expect(warnings(result, "core.dimension.125").joined().contains("0.0625rem = base 0.5rem × 0.125"))
    }

    /// Telekom's `getModularScaleTransform`, case by case: the multiplier wins over the ratio; a sub-step of 0 is the
    /// step itself; a base in px is taken to rem first.
    static let scales: [(ModularScale.Scale, Double)] = [
        (ModularScale.Scale(base: 0.5, ratio: 2, power: 0, subStep: 0, multiplier: 0.25), 0.125),
        (ModularScale.Scale(base: 0.5, ratio: 2, power: 3, subStep: 0, multiplier: 0), 4),
        (ModularScale.Scale(base: 0.5, ratio: 2, power: 2, subStep: 0.25, multiplier: 0), 2.5),
        (ModularScale.Scale(base: 0.5, ratio: 1.5, power: 1, subStep: 0.5, multiplier: 0), 0.9375),
    ]

    @Test(arguments: scales)
    func theArithmeticIsTelekoms(scale: ModularScale.Scale, rem: Double) {
        #expect(scale.rem == rem)
    }

    @Test func aColorWithAlphaIsTheColorWithThatAlphaInEachMode() throws {
        for (mode, hex) in [("light", "#000000a6"), ("dark", "#ffffffa6")] {
            let (result, _) = try TokenFixtures.load(json: Self.core, select: ["mode": mode])
            #expect(result.diagnostics.errors.isEmpty)
            let color = try #require(result.only[TokenPath(dotted: "color.text.additional")]?.value.color)
            #expect(color.hex == hex && color.alpha == 0.65, "\(mode)")
        }
        let (result, _) = try TokenFixtures.load(json: Self.core, select: ["mode": "light"])
        #expect(result.only[TokenPath(dotted: "color.border")]?.value.color?.alpha == 0.44)
        #expect(warnings(result, "color.border") == [
            "the color is written {\"color\": …, \"alpha\": 0.44}, which the format does not define; read as #00000070, " +
                "the color {core.color.black} #000000 with its alpha set to 0.44 (Telekom's color/alpha transform)",
        ])
    }

    /// A shadow layer's `color` written the same way (`src/core/shadow.tokens.json5`; here with DTCG's member names).
    @Test func aShadowLayersColorWithAlphaIsRead() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"black": {"$type": "color", "$value": "#000000"},
         "level-1": {"$type": "shadow", "$value": [{"offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
           "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "color": {"color": "{black}", "alpha": 0.1}}]}}
        """#)
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.errors.map(\.message))")
        let value = result.only[TokenPath(dotted: "level-1")]?.value
        let layer: TokenValue? = if case .list(let layers)? = value { layers.first } else { value }
        #expect(layer?["color"]?.color?.hex == "#0000001a")
    }

    /// `{core.radius.20.value} + 1px` makes the file Tokens Studio math (as Telekom's Figma build hands it to Tokens
    /// Studio, `output/telekom/figma`: `"{Radius.20} + 1px"`); the `.value` ending still names the token.
    @Test func referencesEndingInValueNameTheTokenInMathAndInWholeValues() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"core": {"radius": {"20": {"value": "4px", "type": "dimension"}}}}
        """#, #"""
        {"radius": {"experimental": {"focus": {
          "extra-small": {"value": "{core.radius.20.value}", "type": "dimension"},
          "small": {"value": "{core.radius.20.value} + 1px", "type": "dimension"}}}}}
        """#)
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.errors.map(\.message))")
        #expect(result.only[TokenPath(dotted: "radius.experimental.focus.extra-small")]?.value == .dimension(Dimension(4, .px)))
        #expect(result.only[TokenPath(dotted: "radius.experimental.focus.small")]?.value == .dimension(Dimension(5, .px)))
    }

    /// In a DTCG file `.value` is no part of the reference syntax: a token named so is still required.
    @Test func aDTCGFileStillNeedsTheExactName() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"size": {"$type": "dimension", "a": {"$value": {"value": 4, "unit": "px"}}, "b": {"$value": "{size.a.value}"}}}
        """#)
        #expect(result.errorCodes == ["tokens.unknown-reference"])
    }

    @Test func strictFormatMakesEachAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("core.tokens.json", Self.core)
        let result = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [directory.url("core.tokens.json").path], resolver: nil,
                                                                                   select: ["mode": "light"])
        let errors = result.diagnostics.errors.map(\.message)
        #expect(errors.contains { $0.hasPrefix("the dimension is written as a modular scale") })
        #expect(errors.contains { $0.hasPrefix("the color is written {\"color\": …") })
    }
}
