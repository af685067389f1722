import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// `opacity` per target and state, and the state layer, on a Material 3 style button.
///
/// Source of the values: Material Design 3 baseline light scheme (primary #6750A4, on-primary #FFFFFF, surface
/// #FEF7FF, on-surface #1D1B20, outline #79747E), state layer opacities (hover 8 %, focus 10 %, pressed 10 %,
/// `md.sys.state.pressed.state-layer-opacity` 0.1) and disabled buttons (container on-surface at 12 %, content
/// on-surface at 38 %), m3.material.io. Expected colors are worked out by hand below, channel by channel, rounding
/// half up as a screen does.
@Suite struct OpacityAndStateLayerTests {

    @Test func readsOpacityPerTargetAndState() throws {
        let definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/material.button.yaml"), file: "m.yaml")
        let filled = try #require(definition.variant(named: "filled"))
        #expect(filled.opacity[.stateLayer]?["hovered"]?.kind == .number(0.08))
        #expect(filled.opacity[.stateLayer]?["focused"]?.kind == .number(0.1))
        #expect(filled.opacity[.stateLayer]?["pressed"]?.kind == .token("md.sys.state.pressed.state-layer-opacity"))
        #expect(filled.opacity[.container]?["disabled"]?.kind == .number(0.12))
        #expect(definition.variant(named: "outlined")?.parts[.stateLayer]?["enabled"]?.kind == .token("md.sys.color.primary"))
    }

    /// Hover: #FFFFFF at 8 % over #6750A4 is (103·.92 + 255·.08, 80·.92 + 20.4, 164·.92 + 20.4) = (115.16, 94, 171.28).
    @Test func theStateLayerIsPaintedOverTheFillAndUnderTheLabel() throws {
        let hovered = try StateLayerFixtures.cell("filled", "hovered")
        #expect(hovered.colors.background.value.hex == "#6750a4")
        #expect(hovered.colors.stateLayer?.value.hex == "#735eab")
        #expect(hovered.colors.stateLayer?.declared.hex == "#ffffff")
        #expect(hovered.colors.stateLayer?.derivedFrom == .label)
        #expect(hovered.colors.label.value.hex == "#ffffff")
        #expect(try StateLayerFixtures.cell("filled", "enabled").colors.stateLayer == nil)
        // The pressed opacity comes from a number token and keeps its provenance.
        let pressed = try StateLayerFixtures.cell("filled", "pressed")
        #expect(pressed.metrics.opacity.values[.stateLayer]?.tokens == ["md.sys.state.pressed.state-layer-opacity"])
        // Outlined: primary at 8 % over the transparent container over the surface #FEF7FF:
        // (103·.08 + 254·.92, 80·.08 + 247·.92, 164·.08 + 255·.92) = (241.92, 233.64, 247.72).
        let outlined = try StateLayerFixtures.cell("outlined", "hovered")
        #expect(outlined.colors.stateLayer?.value.hex == "#f2eaf8")
        #expect(outlined.colors.stateLayer?.derivedFrom == nil)
        // A layer at opacity 0 paints nothing and is left out.
        #expect(try StateLayerFixtures.cell("outlined", "enabled").colors.stateLayer == nil)
    }

    /// Disabled: on-surface #1D1B20 at 12 % over #FEF7FF is (227.0, 220.6, 228.24) = #e3dde4; the label, on-surface
    /// at 38 % over that, is (151.76, 147.28, 153.52) = #98939a.
    @Test func partOpacitiesFadeEachPartBeforeItIsPainted() throws {
        let disabled = try StateLayerFixtures.cell("filled", "disabled")
        #expect(disabled.colors.background.value.hex == "#e3dde4")
        #expect(disabled.colors.background.declared.hex == "#1d1b20")
        #expect(disabled.colors.label.value.hex == "#98939a")
        // The icon takes the label's opacity, as it takes its color.
        #expect(disabled.colors.icon.value.hex == "#98939a")
        #expect(disabled.metrics.opacity.values[.icon]?.derivedFrom == .label)
        // The border of the outlined button, faded to 12 %, over the surface.
        #expect(try StateLayerFixtures.cell("outlined", "disabled").colors.border?.value.hex == "#e3dde4")
    }

