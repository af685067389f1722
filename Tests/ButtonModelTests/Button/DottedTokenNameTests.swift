import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import DocGenTestSupport

/// A token whose key holds a dot (Style Dictionary's `"1.5"`, as Open edX Paragon writes its spacers) named from a
/// component definition: `{color.gray.1.5}` is split at every dot, and the cell is painted with that token.
@Suite struct DottedTokenNameTests {
    @Test func aDefinitionNamesADottedToken() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"color": {"$type": "color", "gray": {"1.5": {"$value": "#123456"}}, "white": {"$value": "#ffffff"}}}
            """)
        defer { withExtendedLifetime(directory) {} }
        let definition = try ComponentDefinitionParser.parse(yaml: """
            system: P
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
                colors: { background: "{color.gray.1.5}", label: "{color.white}" }
            """, file: "p.yaml")
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: result.sets)
        let cell = try #require(matrix.cells.first)
        #expect(cell.colors.background.value.hex == "#123456")
        #expect(cell.colors.background.tokens.first == TokenPath(["color", "gray", "1.5"]))
    }
}
