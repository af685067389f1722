import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import DocGenTestSupport
import ButtonModelTestSupport

@Suite struct StateMatrixTests {
    @Test func hasACellForEveryVariantSizeStateAndTheme() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        // primary and secondary: 2 sizes x 5 states; onColorPrimary: medium only; each in 2 themes.
        #expect(matrix.cells.count == (2 * 2 * 5 + 1 * 5) * 2)
        #expect(matrix.themes == ["light", "dark"])
        #expect(matrix.cell(variant: "onColorPrimary", size: "small", state: "normal", theme: "light") == nil)
        #expect(matrix.cells.first?.title == "primary / small / normal / light")
    }

    @Test func aStateWithoutItsOwnValueTakesItsParents() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let pressed = try #require(matrix.cell(variant: "primary", size: "medium", state: "highlighted", theme: "light"))
        #expect(pressed.colors.background.value.hex == "#0a4fd6")
        #expect(pressed.colors.background.fallbackFrom == nil)
        #expect(pressed.colors.label.value.hex == "#ffffff")
        #expect(pressed.colors.label.fallbackFrom == "normal")
        // loading -> highlighted -> normal: the fill comes from highlighted, the label from normal.
        let loading = try #require(matrix.cell(variant: "primary", size: "medium", state: "loading", theme: "light"))
        #expect(loading.colors.background.value.hex == "#0a4fd6")
        #expect(loading.colors.background.fallbackFrom == "highlighted")
        #expect(loading.colors.label.fallbackFrom == "normal")
        #expect(loading.flags == ButtonStateFlags(isDisabled: true, isLoading: true))
        #expect(loading.accessibleName == "Loading")
        #expect(loading.text == nil)
        #expect(loading.widthText == "Continue")
    }

    @Test func aTintOverridesTheLabelStateByState() throws {
        let matrix = try ButtonFixtures.fioriMatrix()
        let normal = try #require(matrix.cell(variant: "rounded", size: "standard", state: "normal", theme: "default"))
        #expect(normal.colors.label.value.hex == "#0a6ed1")
        #expect(normal.colors.label.derivedFrom == .tint)
        #expect(normal.colors.border?.value.hex == "#0a6ed1")
        // selected-highlighted -> selected -> normal: the tint of selected wins over the label of normal.
        let selectedPressed = try #require(matrix.cell(variant: "rounded", size: "standard", state: "selected-highlighted", theme: "default"))
        #expect(selectedPressed.colors.label.value.hex == "#ffffff")
        #expect(selectedPressed.colors.label.fallbackFrom == "selected")
        #expect(selectedPressed.colors.label.derivedFrom == .tint)
        #expect(selectedPressed.colors.background.value.hex == "#085caf")
        #expect(selectedPressed.colors.background.fallbackFrom == nil)
        let selectedDisabled = try #require(matrix.cell(variant: "rounded", size: "standard", state: "selected-disabled", theme: "default"))
        #expect(selectedDisabled.colors.background.value.hex == "#0a6ed1")
        #expect(selectedDisabled.colors.background.fallbackFrom == "selected")
        #expect(selectedDisabled.metrics.fixedWidth?.value == 201)
    }

    /// Source-over compositing (CSS Compositing Level 1): 12% black over white is #e0e0e0; 38% black over that
    /// fill is #8b8b8b. Each composited channel is rounded to 8 bits, as axe-core's `flattenColors` does: 31/255
    /// black over #101418 is 16·224/255 = 14.05, 20·224/255 = 17.57, 24·224/255 = 21.08, so #0e1215.
    @Test func translucentColorsAreCompositedOverWhatLiesBeneath() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let disabled = try #require(matrix.cell(variant: "primary", size: "small", state: "disabled", theme: "light"))
        #expect(disabled.colors.background.declared.hex == "#0000001f")
        #expect(disabled.colors.background.value.hex == "#e0e0e0")
        #expect(disabled.colors.label.value.hex == "#8b8b8b")
        let dark = try #require(matrix.cell(variant: "primary", size: "small", state: "disabled", theme: "dark"))
        #expect(dark.colors.background.value == Color(red8: 0x0e, green8: 0x12, blue8: 0x15))
    }

    @Test func valuesKeepTheirTokenChainAndPlace() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let cell = try #require(matrix.cell(variant: "secondary", size: "small", state: "highlighted", theme: "dark"))
        #expect(cell.colors.background.tokens == ["color.button.secondary.pressed.background", "color.background.brand-subtle", "color.blue.50"])
        #expect(cell.colors.background.location.file == "tokens/dark.json")
        #expect(cell.colors.surface.tokens == ["color.background.page"])
        #expect(cell.colors.surface.value.hex == "#101418")
        #expect(cell.metrics.height.value == 32)
        #expect(cell.metrics.height.tokens == ["height.button.sm"])
        #expect(cell.metrics.hitSlopY.value == 6)
        #expect(cell.metrics.minWidth.location.file == "backbase.button.yaml")
        let reference = try #require(cell.colors.border?.tokenReference(role: "border"))
        #expect(reference.path == "color.button.secondary.default.border")
        #expect(cell.visibleBoundary?.kind == .border)
        #expect(cell.visibleBoundary?.part == cell.colors.border)
    }

    @Test func theIconAndFocusRingFallBackToDeclaredColors() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let focused = try #require(matrix.cell(variant: "onColorPrimary", size: "medium", state: "focused", theme: "light"))
        #expect(focused.colors.icon.derivedFrom == .label)
        #expect(focused.colors.icon.value == focused.colors.label.value)
        #expect(focused.colors.focusRing.tokens == ["color.focus"])
        #expect(focused.colors.surface.value.hex == "#0b5fff")
        #expect(focused.flags.isFocused)
    }

    @Test func aMissingTokenIsReportedOncePerThemeAtTheReference() throws {
        var definition = try ButtonFixtures.backbaseDefinition()
        definition.variants[0].parts[.label]?["disabled"] = ComponentValue(
            .token("color.button.primary.disabled.foreground"),
            location: SourceLocation(file: "backbase.button.yaml", line: 55, column: 19))
        let (_, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: ButtonFixtures.backbaseThemes)
        #expect(errors.map(\.diagnostic.code) == ["component.unknown-token", "component.unknown-token"])
        #expect(errors.map(\.location.line) == [55, 55])
        #expect(errors.map(\.diagnostic.message).sorted() == [
            "token 'color.button.primary.disabled.foreground' does not exist in theme 'dark'",
            "token 'color.button.primary.disabled.foreground' does not exist in theme 'light'",
        ])
    }

    @Test func textDumpSnapshot() throws {
        assertSnapshot(try ButtonFixtures.backbaseMatrix().textDump(), named: "backbase-matrix.txt")
        assertSnapshot(try ButtonFixtures.fioriMatrix().textDump(), named: "fiori-matrix.txt")
    }
}