    /// A `button` opacity fades the button as one group: the label is painted on the fill first, then both are faded.
    /// Fill #6750A4 at 40 % over #FEF7FF: (193.6, 180.2, 218.6) = #c2b4db. The white label at 40 % over the surface:
    /// (254.4, 250.2, 255) = #fefaff. Fading each part alone would put the label at 40 % over the faded fill instead:
    /// (218.4, 210, 233.4) = #dad2e9.
    @Test func aButtonOpacityFadesTheButtonAsOneGroup() throws {
        let dimmed = try StateLayerFixtures.cell("dimmed", "disabled")
        #expect(dimmed.colors.background.value.hex == "#c2b4db")
        #expect(dimmed.colors.label.value.hex == "#fefaff")
        #expect(dimmed.colors.label.value.hex != "#dad2e9")
        #expect(try StateLayerFixtures.cell("dimmed", "enabled").colors.background.value.hex == "#6750a4")
    }

    /// Checks measure what is painted: the label against fill plus layer, the faded border against the surface.
    @Test func checksMeasureThePaintedColors() throws {
        let hovered = try StateLayerFixtures.cell("filled", "hovered")
        let findings = MatrixChecker().findings(for: hovered, narrowestWidth: 100)
        let text = try #require(findings.first { $0.rule == .textContrast })
        #expect(text.background?.hex == "#735eab")
        #expect(text.foreground?.hex == "#ffffff")
        #expect(abs(text.measured - WCAGContrast.ratio(.white, Color(red8: 0x73, green8: 0x5e, blue8: 0xab))) < 1e-9)
        #expect(text.tokens.map(\.role).contains("stateLayer"))
        let disabled = try StateLayerFixtures.cell("filled", "disabled")
        let exempt = try #require(MatrixChecker().findings(for: disabled, narrowestWidth: 100)
            .first { $0.rule == .textContrast })
        #expect(exempt.background?.hex == "#e3dde4")
        #expect(exempt.foreground?.hex == "#98939a")
        // A fill faded to nothing draws no boundary.
        var faded = try StateLayerFixtures.cell("filled", "enabled")
        faded.metrics.opacity.values[.container] = .builtIn(0, at: faded.metrics.height.location)
        #expect(faded.visibleBoundary == nil)
    }

    @Test func theMatrixDumpListsLayersAndOpacities() throws {
        assertSnapshot(try StateLayerFixtures.materialMatrix().textDump(), named: "material-matrix.txt")
    }

    struct BadOpacity: CustomTestStringConvertible {
        var name: String
        var opacity: String
        var code: String
        var column: Int
        var testDescription: String { name }
    }

    static let badOpacities: [BadOpacity] = [
        BadOpacity(name: "unknown target", opacity: "{ fill: 0.5 }", code: "component.unknown-opacity-target", column: 16),
        BadOpacity(name: "above 1", opacity: "{ label: 1.5 }", code: "component.opacity-range", column: 23),
        BadOpacity(name: "above 100 %", opacity: "{ label: { pressed: \"120%\" } }", code: "component.opacity-range", column: 34),
        BadOpacity(name: "negative", opacity: "{ button: -0.2 }", code: "component.opacity-range", column: 24),
        BadOpacity(name: "not a number", opacity: "{ label: half }", code: "component.wrong-kind", column: 23),
        BadOpacity(name: "unknown state", opacity: "{ label: { hover: 0.5 } }", code: "component.unknown-state", column: 32),
        BadOpacity(name: "a mapping instead of a value", opacity: "[0.5]", code: "component.wrong-kind", column: 14),
    ]

    @Test(arguments: badOpacities) func badOpacityIsReportedWithItsPlace(_ input: BadOpacity) throws {
        let yaml = ComponentDefinitionFixtures.valid + "\n    opacity: \(input.opacity)"
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "c.yaml")
        let diagnostic = try #require(errors.first?.diagnostic, "\(input.name): no error")
        #expect(errors.count == 1, "\(input.name): \(errors)")
        #expect(diagnostic.code == input.code, "\(input.name)")
        #expect(diagnostic.location.line == 14, "\(input.name): \(diagnostic)")
        #expect(diagnostic.location.column == input.column, "\(input.name): \(diagnostic)")
    }

    /// A number token outside 0...1 is an error at the reference, naming the value; a color token is a type error.
    @Test func anOpacityTokenMustBeANumberFrom0To1() throws {
        let yaml = ComponentDefinitionFixtures.valid + "\n    opacity: { label: \"{o.big}\", container: \"{o.color}\" }"
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "c.yaml")
        var tokens = TestTokenSet(theme: "light")
        tokens.number("o.big", 38)
        tokens.color("o.color", "#000000")
        let (_, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: [tokens.tokenSet])
        #expect(errors.map(\.diagnostic.code) == ["component.opacity-range", "component.token-type"])
        #expect(errors.first?.location.line == 14)
        #expect(errors.first?.description.contains("{o.big} = 38") == true)
    }
}
