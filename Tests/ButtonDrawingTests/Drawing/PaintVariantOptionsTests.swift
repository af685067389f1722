import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import ButtonModelTestSupport
import ButtonDrawingTestSupport
import DocGenTestSupport

/// `nonTextContrast` and `focusRing` written on a variant replace the component's for that variant's cells.
///
/// Source of the values: Material Design 3's elevated button (surface-container-low #F7F2FA on surface #FEF7FF) is
/// set apart by its shadow, its filled button (primary #6750A4) by its fill, m3.material.io/components/buttons/specs;
/// GitHub Primer's focus outline (`--focus-outlineColor` #0969DA, 2 px, `outline-offset: -2px` on buttons drawn inside
/// their border), primer.style/foundations/primitives and its Button CSS.
@Suite struct PaintVariantOptionsTests {
    static let yaml = """
        system: M
        component: Button
        focusRing: { color: "#1d1b20", width: 3, offset: 2 }
        surfaces: { page: "#fef7ff" }
        states:
          enabled: {}
          focused: { fallback: enabled, focused: true }
          voice: { fallback: enabled, focused: true, focusRing: { width: 4 } }
        sizes:
          regular: { height: 40, paddingX: 24, fontSize: 14, cornerRadius: 20 }
        variants:
          elevated:
            text: Share
            surface: page
            colors: { background: "#f7f2fa", label: "#6750a4" }
            elevation: "{e.level1}"
            nonTextContrast: { against: shadow }
          filled:
            text: Save
            surface: page
            colors: { background: "#6750a4", label: "#ffffff" }
            elevation: "{e.level1}"
            focusRing: { color: "#0969da", offset: -2, outer: { color: "#ffffff", width: 2 } }
        """

    static func matrix(_ yaml: String = yaml) throws -> StateMatrix {
        var tokens = TestTokenSet(theme: "light")
        // Material 3 elevation level 1.
        tokens.shadow("e.level1", [(0, 1, 2, 0, "#0000004d"), (0, 1, 3, 1, "#00000026")])
        return try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "m.yaml"), tokenSets: [tokens.tokenSet])
    }

    static func cell(_ matrix: StateMatrix, _ variant: String, _ state: String) throws -> StateCell {
        try #require(matrix.cell(variant: variant, size: "regular", state: state, theme: "light"))
    }

    @Test func bothAreReadOnAVariant() throws {
        let definition = try ComponentDefinitionParser.parse(yaml: Self.yaml, file: "m.yaml")
        #expect(definition.nonTextBackdrop == .surface)
        #expect(definition.variant(named: "elevated")?.nonTextBackdrop == .shadow)
        #expect(definition.variant(named: "filled")?.nonTextBackdrop == nil)
        let ring = try #require(definition.variant(named: "filled")?.focusRing)
        #expect(ring.color?.kind == .color(Color(red8: 0x09, green8: 0x69, blue8: 0xda)))
        #expect(ring.offset?.kind == .number(-2) && ring.width == nil)
        #expect(ring.companion?.side == .outer)
    }

    /// Level 1 darkens the surface least at the top edge (see ElevationTests): the elevated variant's fill is measured
    /// there; the filled variant, with the component's `against: surface`, against the surface itself.
    @Test func aVariantsNonTextContrastReplacesTheComponents() throws {
        let matrix = try Self.matrix()
        let elevated = try Self.cell(matrix, "elevated", "enabled")
        #expect(elevated.colors.shadowedSurface?.value.hex == "#ebe4ec")
        #expect(elevated.colors.shadowedSurfacePlace == .top)
        let filled = try Self.cell(matrix, "filled", "enabled")
        #expect(filled.colors.shadowedSurface == nil)
        let finding = try #require(MatrixChecker().findings(for: filled, narrowestWidth: 100).first { $0.rule == .nonTextContrast })
        #expect(finding.background?.hex == "#fef7ff")
        // And the other way round: a component measuring against the shadow, a variant against its surface.
        let turned = Self.yaml.replacingOccurrences(of: "focusRing: { color: \"#1d1b20\"", with: "nonTextContrast: { against: shadow }\nfocusRing: { color: \"#1d1b20\"")
            .replacingOccurrences(of: "nonTextContrast: { against: shadow }\n  filled", with: "nonTextContrast: { against: surface }\n  filled")
            .replacingOccurrences(of: "    nonTextContrast: { against: shadow }\n", with: "    nonTextContrast: { against: surface }\n")
        let other = try Self.matrix(turned)
        #expect(try Self.cell(other, "elevated", "enabled").colors.shadowedSurface == nil)
        #expect(try Self.cell(other, "filled", "enabled").colors.shadowedSurface != nil)
    }

    /// Each member the variant writes replaces the component's; the rest (here the width) stay the component's; a
    /// state's own ring still wins over the variant's.
    @Test func aVariantsFocusRingIsDrawnAndChecked() throws {
        let matrix = try Self.matrix()
        let filled = try Self.cell(matrix, "filled", "focused")
        #expect(filled.colors.focusRing.declared.hex == "#0969da")
        #expect(filled.metrics.focusRingOffset.value == -2)
        #expect(filled.metrics.focusRingWidth.value == 3)
        #expect(filled.focusRingCompanion?.side == .outer)
        #expect(filled.focusRingCompanion?.color.declared.hex == "#ffffff")
        let voice = try Self.cell(matrix, "filled", "voice")
        #expect(voice.metrics.focusRingWidth.value == 4 && voice.colors.focusRing.declared.hex == "#0969da")
        let elevated = try Self.cell(matrix, "elevated", "focused")
        #expect(elevated.colors.focusRing.declared.hex == "#1d1b20")
        #expect(elevated.metrics.focusRingOffset.value == 2 && elevated.focusRingCompanion == nil)
        // Drawn inside the edge, over the fill, and measured against the fill it covers.
        let (_, _, svg) = try DrawingFixtures.svg(matrix, "filled", "regular", "focused", "light")
        #expect(svg.contains(##"stroke="#0969da" stroke-width="3""##), "\(svg)")
        let finding = try #require(MatrixChecker().findings(for: filled, narrowestWidth: 100).first { $0.rule == .focusRingContrast })
        #expect(finding.message.contains("#6750a4"), "\(finding.message)")
        #expect(finding.foreground?.hex == "#0969da")
    }

    struct BadOption: CustomTestStringConvertible {
        var name: String
        var option: String
        var code: String
        var column: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadOption(name: "unknown nonTextContrast key", option: "nonTextContrast: { agianst: shadow }", code: "component.unknown-field", column: 24),
        BadOption(name: "unknown backdrop", option: "nonTextContrast: { against: fill }", code: "component.wrong-kind", column: 33),
        BadOption(name: "unknown focusRing key", option: "focusRing: { colour: \"#000000\" }", code: "component.unknown-field", column: 18),
        BadOption(name: "both second rings", option: "focusRing: { inner: { color: \"#fff\" }, outer: { color: \"#000\" } }", code: "component.wrong-kind", column: 51),
    ])
    func badOptionsAreReportedAtTheirPlace(_ input: BadOption) throws {
        let yaml = ComponentDefinitionFixtures.valid + "\n    \(input.option)"
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "c.yaml")
        #expect(errors.map(\.diagnostic.code) == [input.code], "\(input.name): \(errors)")
        #expect(errors.first?.location.line == 14, "\(input.name): \(errors)")
        #expect(errors.first?.location.column == input.column, "\(input.name): \(errors)")
    }
}