private extension Color {
    func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
    }
}

extension StateMatrixTests {
    @Test func aValueOfTheWrongKindIsReportedAtItsPlace() throws {
        var definition = try ButtonFixtures.backbaseDefinition()
        let place = SourceLocation(file: "backbase.button.yaml", line: 20, column: 13)
        definition.sizes[0].height = ComponentValue(.token("color.focus"), location: place)
        definition.sizes[0].gap = ComponentValue(.color(.white), location: place)
        let (_, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: ButtonFixtures.backbaseThemes)
        #expect(Set(errors.map(\.diagnostic.code)) == ["component.token-type", "component.wrong-kind"])
        #expect(errors.allSatisfy { $0.location == place })
    }
}

extension StateMatrixTests {
    /// Units kept as written (em, %, vw) have no size in points: the geometry says so rather than guess.
    @Test func aLengthWithoutPointsIsReportedWhereTheButtonUsesIt() throws {
        var definition = try ButtonFixtures.backbaseDefinition()
        let place = SourceLocation(file: "backbase.button.yaml", line: 20, column: 13)
        definition.sizes[0].height = ComponentValue(.token("height.relative"), location: place)
        let themes = ButtonFixtures.backbaseThemes.map { set in
            var set = set
            set.tokens["height.relative"] = ResolvedToken(path: "height.relative", type: .dimension, value: .dimension(Dimension(2.5, Dimension.Unit(rawValue: "em"))),
                                                          location: SourceLocation(file: "tokens.json", line: 1, column: 1))
            return set
        }
        let (_, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: themes)
        let diagnostics = Set(errors.map(\.diagnostic))
        #expect(diagnostics.map(\.code) == ["component.unit-without-points"])
        #expect(diagnostics.first?.message == "token 'height.relative' is 2.5em, and em has no fixed size in points: the button cannot be drawn or checked with it")
        #expect(diagnostics.first?.location == place)
    }
}

extension ComponentDefinitionParserTests {
    /// Malformed documents give errors, never a crash.
    @Test(arguments: ["", "42", "- a\n- b", "system: [", "a: &x {b: 1}\nc: *x", "states: {a: {fallback: a}}",
                      "system: S\ncomponent: C\nsurfaces: 1\nstates: []\nsizes: {}\nvariants: {v: 3}"])
    func malformedDocumentsAreErrors(_ yaml: String) {
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "bad.yaml")
        #expect(!errors.isEmpty, "\(yaml.debugDescription)")
        #expect(errors.allSatisfy { $0.location.file == "bad.yaml" })
    }
}
