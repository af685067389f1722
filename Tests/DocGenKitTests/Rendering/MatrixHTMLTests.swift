import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport
import ButtonModelTestSupport

@Suite struct MatrixHTMLTests {
    @Test func matrixTableSnapshot() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let html = try MatrixTableRenderer.html(matrix: ButtonFixtures.fioriMatrix().laidOut(with: measurer), variant: "rounded", theme: nil, measurer: measurer)
        assertSnapshot(html, named: "fiori-matrix-table.html")
    }

    @Test func galleryShowsEveryVariantAtItsDefaultStatePerTheme() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let html = GalleryRenderer.html(matrix: try ButtonFixtures.backbaseMatrix().laidOut(with: measurer), measurer: measurer)
        // primary and secondary in 2 sizes, onColorPrimary in 1, in 2 themes.
        #expect(html.components(separatedBy: "<svg ").count - 1 == 10)
        #expect(html.contains(#"<title id="gallery--on__color__primary--medium--normal--dark">"#))
        #expect(!html.contains("--highlighted--"))
        assertSnapshot(html, named: "backbase-gallery.html")
    }

    @Test func everyIdInTheFullTableIsUnique() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let html = try MatrixTableRenderer.html(matrix: ButtonFixtures.backbaseMatrix().laidOut(with: measurer), measurer: measurer)
        let ids = html.components(separatedBy: "<title id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.count == 50)
        #expect(Set(ids).count == ids.count)
    }

    @Test func filtersAreCheckedAndNamesEscaped() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let matrix = try ButtonFixtures.backbaseMatrix()
        #expect(throws: ComponentError.self) { try MatrixTableRenderer.html(matrix: matrix, variant: "tertiary", measurer: measurer) }
        #expect(throws: ComponentError.self) { try MatrixTableRenderer.html(matrix: matrix, theme: "sepia", measurer: measurer) }
        var definition = try ButtonFixtures.backbaseDefinition()
        definition.variants[0].name = "<b>primary</b>"
        let escaped = try StateMatrixBuilder.build(definition, tokenSets: ButtonFixtures.backbaseThemes).laidOut(with: measurer)
        let html = try MatrixTableRenderer.html(matrix: escaped, variant: "<b>primary</b>", theme: "dark", measurer: measurer)
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;b&gt;primary&lt;/b&gt;"))
        #expect(!html.contains(">light<"))
    }
}
