import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Tokens Studio conventions read as Tokens Studio and its Style Dictionary transforms read them, each with a warning.
/// Sources of the reference values: Designsystemet's `design-tokens/primitives/modes/size/global.json` and the CSS its
/// build writes (`--ds-size-step: 4`, a number); sd-transforms' `test/integration/tokens/sd-transforms.tokens.json`
/// and the CSS its test expects (`--sdDimensionScale: 2`, `--sdDimensionSm: 8px`); the plugin's starter file
/// `src/config/default.json` (`roundTo({fontSizes.body}*1.25^5)` with a body of 16 is 49); expr-eval's parser
/// (`parseExponential`: `^` binds tighter than a sign and groups to the right).
@Suite struct TokensStudioConventionTests {
    private func warnings(_ result: TokenLoadResult) -> [String] {
        result.diagnostics.filter { $0.code == "tokens.nonstandard" }.map(\.message)
    }

    @Test func mathOverDimensionsInANumberTokenGivesThePlainNumber() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"size": {"_step": {"$type": "fontSizes", "$value": "4"}, "_base": {"$type": "fontSizes", "$value": "18"}},
         "_size": {"step": {"$type": "number", "$value": "{size._step}"}, "base": {"$type": "number", "$value": "{size._base}"},
                   "unit": {"$type": "number", "$value": "{_size.step} / {_size.base} * 18"},
                   "4": {"$type": "dimension", "$value": "floor({_size.unit} * 4)"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "_size.unit")]?.value == .number(4))
        #expect(result.only[TokenPath(dotted: "_size.4")]?.value == .dimension(Dimension(16, .px)))
        #expect(warnings(result).contains { $0.contains("gives 4px") && $0.contains("the number 4") })
    }

    @Test func aMathTypedTokenIsTheNumberOrDimensionItsValueComputesTo() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"dimension": {"scale": {"value": "2", "type": "math"}, "xs": {"value": "4px", "type": "dimension"},
                       "sm": {"value": "{dimension.xs} * {dimension.scale}", "type": "dimension"},
                       "step": {"value": "4px", "type": "math"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "dimension.scale")]?.value == .number(2))
        #expect(result.only[TokenPath(dotted: "dimension.sm")]?.value == .dimension(Dimension(8, .px)))
        #expect(result.only[TokenPath(dotted: "dimension.step")]?.value == .dimension(Dimension(4, .px)))
        #expect(warnings(result).filter { $0.contains("\"math\"") }.count == 2)
    }

    @Test func setsAtTheTopAreMergedInFileOrderTheLaterWinning() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"core": {"colors": {"black": {"$value": "#000000", "$type": "color"}, "white": {"$value": "#ffffff", "$type": "color"}},
                  "fontSizes": {"body": {"$value": "16", "$type": "fontSizes"}, "h1": {"$value": "roundTo({fontSizes.body}*1.25^5)", "$type": "fontSizes"}}},
         "light": {"fg": {"default": {"$value": "{colors.black}", "$type": "color"}}},
         "dark": {"fg": {"default": {"$value": "{colors.white}", "$type": "color"}}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only.tokens.count == 5)
        #expect(result.only[TokenPath(dotted: "fg.default")]?.value == .color(try #require(HexColor.parse("#ffffff"))))
        #expect(result.only[TokenPath(dotted: "fontSizes.h1")]?.value == .dimension(Dimension(49, .px)))
        #expect(warnings(result).contains { $0.contains("core, light, dark are Tokens Studio token sets") })
    }

    /// One reference that names a token inside a group does not make the groups sets: most name tokens from the top.
    @Test func oneReferenceDoesNotMakeTheTopLevelGroupsSets() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"color": {"red": {"$value": "#ff0000", "$type": "color"}, "accent": {"$value": "{color.red}", "$type": "color"},
                   "stroke": {"$value": "{red}", "$type": "color"}},
         "space": {"base": {"$value": "4", "$type": "spacing"}, "double": {"$value": "{space.base} * 2", "$type": "spacing"}}}
        """#)
        #expect(result.only[TokenPath(dotted: "color.accent")] != nil)
        #expect(result.only[TokenPath(dotted: "space.double")]?.value == .dimension(Dimension(8, .px)))
        #expect(!warnings(result).contains { $0.contains("token sets") })
        #expect(result.errorCodes == ["tokens.unknown-reference"])
    }

    @Test(arguments: [
        ("roundTo(16*1.25^5)", "49"), ("2*3^2", "18"), ("-2^2", "-4"), ("2^3^2", "512"), ("2^-1", "0.5"),
        ("(1+1)^3", "8"), ("roundTo({a}*1.25^2, 1)", "25px"),
    ])
    func powerBindsTighterThanASignAndGroupsToTheRight(_ expression: String, _ expected: String) {
        let outcome = TokensStudioMath.evaluate(expression) { $0 == "a" ? TokensStudioQuantity(16, "px") : nil }
        guard case .success(let result) = outcome else { Issue.record("\(expression): \(outcome)"); return }
        #expect(result.value.formattedForDisplay + (result.unit ?? "") == expected, "\(expression)")
    }

    @Test func aPowerWithoutItsExponentIsMalformedAtItsPlace() {
        guard case .failure(let failure) = TokensStudioMathParser.parse("{a}*1.25^") else { Issue.record("parsed"); return }
        #expect(failure.position == 10)
        #expect(failure.message.contains("ends where a number"))
    }
}
