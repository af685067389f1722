import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import ButtonModelTestSupport

/// `inherit`, `currentColor`, `initial`, `unset` and `transparent` in a part's color take the meaning CSS gives them
/// for the property the part stands for.
///
/// Sources: CSS Cascading and Inheritance Level 4, §7.1–7.4 (`initial`, `inherit`, `unset`: an inherited property
/// such as `color` takes its parent's value, any other its initial value); CSS Color Level 4, §6.4 (`currentcolor`
/// is the `color` property's value; on `color` itself it is `inherit`); CSS Backgrounds and Borders Level 3,
/// §3.2 (`background-color`: initial `transparent`, not inherited) and §4.1 (`border-color`: initial
/// `currentcolor`).
@Suite struct ColorKeywordTests {
    static func definition(background: String = "\"#0b5fff\"", label: String = "\"#ffffff\"", border: String? = nil,
                           ring: String? = nil) -> String {
        """
        system: K
        component: Button
        surfaces: { page: { light: "#ffffff", dark: "#101418" } }
        states:
          default: {}
          focused: { fallback: default, focused: true }
        sizes:
          md: { height: 44, paddingX: 16, fontSize: 16, borderWidth: 1 }
        variants:
          primary:
            text: Save
            surface: page
            colors:
              background: \(background)
              label: \(label)
        \(border.map { "      border: \($0)\n" } ?? "")\(ring.map { "      focusRing: \($0)\n" } ?? "")
        """
    }

    static func cell(_ yaml: String, theme: String = "light", state: String = "default", tokens: TokenSet? = nil) throws -> StateCell {
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "k.yaml")
        let sets = tokens.map { [$0] } ?? [TestTokenSet(theme: "light").tokenSet, TestTokenSet(theme: "dark").tokenSet]
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: sets)
        return try #require(matrix.cell(variant: "primary", size: "md", state: state, theme: theme))
    }

    @Test func currentColorOnTheFillBorderAndRingIsTheLabelsColorAndCertain() throws {
        let cell = try Self.cell(Self.definition(label: "\"#1a1a1a\"", border: "currentColor", ring: "currentcolor"), state: "focused")
        #expect(cell.colors.border?.declared.hex == "#1a1a1a")
        #expect(cell.colors.focusRing.declared.hex == "#1a1a1a")
        #expect(cell.colors.border?.note == "currentColor: the label's color, #1a1a1a")
        #expect(cell.colors.border?.written == "currentColor")
        #expect(!cell.isUncertain)
        let fill = try Self.cell(Self.definition(background: "currentColor", label: "\"#1a1a1a\""))
        #expect(fill.colors.background.declared.hex == "#1a1a1a")
    }

    @Test func inheritOnTheLabelTakesTheSurfacesTextColorApproximated() throws {
        let light = try Self.cell(Self.definition(background: "transparent", label: "inherit"))
        #expect(light.colors.label.declared.hex == "#000000")
        let dark = try Self.cell(Self.definition(background: "transparent", label: "inherit"), theme: "dark")
        #expect(dark.colors.label.declared.hex == "#ffffff")
        #expect(dark.colors.label.uncertainties.map(\.cause) == [.approximated])
        #expect(dark.colors.label.uncertainties.first?.reason.contains("inherit on the label") == true)
        #expect(dark.colors.label.note?.hasPrefix("inherit: ") == true)
        #expect(dark.isUncertain)
        // The icon, drawn in the label's color, shares its uncertainty.
        #expect(dark.colors.icon.isUncertain)
        // The text dump says why the cell is uncertain and how the label was read.
        let definition = try ComponentDefinitionParser.parse(yaml: Self.definition(background: "transparent", label: "inherit"), file: "k.yaml")
        let dump = try StateMatrixBuilder.build(definition, tokenSets: [TestTokenSet(theme: "dark").tokenSet]).textDump()
        #expect(dump.contains("\n  uncertain: inherit on the label takes the surface's text color, which docgen does not know: taken as #ffffff"))
        #expect(dump.contains("(inherit: #ffffff, taken as the surface's text color)"))
    }

    @Test func inheritOnTheFillTakesTheSurfacesBackgroundAndInitialOrUnsetIsTransparent() throws {
        let inherit = try Self.cell(Self.definition(background: "inherit"), theme: "dark")
        #expect(inherit.colors.background.declared.hex == "#101418")
        #expect(inherit.colors.background.uncertainties.map(\.cause) == [.approximated])
        for keyword in ["initial", "unset", "transparent"] {
            let cell = try Self.cell(Self.definition(background: keyword))
            #expect(cell.colors.background.declared.alpha == 0, "\(keyword)")
            #expect(!cell.colors.background.isUncertain, "\(keyword)")
        }
    }

    @Test func theBordersInitialIsCurrentColorAndInheritTheParentsApproximated() throws {
        let initial = try Self.cell(Self.definition(label: "\"#1a1a1a\"", border: "initial"))
        #expect(initial.colors.border?.declared.hex == "#1a1a1a")
        #expect(initial.colors.border?.isUncertain == false)
        let inherit = try Self.cell(Self.definition(label: "\"#1a1a1a\"", border: "inherit"), theme: "dark")
        #expect(inherit.colors.border?.declared.hex == "#ffffff")
        #expect(inherit.colors.border?.isUncertain == true)
    }

    @Test func aTokenHoldingAKeywordIsReadWithItsProvenance() throws {
        var tokens = TestTokenSet(theme: "light")
        tokens.color("color.label", "#1a1a1a")
        var set = tokens.tokenSet
        set.tokens["color.border.button"] = ResolvedToken(path: "color.border.button", type: .color, value: .keyword("currentColor"),
                                                          location: SourceLocation(file: "tokens/light.json", line: 9, column: 5))
        set.tokens["color.text.button"] = ResolvedToken(path: "color.text.button", type: .color, value: .keyword("inherit"),
                                                        location: SourceLocation(file: "tokens/light.json", line: 12, column: 5))
        let border = try Self.cell(Self.definition(label: "\"{color.label}\"", border: "\"{color.border.button}\""), tokens: set)
        #expect(border.colors.border?.declared.hex == "#1a1a1a")
        #expect(border.colors.border?.tokens == ["color.border.button"])
        #expect(border.colors.border?.location.line == 9)
        let label = try Self.cell(Self.definition(label: "\"{color.text.button}\""), tokens: set)
        #expect(label.colors.label.declared.hex == "#000000")
        #expect(label.colors.label.uncertainties.first?.carrier == "color.text.button")
        #expect(label.colors.label.uncertainties.first?.reason.hasPrefix("color.text.button is inherit on the label") == true)
    }

    @Test func aKeywordWhereNoPartIsPaintedIsAnError() throws {
        let yaml = Self.definition().replacingOccurrences(of: "page: { light: \"#ffffff\", dark: \"#101418\" }", with: "page: inherit")
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "k.yaml")
        #expect(throws: InvalidInputError.self) {
            try StateMatrixBuilder.build(definition, tokenSets: [TestTokenSet(theme: "light").tokenSet])
        }
    }
}
