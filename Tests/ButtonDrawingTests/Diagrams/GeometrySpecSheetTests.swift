import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport

/// The spec sheet of a button whose sides are padded differently measures and labels each side, with the token it
/// came from, and shades each at its own width; with `paddingX` alone it keeps its one "Padding x" measure.
@Suite struct GeometrySpecSheetTests {
    @Test func measuresEachSideWhenTheyDiffer() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let cell = try Material3Fixtures.cell("filled", "enabled").laidOut(with: measurer)
        let svg = SpecSheet.svg(cell, systemName: "Material 3", measurer: measurer, touchTarget: .material)
        #expect(svg.contains("Padding start: 16px, from md.comp.button.with-leading-icon.leading-space"), "\(svg.prefix(2000))")
        #expect(svg.contains("Padding end: 24px, from md.comp.button.with-leading-icon.trailing-space"))
        #expect(!svg.contains("Padding x"))
        #expect(svg.contains("Hit area height: 48px ≥ 48"))
        #expect(svg.contains("hit slop 4px, md.comp.button.touch-target"))
    }

    @Test func keepsOneMeasureForPaddingX() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let cell = try #require(try StateLayerFixtures.materialMatrix().cell(variant: "filled", size: "regular", state: "enabled", theme: "light"))
            .laidOut(with: measurer)
        let svg = SpecSheet.svg(cell, systemName: "Material", measurer: measurer, touchTarget: .material)
        #expect(svg.contains("Padding x: 24px"))
        #expect(!svg.contains("Padding start"))
    }
}
