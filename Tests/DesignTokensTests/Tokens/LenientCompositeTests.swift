import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Style Dictionary's leniency over composite values: it writes the members given, and CSS has initial values for
/// the ones left out. Reference values: Style Dictionary's `init basic` starter (style-dictionary/style-dictionary
/// `examples/basic/tokens/object-values.json`, shadows without `spread`, typography without `letterSpacing`),
/// Bubbly Lab's `text.tokens.jsonc` (typography without `fontFamily`), Deutsche Telekom's
/// `core/shadow.tokens.json5` (Tokens Studio's shadow member names, read as tokens-studio/sd-transforms'
/// `transformShadow` reads them).
@Suite struct LenientCompositeTests {
    private func messages(_ result: TokenLoadResult) -> [String] { result.diagnostics.map(\.message) }

    @Test func aShadowWithoutSpreadHasSpreadZero() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"colors": {"$type": "color", "black": {"$value": "#000000"}},
             "shadows": {"$type": "shadow", "sm": {"$value": {"color": "{colors.black}", "offsetX": {"value": 0, "unit": "px"},
              "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 12, "unit": "px"}}}}}
            """)
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"], "\(result.diagnostics)")
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "the shadow value has no spread; Style Dictionary writes the members given, the format requires it; " +
                "read as spread 0px, CSS's initial value for a box-shadow's spread (Style Dictionary's CSS leaves it out)")
        #expect(warning.location == SourceLocation(file: directory.url("0.tokens.json").path, line: 2, column: 50, path: "shadows.sm"))
        let shadow = try #require(result.only["shadows.sm"]?.value)
        #expect(shadow["spread"] == .dimension(Dimension(0, .px)))
        #expect(shadow["offsetY"] == .dimension(Dimension(4, .px)))
        #expect(shadow["blur"] == .dimension(Dimension(12, .px)))
        #expect(shadow["inset"] == .keyword("false"))
    }

    @Test func typographyWithoutLetterSpacingHasNone() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"text": {"$type": "typography", "heading": {"$value": {"fontFamily": "Open Sans", "fontWeight": 800,
              "fontSize": {"value": 28, "unit": "px"}, "lineHeight": 1.8}}}}
            """)
        #expect(messages(result) == ["the typography value has no letterSpacing; Style Dictionary writes the members given, the format requires it; " +
                                     "read as letterSpacing 0px: CSS's initial letter-spacing, normal, adds no space (Style Dictionary's font shorthand has none)"])
        let value = try #require(result.only["text.heading"]?.value)
        #expect(value["letterSpacing"] == .dimension(Dimension(0, .px)))
        #expect(value["fontFamily"] == .fontFamily(["Open Sans"]))
    }

    /// Bubbly sets its font on the whole page and leaves `fontFamily` out of every typography: no family is invented.
    @Test func typographyWithoutFontFamilyKeepsItAbsent() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"typography": {"$type": "typography", "large-title": {"$value": {"fontWeight": 700, "fontSize": {"value": 36, "unit": "px"},
              "lineHeight": 1.4, "letterSpacing": {"value": 0, "unit": "px"}}}}}
            """)
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"])
        #expect(messages(result).first?.hasPrefix("the typography value has no fontFamily; Style Dictionary writes the members given, the format requires it; " +
                                                 "read as no font family: the text inherits the font of the page it is set in") == true, "\(messages(result))")
        let value = try #require(result.only["typography.large-title"]?.value)
        #expect(value["fontFamily"] == nil)
        #expect(value["fontSize"] == .dimension(Dimension(36, .px)))
        #expect(value["fontWeight"] == .fontWeight(700))
    }

    /// A member CSS has no initial value for here stays required: a typography without a size is not read.
    @Test func aMissingFontSizeIsStillAnError() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "lineHeight": 1.5,
              "letterSpacing": {"value": 0, "unit": "px"}}}}
            """)
        #expect(result.errorCodes == ["tokens.malformed-value"])
        #expect(result.only["t"] == nil)
    }

    @Test func leftOutMembersAreErrorsUnderStrictFormat() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.tokens.json", """
            {"s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": {"value": 0, "unit": "px"},
              "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 12, "unit": "px"}}}}
            """)
        let result = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [directory.url("t.tokens.json").path], resolver: nil)
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"])
        #expect(result.diagnostics.first?.severity == .error)
    }

    /// Telekom's `core.shadow.level-1` in Style Dictionary's classic format (its color written plain here).
    @Test func tokensStudioShadowNamesInAStyleDictionaryFile() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"core": {"shadow": {"level-1": {"type": "shadow", "value": [
              {"x": 0, "y": 2, "blur": 8, "spread": 0, "color": "#0000001a", "type": "dropShadow"},
              {"x": 0, "y": 1, "blur": 2, "color": "#0000001a", "type": "innerShadow"}]}}}}
            """)
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard", "tokens.nonstandard"], "\(result.diagnostics)")
        let first = try #require(result.diagnostics.first)
        #expect(first.message == "the shadow names its members as Tokens Studio does (x, y, blur, spread, color, type); the format names them " +
                "offsetX, offsetY, blur, spread, color, inset; read as x as offsetX, y as offsetY, a unitless number in px, " +
                "type \"innerShadow\" as inset (as tokens-studio/sd-transforms reads them)")
        #expect(first.location == SourceLocation(file: directory.url("0.tokens.json").path, line: 2, column: 3, path: "core.shadow.level-1"))
        #expect(result.diagnostics.last?.message.hasSuffix("(as tokens-studio/sd-transforms reads them), and spread 0px, as it is not given") == true)
        guard case .list(let layers)? = result.only["core.shadow.level-1"]?.value else {
            Issue.record("not a list of shadows: \(String(describing: result.only["core.shadow.level-1"]))")
            return
        }
        #expect(layers.count == 2)
        #expect(layers[0]["offsetX"] == .dimension(Dimension(0, .px)))
        #expect(layers[0]["offsetY"] == .dimension(Dimension(2, .px)))
        #expect(layers[0]["blur"] == .dimension(Dimension(8, .px)))
        #expect(layers[0]["spread"] == .dimension(Dimension(0, .px)))
        #expect(layers[0]["color"]?.color?.hex == "#0000001a")
        #expect(layers[0]["inset"] == .keyword("false"))
        #expect(layers[1]["inset"] == .keyword("true"))
        #expect(layers[1]["spread"] == .dimension(Dimension(0, .px)))
    }

    @Test func aTokensStudioShadowWithAnUnknownTypeIsAnError() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"s": {"type": "shadow", "value":
              {"x": 0, "y": 2, "blur": 8, "color": "#000000", "type": "outerShadow"}}}
            """)
        #expect(result.errorCodes == ["tokens.malformed-value"])
        let error = try #require(result.diagnostics.errors.first)
        #expect(error.message == "malformed shadow value: type must be \"dropShadow\" or \"innerShadow\" (Tokens Studio's shadow types), found \"outerShadow\"")
        #expect(error.location == SourceLocation(file: directory.url("0.tokens.json").path, line: 2, column: 59, path: "s"))
        #expect(result.only["s"] == nil)
    }
}
