import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import ButtonModelTestSupport

/// What a cell's provenance says beyond the token chain: the line height a typography leaves to the font, and where
/// the team's build gave a value.
@Suite struct CellProvenanceTests {
    static let yaml = """
        system: K
        component: Button
        surfaces: { page: "#ffffff" }
        states:
          default: {}
        sizes:
          md: { height: 44, paddingX: 16, typography: "{type.button}" }
        variants:
          primary:
            text: Save
            surface: page
            colors: { background: "{color.primary}", label: "#ffffff" }
        """

    static func matrix(_ set: TokenSet) throws -> StateMatrix {
        try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "k.yaml"), tokenSets: [set])
    }

    /// Primer's `text.body.shorthand` style has no `lineHeight` member in the shorthand Style Dictionary writes; CSS
    /// then uses `line-height: normal`, the font's own ascender, descender and line gap (CSS Inline Layout Level 3,
    /// §4.1.2). Inter's is about 1.21 font sizes (`TextMeasurer.lineHeightRatio`).
    @Test func aTypographyWithoutLineHeightTakesTheFontsNormalLineHeightNoted() throws {
        var tokens = TestTokenSet(theme: "light")
        tokens.color("color.primary", "#0b5fff")
        tokens.typography("type.button", fontSize: 16, fontWeight: 600)
        let matrix = try Self.matrix(tokens.tokenSet)
        let built = try #require(matrix.cells.first)
        #expect(built.metrics.lineHeight == nil)
        #expect(built.metrics.normalLineHeight?.tokens == ["type.button"])
        let measurer = try #require(ButtonFixtures.measurer)
        let cell = try #require(matrix.laidOut(with: measurer).cells.first)
        let lineHeight = try #require(cell.metrics.lineHeight)
        #expect(lineHeight.value == measurer.lineHeightRatio(fontWeight: 600))
        #expect((1.2...1.22).contains(lineHeight.value))
        #expect(lineHeight.written == "{type.button}.lineHeight")
        #expect(lineHeight.note?.hasPrefix("normal: the token gives no lineHeight") == true)
        #expect(cell.metrics.named.contains { $0.name == "lineHeight" })
        #expect(CellValuesHTML.details(cell).contains("<span class=\"value-note\">normal: the token gives no lineHeight"))
        // A typography with a line height is read as before.
        var withLine = TestTokenSet(theme: "light")
        withLine.color("color.primary", "#0b5fff")
        withLine.typography("type.button", fontSize: 16, fontWeight: 600, letterSpacing: 0, lineHeight: 1.5)
        let measured = try #require(try Self.matrix(withLine.tokenSet).laidOut(with: measurer).cells.first)
        #expect(measured.metrics.lineHeight?.value == 1.5)
        #expect(measured.metrics.lineHeight?.note == nil)
    }

    /// An expression reads tokens (`({a} - {b}) / 2`): its value is as uncertain as any of them.
    @Test func anExpressionIsAsUncertainAsTheTokensItReads() throws {
        var tokens = TestTokenSet(theme: "light")
        tokens.color("color.primary", "#0b5fff")
        tokens.typography("type.button", fontSize: 16, fontWeight: 600, letterSpacing: 0, lineHeight: 1.5)
        tokens.dimension("size.touch", 48)
        var set = tokens.tokenSet
        set.tokens["size.touch"]?.uncertainties = [ValueUncertainty(.unreadMember, reason: "size.touch: the token has the member \"math\"",
                                                                    carrier: "size.touch")]
        let yaml = Self.yaml.replacingOccurrences(of: "height: 44,", with: "height: \"{size.touch} - 4px\",")
        let cell = try #require(try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "k.yaml"), tokenSets: [set]).cells.first)
        #expect(cell.metrics.height.value == 44)
        #expect(cell.metrics.height.uncertainties.map(\.carrier) == ["size.touch"])
        #expect(cell.isUncertain)
    }

    @Test func aValueFromTheTeamsBuildIsShownWithItsNameAndPlace() throws {
        var tokens = TestTokenSet(theme: "light")
        tokens.typography("type.button", fontSize: 16, fontWeight: 600, letterSpacing: 0, lineHeight: 1.5)
        var set = tokens.tokenSet
        var token = ResolvedToken(path: "color.primary", type: .color, value: .color(Color(red8: 0x0a, green8: 0x30, blue8: 0x55)),
                                  location: SourceLocation(file: "tokens/core.json", line: 4, column: 7),
                                  uncertainties: [ValueUncertainty(.differsFromBuild, reason: "color.primary: the source gives #0b5fff, the build #0a3055",
                                                                   carrier: "color.primary")])
        token.build = BuildProvenance(name: "--pgn-color-primary", location: SourceLocation(file: "dist/tokens.css", line: 12, column: 3),
                                      sourceValue: .color(Color(red8: 0x0b, green8: 0x5f, blue8: 0xff)))
        set.tokens["color.primary"] = token
        let cell = try #require(try Self.matrix(set).cells.first)
        #expect(cell.colors.background.build?.name == "--pgn-color-primary")
        #expect(cell.colors.background.uncertainties.map(\.cause) == [.differsFromBuild])
        let html = CellValuesHTML.details(cell)
        #expect(html.contains("<span class=\"value-build\">from the build: <code>--pgn-color-primary</code> (dist/tokens.css:12:3); "
                              + "the source gives <code>#0b5fff</code></span>"))
        // The uncertainty is a disagreement, and its advice says so rather than asking for the build.
        #expect(html.contains("value is drawn; correct the source or the build so that both agree."))
    }
}
