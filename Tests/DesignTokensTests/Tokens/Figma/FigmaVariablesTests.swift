import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Figma's Variables REST export (`GET /v1/files/:file_key/variables/local`, the shape Figma's REST API reference
/// documents: `meta.variables` and `meta.variableCollections` keyed by id, `valuesByMode`, `VARIABLE_ALIAS`), read
/// directly: collections become sets or modifiers, modes contexts, aliases references, `resolvedType` types.
@Suite struct FigmaVariablesTests {
    /// Three collections: primitives (one mode), semantic colors (Light, Dark), and spacing (one mode).
    static let export = """
        {"status": 200, "error": false, "meta": {
          "variableCollections": {
            "VariableCollectionId:1:1": {"id": "VariableCollectionId:1:1", "name": "Primitives", "defaultModeId": "1:0",
              "modes": [{"modeId": "1:0", "name": "Value"}], "variableIds": ["VariableID:1:2", "VariableID:1:3", "VariableID:1:4"]},
            "VariableCollectionId:2:1": {"id": "VariableCollectionId:2:1", "name": "Color", "defaultModeId": "2:0",
              "modes": [{"modeId": "2:0", "name": "Light"}, {"modeId": "2:1", "name": "Dark"}]},
            "VariableCollectionId:3:1": {"id": "VariableCollectionId:3:1", "name": "Spacing", "defaultModeId": "3:0",
              "modes": [{"modeId": "3:0", "name": "Default"}]}
          },
          "variables": {
            "VariableID:1:2": {"id": "VariableID:1:2", "name": "blue/600", "variableCollectionId": "VariableCollectionId:1:1",
              "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0.043137254, "g": 0.372549019, "b": 1, "a": 1}},
              "scopes": ["ALL_SCOPES"], "codeSyntax": {"WEB": "var(--blue-600)"}, "description": "Brand blue"},
            "VariableID:1:3": {"id": "VariableID:1:3", "name": "blue/300", "variableCollectionId": "VariableCollectionId:1:1",
              "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0.478431372, "g": 0.654901960, "b": 1, "a": 1}}, "scopes": ["ALL_SCOPES"]},
            "VariableID:1:4": {"id": "VariableID:1:4", "name": "black/a15", "variableCollectionId": "VariableCollectionId:1:1",
              "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 0.15}}, "scopes": ["ALL_SCOPES"]},
            "VariableID:2:2": {"id": "VariableID:2:2", "name": "button/primary/background", "variableCollectionId": "VariableCollectionId:2:1",
              "resolvedType": "COLOR", "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"},
                                                      "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}},
              "scopes": ["FRAME_FILL", "SHAPE_FILL"]},
            "VariableID:2:3": {"id": "VariableID:2:3", "name": "button/primary/border", "variableCollectionId": "VariableCollectionId:2:1",
              "resolvedType": "COLOR", "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:4"},
                                                      "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:9:9"}}, "scopes": ["STROKE_COLOR"]},
            "VariableID:3:2": {"id": "VariableID:3:2", "name": "button/height", "variableCollectionId": "VariableCollectionId:3:1",
              "resolvedType": "FLOAT", "valuesByMode": {"3:0": 44}, "scopes": ["WIDTH_HEIGHT"]},
            "VariableID:3:3": {"id": "VariableID:3:3", "name": "space/0.5", "variableCollectionId": "VariableCollectionId:3:1",
              "resolvedType": "FLOAT", "valuesByMode": {"3:0": 2}, "scopes": ["GAP"]},
            "VariableID:3:4": {"id": "VariableID:3:4", "name": "opacity/disabled", "variableCollectionId": "VariableCollectionId:3:1",
              "resolvedType": "FLOAT", "valuesByMode": {"3:0": 0.4}, "scopes": ["OPACITY"]},
            "VariableID:3:5": {"id": "VariableID:3:5", "name": "font/family", "variableCollectionId": "VariableCollectionId:3:1",
              "resolvedType": "STRING", "valuesByMode": {"3:0": "Inter"}, "scopes": ["FONT_FAMILY"]}
          }
        }}
        """

