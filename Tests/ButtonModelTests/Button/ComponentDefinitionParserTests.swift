import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import ButtonModelTestSupport

@Suite struct ComponentDefinitionParserTests {
    @Test func readsTheBackbaseFixtureInFileOrder() throws {
        let definition = try ButtonFixtures.backbaseDefinition()
        #expect(definition.system == "Backbase")
        #expect(definition.variants.map(\.name) == ["primary", "secondary", "onColorPrimary"])
        #expect(definition.sizes.map(\.name) == ["small", "medium"])
        #expect(definition.states.map(\.name) == ["normal", "highlighted", "disabled", "focused", "loading"])
        #expect(definition.fallbackChain(of: "loading") == ["loading", "highlighted", "normal"])
        let primary = try #require(definition.variant(named: "primary"))
        #expect(primary.hasLeadingIcon)
        #expect(primary.parts[.background]?["highlighted"]?.kind == .token("color.button.primary.pressed.background"))
        let small = try #require(definition.size(named: "small"))
        #expect(small.hitSlopY?.kind == .number(6))
        #expect(small.hitSlopX == nil)
        #expect(definition.size(named: "medium")?.fontSize?.kind == .number(16))
    }

    @Test func flagsInheritAlongTheFallbackChain() throws {
        let fiori = try ButtonFixtures.fioriMatrix().definition
        #expect(fiori.flags(of: "selected-highlighted") == ButtonStateFlags(isSelected: true))
        #expect(fiori.flags(of: "selected-disabled") == ButtonStateFlags(isDisabled: true, isSelected: true))
        #expect(fiori.flags(of: "highlighted") == ButtonStateFlags())
    }

    @Test func aSingleColorStandsForEveryRootState() throws {
        let definition = try ButtonFixtures.backbaseDefinition()
        let secondary = try #require(definition.variant(named: "secondary"))
        #expect(secondary.parts[.label]?.keys.sorted() == ["normal"])
    }

    typealias BadInput = ComponentDefinitionFixtures.BadInput
    static let valid = ComponentDefinitionFixtures.valid

    static let badInputs: [BadInput] = [
        BadInput(name: "unknown variant in a state",
                 yaml: valid.replacingOccurrences(of: "pressed: { fallback: default }", with: "pressed: { fallback: default, variants: [primray] }"),
                 code: "component.unknown-variant", line: 6, column: 12),
        BadInput(name: "cycle in state fallbacks",
                 yaml: valid.replacingOccurrences(of: "default: {}", with: "default: { fallback: pressed }"),
                 code: "component.fallback-cycle", line: 5, column: 12),
        BadInput(name: "unknown fallback state",
                 yaml: valid.replacingOccurrences(of: "fallback: default", with: "fallback: normal"),
                 code: "component.unknown-state", line: 6, column: 12),
        BadInput(name: "missing required field",
                 yaml: valid.replacingOccurrences(of: "paddingX: 16, ", with: ""),
                 code: "component.missing-field", line: 8, column: 6),
        BadInput(name: "unknown field",
                 yaml: valid.replacingOccurrences(of: "text: Go", with: "text: Go\n    colour: red"),
                 code: "component.unknown-field", line: 12, column: 5),
        BadInput(name: "value neither reference nor literal",
                 yaml: valid.replacingOccurrences(of: "height: 44", with: "height: tall"),
                 code: "component.invalid-value", line: 8, column: 16),
        BadInput(name: "unknown part",
                 yaml: valid.replacingOccurrences(of: "colors: { label:", with: "colors: { text:"),
                 code: "component.unknown-part", line: 13, column: 15),
        BadInput(name: "unknown state in a color",
                 yaml: valid.replacingOccurrences(of: "colors: { label: \"#000000\" }", with: "colors: { label: { hover: \"#000000\" } }"),
                 code: "component.unknown-state", line: 13, column: 31),
        BadInput(name: "icon-only without accessibility label",
                 yaml: valid.replacingOccurrences(of: "text: Go", with: "text: Go\n    iconOnly: true"),
                 code: "component.missing-field", line: 11, column: 5),
        BadInput(name: "unknown surface",
                 yaml: valid.replacingOccurrences(of: "surface: page", with: "surface: brand"),
                 code: "component.unknown-surface", line: 11, column: 5),
        BadInput(name: "invalid YAML",
                 yaml: valid.replacingOccurrences(of: "text: Go", with: "text: [Go"),
                 code: "component.invalid-yaml", line: 12, column: 12),
    ]

    @Test(arguments: badInputs) func badInputIsReportedWithItsPlace(_ input: BadInput) throws {
        try ComponentDefinitionFixtures.expectReportedOnce(input)
    }

    @Test func everyProblemIsReportedNotOnlyTheFirst() {
        let yaml = Self.valid
            .replacingOccurrences(of: "height: 44", with: "height: tall")
            .replacingOccurrences(of: "text: Go", with: "txt: Go")
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "c.yaml")
        #expect(Set(errors.map(\.diagnostic.code)) == ["component.invalid-value", "component.unknown-field", "component.missing-field"])
    }

    @Test func literalSyntax() {
        #expect(ComponentValueSyntax.parse("{a.b}") == .token("a.b"))
        #expect(ComponentValueSyntax.parse("44px") == .number(44))
        #expect(ComponentValueSyntax.parse("2.75rem") == .number(44))
        #expect(ComponentValueSyntax.parse("#fff") == .color(.white))
        #expect(ComponentValueSyntax.parse("#00000080") == .color(Color(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)))
        #expect(ComponentValueSyntax.parse("{a..b}") == nil)
        #expect(ComponentValueSyntax.parse("#12345") == nil)
        #expect(ComponentValueSyntax.parse("wide") == nil)
    }
}
