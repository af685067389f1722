import Testing
@testable import ButtonModel
@testable import DocGenChecks
import ButtonModelTestSupport

/// A state layer is painted only where a state gives it an opacity; a layer color written for a state without one
/// is an error naming the variant and the state.
///
/// Source of the values: Material Design 3 baseline light scheme (primary #6750A4, surface #FEF7FF) and its state
/// layer opacities (hover 8 %, pressed 10 %), m3.material.io/foundations/interaction/states/state-layers. A first
/// draft of Material's text button wrote the layer color for every state, enabled included, and so painted the
/// primary layer at full strength under the primary label (1:1).
@Suite struct PaintStateLayerTests {
    static func yaml(stateLayer: String, opacity: String = "{ hovered: 0.08, pressed: 0.1 }", extra: String = "") -> String {
        """
        system: M
        component: Button
        surfaces: { page: "#fef7ff" }
        states:
          enabled: {}
          hovered: { fallback: enabled }
          pressed: { fallback: enabled }
          disabled: { fallback: enabled, disabled: true }
        sizes:
          regular: { height: 40, paddingX: 24, fontSize: 14, cornerRadius: 20 }
        variants:
          text:
            text: Save
            surface: page
            colors:
              label: "#6750a4"
              stateLayer: \(stateLayer)
            opacity:
              stateLayer: \(opacity)
        """ + extra
    }

    static func matrix(_ yaml: String) throws -> StateMatrix {
        try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "m.yaml"), tokenSets: [TestTokenSet(theme: "light").tokenSet])
    }

    /// The first draft: enabled has a color and no opacity. Disabled takes enabled's color and has no opacity
    /// either; enabled's error already says so at the same place, so it is the only one.
    @Test func aLayerColorForAStateWithoutOpacityIsAnErrorAtTheColor() throws {
        let yaml = Self.yaml(stateLayer: ##"{ enabled: "#6750a4", hovered: "#6750a4", pressed: "#6750a4" }"##)
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "m.yaml")
        #expect(errors.map(\.diagnostic.code) == ["component.state-layer-without-opacity"], "\(errors)")
        let diagnostic = try #require(errors.first?.diagnostic)
        #expect(diagnostic.location.line == 17 && diagnostic.location.column == 30, "\(diagnostic)")
        #expect(diagnostic.message == "variant 'text' gives state 'enabled' a stateLayer color but no opacity.stateLayer, so the layer has no strength")
        #expect(diagnostic.hint?.hasPrefix("give opacity.stateLayer.enabled, e.g. 0.08, or remove the color for that state") == true)
    }

    /// A state that takes its color from a parent the variant does not have is named itself.
    @Test func aStateWhoseColorComesFromAStateTheVariantLacksIsNamed() throws {
        let yaml = Self.yaml(stateLayer: ##"{ enabled: "#6750a4" }"##, opacity: "{ hovered: 0.08 }")
            .replacingOccurrences(of: "enabled: {}", with: "enabled: { variants: [] }")
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "m.yaml")
        #expect(errors.map { "\($0.reason)" }.sorted() == [
            #"stateLayerWithoutOpacity(variant: "text", state: "disabled")"#,
            #"stateLayerWithoutOpacity(variant: "text", state: "pressed")"#,
        ], "\(errors)")
    }

    /// Written once, the color says what the layer looks like; states without an opacity paint none. Hovered: primary
    /// at 8 % over #FEF7FF is (103·.08 + 254·.92, 80·.08 + 247·.92, 164·.08 + 255·.92) = (241.92, 233.64, 247.72).
    @Test func aColorWrittenOnceIsPaintedOnlyWhereAStateGivesAnOpacity() throws {
        let matrix = try Self.matrix(Self.yaml(stateLayer: ##""#6750a4""##))
        let enabled = try #require(matrix.cell(variant: "text", size: "regular", state: "enabled", theme: "light"))
        #expect(enabled.colors.stateLayer == nil)
        #expect(enabled.colors.underContent.value.hex == "#fef7ff")
        #expect(try #require(matrix.cell(variant: "text", size: "regular", state: "disabled", theme: "light")).colors.stateLayer == nil)
        let hovered = try #require(matrix.cell(variant: "text", size: "regular", state: "hovered", theme: "light"))
        #expect(hovered.colors.stateLayer?.value.hex == "#f2eaf8")
        #expect(hovered.colors.stateLayer?.declared.hex == "#6750a4")
        // The label over the painted layer, not the 1:1 of a layer at full strength.
        let text = try #require(MatrixChecker().findings(for: enabled, narrowestWidth: 100).first { $0.rule == .textContrast })
        #expect(text.measured > 4.5, "\(text.message)")
    }

    /// Both follow the fallback chain: hovered's color and pressed's opacity come from enabled.
    @Test func colorAndOpacityFollowTheFallbackChain() throws {
        let matrix = try Self.matrix(Self.yaml(stateLayer: ##"{ hovered: "#6750a4", pressed: "#6750a4" }"##,
                                               opacity: "{ enabled: 0, hovered: 0.08, pressed: 0.1 }"))
        #expect(try #require(matrix.cell(variant: "text", size: "regular", state: "hovered", theme: "light")).colors.stateLayer?.value.hex == "#f2eaf8")
        #expect(try #require(matrix.cell(variant: "text", size: "regular", state: "enabled", theme: "light")).colors.stateLayer == nil)
        // An opacity without a color paints the label's color, as Material's layers are.
        let derived = try Self.matrix(Self.yaml(stateLayer: ##"{ pressed: "#6750a4" }"##))
        #expect(try #require(derived.cell(variant: "text", size: "regular", state: "hovered", theme: "light")).colors.stateLayer?.derivedFrom == .label)
    }

    /// A surface of the axis that writes the layer color state by state is held to the same rule, at its own color.
    @Test func aSurfacesLayerColorIsCheckedToo() throws {
        let axis = """

            surfaceAxis:
              light: { background: page }
              tinted:
                background: "#e8def8"
                variants:
                  text: { colors: { stateLayer: { enabled: "#21005d", hovered: "#21005d" } } }
            """
        let yaml = Self.yaml(stateLayer: ##""#6750a4""##).replacingOccurrences(of: "    surface: page\n", with: "") + axis
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "m.yaml")
        #expect(errors.map { "\($0.reason)" } == [#"stateLayerWithoutOpacity(variant: "text", state: "enabled")"#], "\(errors)")
        #expect(errors.first?.location.line == 24, "\(errors)")
        let once = yaml.replacingOccurrences(of: ##"{ enabled: "#21005d", hovered: "#21005d" }"##, with: ##""#21005d""##)
        #expect(ComponentDefinitionParser.parseCollecting(yaml: once, file: "m.yaml").1.isEmpty)
    }
}