    /// A color as `#rrggbb[aa]`, a dimension as `44px`.
    private func text(_ value: TokenValue?) -> String? {
        if let color = value?.color { return color.hex }
        return value?.dimension?.description
    }

    private func set(_ result: TokenLoadResult, _ mode: String) throws -> TokenSet {
        try #require(result.sets.first { $0.contextPairs.contains { $0.name == "Color" && $0.value == mode } })
    }

    @Test func collectionsAreSetsOrModifiersAndModesAreContexts() throws {
        let (result, _) = try TokenFixtures.load(json: Self.export)
        #expect(result.modifiers == [TokenModifier(name: "Color", contexts: ["Light", "Dark"], defaultContext: "Light")])
        #expect(result.sets.map(\.name) == ["Light", "Dark"])
    }

    @Test func aliasesFollowEachModeAndColorsKeepTheirAlpha() throws {
        let (result, _) = try TokenFixtures.load(json: Self.export)
        let light = try set(result, "Light"), dark = try set(result, "Dark")
        #expect(text(light["button.primary.background"]?.value) == "#0b5fff")
        #expect(light["button.primary.background"]?.aliases.map(\.description) == ["blue.600"])
        #expect(text(dark["button.primary.background"]?.value) == "#7aa7ff")
        #expect(text(light["button.primary.border"]?.value) == "#00000026", "alpha 0.15 of 255 is 38.25, written 0x26")
    }

    @Test func floatsAreTypedByTheirScopes() throws {
        let (result, _) = try TokenFixtures.load(json: Self.export)
        let light = try set(result, "Light")
        #expect(light["button.height"]?.type == .dimension)
        #expect(text(light["button.height"]?.value) == "44px")
        #expect(light["opacity.disabled"]?.type == .number)
        #expect(light["font.family"]?.type == .fontFamily)
    }

    @Test func aDotInANameIsReadAsADashWithAWarning() throws {
        let (result, _) = try TokenFixtures.load(json: Self.export)
        #expect(text(try set(result, "Light")["space.0-5"]?.value) == "2px")
        let warning = try #require(result.diagnostics.first { $0.message.contains("space/0.5") })
        #expect(warning.code == "tokens.nonstandard")
        #expect(warning.severity == .warning)
    }

    @Test func anAliasOfAVariableTheExportLacksIsAnErrorOnThatTokenInThatMode() throws {
        let (result, _) = try TokenFixtures.load(json: Self.export)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("button.primary.border in the mode Dark"), "\(error)")
        #expect(error.message.contains("VariableID:9:9, which this export does not hold"))
        #expect(try set(result, "Dark")["button.primary.border"] == nil)
        #expect(try set(result, "Light")["button.primary.border"] != nil)
    }

    @Test func aFolderHoldingTheExportFindsItAsItsResolver() throws {
        let directory = try TemporaryDirectory()
        try directory.write("figma/variables.json", Self.export)
        let folder = directory.url("figma").path
        #expect(TokenDiscovery.find(in: folder) == .resolver(folder + "/variables.json"))
    }

    @Test func thePluginAPIShapeListsReadTheSame() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"collections": [{"id": "C:1", "name": "Color", "defaultModeId": "m:1", "modes": [{"modeId": "m:1", "name": "Light"}, {"modeId": "m:2", "name": "Dark"}]}],
             "variables": [{"id": "V:1", "name": "fill", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                            "valuesByMode": {"m:1": {"r": 1, "g": 1, "b": 1, "a": 1}, "m:2": {"r": 0, "g": 0, "b": 0, "a": 1}}}]}
            """)
        #expect(result.sets.map { text($0["fill"]?.value) } == ["#ffffff", "#000000"])
    }
}
