import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import DocGenTestSupport

/// The matrix built on token sets from `TokenLoader` (the resolver fixture with light and dark themes), so the
/// component format and the loaded `TokenSet` agree on alias chains, dimensions and typography.
@Suite struct LoadedTokensMatrixTests {
    @Test func buildsOnLoadedTokenSets() throws {
        let folder = TokenFixtures.path("button")
        let loaded = TokenLoader().load(files: [], resolver: folder + "/button.resolver.json")
        #expect(loaded.diagnostics.errors.isEmpty, "\(loaded.diagnostics)")
        let definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/loaded.button.yaml"), file: "loaded.button.yaml")
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: loaded.sets)
        #expect(matrix.themes == ["light", "dark"])
        #expect(matrix.cells.count == 4)
        let cell = try #require(matrix.cell(variant: "primary", size: "medium", state: "pressed", theme: "light"))
        #expect(cell.colors.background.value.hex == "#0b5fff")
        #expect(cell.colors.background.tokens == ["color.button.primary.default.background", "color.background.brand", "color.palette.blue.600"])
        #expect(cell.colors.background.location.file.hasSuffix("button.tokens.json"))
        #expect(cell.colors.background.fallbackFrom == "default")
        #expect(cell.metrics.height.value == 44)
        #expect(cell.metrics.fontSize.value == 16)
        #expect(cell.metrics.fontWeight.value == 600)
        #expect(cell.colors.surface.value.hex == "#ffffff")
    }
}
