import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import ButtonModelTestSupport

/// A fallback list names a part's tokens in order, resolved as CSS resolves `var(--a, var(--b))` (CSS Custom
/// Properties Level 1, §3: a custom property that is not defined, or whose value is empty here as a `"$value": ""`
/// slot, makes `var()` take its fallback). The definition is the one Kong's team would write for its
/// components' `var(--kui-button-color-background-primary, var(--kui-color-background-primary))`.
@Suite struct FallbackListTests {
    static let yaml = """
        system: K
        component: Button
        surfaces: { page: "#ffffff" }
        states:
          default: {}
        sizes:
          md: { height: 44, paddingX: 16, fontSize: 16 }
        variants:
          primary:
            text: Save
            surface: page
            colors:
              background: ["{button.color.background.primary}", "{color.background.primary}"]
              label: ["{button.color.text.primary}", "#ffffff"]
        """

    static func tokens(slotFilled: Bool) -> TokenSet {
        var tokens = TestTokenSet(theme: "light")
        tokens.color("color.background.primary", "#0044f4")
        if slotFilled { tokens.color("button.color.background.primary", "#0030b0") }
        var set = tokens.tokenSet
        if !slotFilled {
            set.tokens["button.color.background.primary"] = ResolvedToken(
                path: "button.color.background.primary", type: .color, value: .keyword(""), location: SourceLocation(file: "tokens/light.json", line: 3))
            set.unset = ["button.color.background.primary"]
        }
        return set
    }

    static func cell(_ set: TokenSet, yaml: String = yaml) throws -> StateCell {
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "k.yaml")
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: [set])
        return try #require(matrix.cell(variant: "primary", size: "md", state: "default", theme: "light"))
    }

    @Test func theParserReadsTheListWithThePlaceOfEachEntry() throws {
        let definition = try ComponentDefinitionParser.parse(yaml: Self.yaml, file: "k.yaml")
        let value = try #require(definition.variant(named: "primary")?.parts[.background]?["default"])
        guard case .fallbacks(let entries) = value.kind else {
            Issue.record("expected a fallback list, got \(value.kind)")
            return
        }
        #expect(entries.map(\.written) == ["{button.color.background.primary}", "{color.background.primary}"])
        #expect(entries.map(\.location.line) == [13, 13])
        #expect(entries.map(\.location.path) == ["variants.primary.colors.background[0]", "variants.primary.colors.background[1]"])
        #expect(definition.tokenReferences.contains("button.color.background.primary"))
        #expect(definition.tokenReferences.contains("color.background.primary"))
    }

    @Test func anUnsetSlotGivesWayToTheNextEntryAndTheProvenanceSaysWhichPainted() throws {
        let cell = try Self.cell(Self.tokens(slotFilled: false))
        #expect(cell.colors.background.declared.hex == "#0044f4")
        #expect(cell.colors.background.tokens == ["color.background.primary"])
        #expect(cell.colors.background.written == "{color.background.primary}")
        #expect(cell.colors.background.note == "entry 2 of 2 of the fallback list ({button.color.background.primary} is unset (an empty slot))")
        // A token that is not defined gives way too; the last entry may be a literal.
        #expect(cell.colors.label.declared.hex == "#ffffff")
        #expect(cell.colors.label.written == "#ffffff")
        #expect(cell.colors.label.note?.contains("{button.color.text.primary} is not defined in theme 'light'") == true)
    }

    @Test func aFilledSlotPaints() throws {
        let cell = try Self.cell(Self.tokens(slotFilled: true))
        #expect(cell.colors.background.declared.hex == "#0030b0")
        #expect(cell.colors.background.note == "entry 1 of 2 of the fallback list")
    }

    @Test func whenNoEntryResolvesTheErrorListsEachAndWhy() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "\"{color.background.primary}\"]", with: "\"{color.background.missing}\"]")
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "k.yaml")
        let (_, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: [Self.tokens(slotFilled: false)])
        let error = try #require(errors.first)
        #expect(error.diagnostic.code == "component.no-fallback")
        #expect(error.diagnostic.message.contains("{button.color.background.primary} is unset (an empty slot)"))
        #expect(error.diagnostic.message.contains("{color.background.missing} is not defined in theme 'light'"))
        #expect(error.location.line == 13)
    }

    @Test func aListInsideAListIsRefused() {
        let yaml = Self.yaml.replacingOccurrences(of: "\"{color.background.primary}\"]", with: "[\"#000000\"]]")
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "k.yaml")
        #expect(errors.contains { $0.location.path == "variants.primary.colors.background[1]" })
    }
}
