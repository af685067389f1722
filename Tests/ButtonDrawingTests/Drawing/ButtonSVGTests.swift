import Foundation
import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

@Suite struct ButtonSVGTests {

    static let snapshotCells: [(String, String, String, String)] = [
        ("primary", "medium", "normal", "light"),
        ("primary", "small", "loading", "dark"),
        ("secondary", "small", "focused", "light"),
        ("secondary", "medium", "disabled", "dark"),
        ("onColorPrimary", "medium", "highlighted", "light"),
    ]

    @Test func snapshotsOfSeveralCells() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        for (variant, size, state, theme) in Self.snapshotCells {
            let (_, _, svg) = try DrawingFixtures.svg(matrix, variant, size, state, theme)
            assertSnapshot(svg, named: "svg/backbase-\(variant)-\(size)-\(state)-\(theme).svg")
        }
        let fiori = try ButtonFixtures.fioriMatrix()
        let (_, _, selected) = try DrawingFixtures.svg(fiori, "rounded", "standard", "selected-highlighted", "default")
        assertSnapshot(selected, named: "svg/fiori-rounded-standard-selected-highlighted-default.svg")
    }

    /// A standalone file draws its label as outlines: no `<text>`, one `<path>` per distinct glyph, one `<use>`
    /// per inked glyph, in the label's color; the inline form keeps `<text>`.
    @Test func aStandaloneFileCarriesItsLabelAsOutlines() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let measurer = try #require(ButtonFixtures.measurer)
        let cell = try #require(matrix.cell(variant: "secondary", size: "medium", state: "normal", theme: "light"))
        let geometry = ButtonGeometry(cell: cell, measurer: measurer)
        let file = ButtonSVG.file(cell, geometry: geometry, measurer: measurer)
        #expect(!file.contains("<text"))
        #expect(file.contains(#"xmlns:xlink="http://www.w3.org/1999/xlink""#))
        #expect(file.contains("<title>secondary button, medium, normal, light theme: Cancel</title>"))
        // C a n c e l: six distinct glyphs (C and c differ), each placed once.
        #expect(file.components(separatedBy: #"<path id="g"#).count - 1 == 6)
        #expect(file.components(separatedBy: "<use ").count - 1 == 6)
        #expect(file.contains(#"<g class="label" transform="translate(\#(ButtonGlyphs.n(geometry.contentX)) \#(ButtonGlyphs.n(geometry.baselineY)))" fill="\#(cell.colors.label.value.hex)">"#))
        #expect(ButtonSVG.render(cell, geometry: geometry).contains("<text "))
        assertSnapshot(file, named: "svg/backbase-secondary-medium-normal-light.file.svg")
    }

    @Test func widthFollowsTheMeasuredLabelAndPadding() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let measurer = try #require(ButtonFixtures.measurer)
        let (cell, geometry, _) = try DrawingFixtures.svg(matrix, "secondary", "medium", "normal", "light")
        let label = measurer.width(of: "Cancel", fontSize: 16, fontWeight: 600)
        #expect(abs(geometry.width - (label + 2 * 24)) < 0.01, "\(geometry.width) for label \(label)")
        #expect(geometry.isPill)
        #expect(cell.metrics.minWidth.value < geometry.width)
        // With a leading icon the row grows by the icon and the gap.
        let (_, withIcon, _) = try DrawingFixtures.svg(matrix, "primary", "medium", "normal", "light")
        let continueWidth = measurer.width(of: "Continue", fontSize: 16, fontWeight: 600)
        #expect(abs(withIcon.width - (continueWidth + 20 + 8 + 48)) < 0.01)
        // A loading button keeps its label's width although it draws only the spinner.
        let (_, loading, _) = try DrawingFixtures.svg(matrix, "primary", "medium", "loading", "light")
        #expect(loading.width == withIcon.width)
        // Fixed width (Horizon's standalone 201 pt) ignores the label.
        let (_, fixed, _) = try DrawingFixtures.svg(try ButtonFixtures.fioriMatrix(), "rounded", "standard", "normal", "default")
        #expect(fixed.width == 201)
    }

    @Test func minimumWidthHolds() throws {
        var definition = try ButtonFixtures.backbaseDefinition()
        definition.variants[1].label = "OK"
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: ButtonFixtures.backbaseThemes)
        let (_, geometry, _) = try DrawingFixtures.svg(matrix, "secondary", "small", "normal", "light")
        #expect(geometry.width == 64)
    }

    @Test func colorsAreExactlyTheCellColorsAndTheTitleNamesTheCell() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let (cell, _, svg) = try DrawingFixtures.svg(matrix, "secondary", "small", "focused", "dark")
        #expect(svg.contains(#"class="fill" "#))
        #expect(svg.contains(#"stroke="\#(cell.colors.border?.value.hex ?? "?")""#))
        #expect(svg.contains(#"fill="\#(cell.colors.label.value.hex)">Cancel</text>"#))
        #expect(svg.contains(#"class="focus-ring""#))
        #expect(svg.contains(#"class="hit-area""#))
        #expect(svg.contains(#"<title id="button--secondary--small--focused--dark">secondary button, small, focused, dark theme: Cancel</title>"#))
        #expect(svg.contains(#"aria-labelledby="button--secondary--small--focused--dark""#))
        #expect(!svg.contains("opacity"))
    }

    @Test func idsDifferForDifferentCellsAndLabelsAreEscaped() throws {
        var definition = try ButtonFixtures.backbaseDefinition()
        definition.variants[0].label = "Save & <close>"
        let matrix = try StateMatrixBuilder.build(definition, tokenSets: ButtonFixtures.backbaseThemes)
        let ids = Set(matrix.cells.map { ButtonSVG.elementID(prefix: "m", cell: $0) })
        #expect(ids.count == matrix.cells.count)
        let (_, _, svg) = try DrawingFixtures.svg(matrix, "primary", "small", "normal", "light")
        #expect(svg.contains(">Save &amp; &lt;close&gt;</text>"))
        #expect(ButtonSVG.elementID(prefix: "p", cell: matrix.cells[0]).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }
}

extension ButtonSVGTests {
    /// The check of a selected button and the spinner beside a loading message take room in the row.
    @Test func glyphsBesideTheTextWidenTheButton() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let horizon = try SeedFixtures.matrix("horizon.button.yaml", themes: [SeedFixtures.horizonTokens])
        let (_, normal, _) = try DrawingFixtures.svg(horizon, "toggle", "auto-width", "active", "light")
        let (_, selected, _) = try DrawingFixtures.svg(horizon, "toggle", "auto-width", "selected", "light")
        #expect(abs(selected.width - normal.width - (16 + 8)) < 0.011)
        let (_, processing, svg) = try DrawingFixtures.svg(horizon, "primary", "auto-width", "processing", "light")
        let loadingText = measurer.width(of: "Loading", fontSize: 14, fontWeight: 600)
        #expect(abs(processing.width - (loadingText + 16 + 8 + 32)) < 0.011)
        #expect(abs(processing.contentX - 16) < 0.011)
        #expect(svg.contains(#"class="spinner""#) && svg.contains(">Loading</text>"))
    }
}
