import Foundation
import Testing
@testable import DesignTokens
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenYAML
@testable import DocGenReview
@testable import DocGenChecks
@testable import ButtonDrawing
import ButtonModelTestSupport

/// Each cell is laid out once, by the "Lay out cells" step, and every reader draws, writes and checks that layout: a
/// layout changed after the step shows in the pictures, the JSON, the pages, the diagrams, the checks and the diff,
/// which would each show the cell as they laid it out themselves otherwise. A cell at another text size is laid out
/// where it is derived, and drawn as it is laid out there.
@Suite struct CellLayoutTests {
    static var measurer: TextMeasurer { get throws { try #require(ButtonFixtures.measurer) } }

    /// A build's context holding the Backbase fixture as one design system, fonts loaded, nothing laid out yet.
    static func context() throws -> BuildContext {
        var system = DesignSystem(id: "backbase", directory: "Content/backbase",
                                  manifest: SystemManifest(name: "Backbase", location: SourceLocation(file: "Content/backbase/system.yaml")))
        system.matrices = [try ButtonFixtures.backbaseMatrix()]
        var context = BuildContext(configuration: BuildConfiguration(jobs: 2))
        context.systems = [system]
        context.measurer = try measurer
        return context
    }

    /// `matrix` with every stored layout moved where no reader would lay the cell out: 37 pt wide on a 5 pt margin,
    /// no hit slop, its content row at 3 pt.
    static func moved(_ matrix: StateMatrix) -> StateMatrix {
        var matrix = matrix
        for index in matrix.cells.indices {
            var layout = matrix.cells[index].geometry
            layout.width = 37
            layout.margin = 5
            layout.hitSlopX = 0
            layout.contentX = 3
            matrix.cells[index].layout = layout
        }
        return matrix
    }

    @Test func theStepLaysEachCellOutAndTheCheckStepLeavesTheMatricesAsTheyAre() throws {
        var context = try Self.context()
        let built = context.systems[0].matrices[0]
        #expect(built.cells.allSatisfy { $0.layout == nil })
        try BuildStep.layOutCells.body(&context)
        let laidOut = context.systems[0].matrices[0]
        #expect(laidOut.cells.count == built.cells.count)
        for (cell, before) in zip(laidOut.cells, built.cells) {
            #expect(cell.layout == ButtonGeometry(cell: before, measurer: try Self.measurer), "\(cell.title)")
        }
        #expect(laidOut == built.laidOut(with: try Self.measurer), "the step lays the matrix out as StateMatrix.laidOut does")
        try BuildStep.runChecks.body(&context)
        #expect(!context.findings.isEmpty)
        #expect(context.systems[0].matrices == [laidOut], "checking changes no cell")
    }

    @Test func theSitePipelinesLayCellsOutAfterFontsLoadAndBeforeAnyReader() throws {
        for pipeline in [BuildPipeline.site, .analysis, .preview, .diagrams] {
            let ids = pipeline.steps.map(\.id)
            let layout = try #require(ids.firstIndex(of: .layOutCells), "\(ids)")
            #expect(try #require(ids.firstIndex(of: .loadFonts)) < layout, "\(ids)")
            for reader in [BuildStep.ID.runChecks, .drawButtons, .renderPages] {
                if let index = ids.firstIndex(of: reader) { #expect(layout < index, "\(reader) before the layout") }
            }
        }
    }

    /// The standalone file, the inline pictures of the matrix table, gallery and comparison, and the JSON all take the
    /// stored size: 37 + 2 × 5 = 47 pt of canvas.
    @Test func picturesPagesAndTheJSONDrawTheStoredLayout() throws {
        let measurer = try Self.measurer
        let matrix = Self.moved(try ButtonFixtures.backbaseMatrix().laidOut(with: measurer))
        let canvas = #"<rect class="surface" width="47" height="#
        for file in ButtonSVGFiles.files(of: matrix, measurer: measurer) {
            #expect(file.contents.contains(canvas), "\(file.path)")
        }
        let table = try MatrixTableRenderer.html(matrix: matrix, measurer: measurer)
        #expect(table.components(separatedBy: "<svg ").count - 1 == matrix.cells.count)
        #expect(table.components(separatedBy: canvas).count - 1 == matrix.cells.count)
        let gallery = GalleryRenderer.html(matrix: matrix, measurer: measurer)
        #expect(gallery.components(separatedBy: "<svg ").count == gallery.components(separatedBy: canvas).count)
        var system = DesignSystem(id: "backbase", directory: "Content/backbase", manifest: SystemManifest(name: "Backbase", location: SourceLocation(file: "system.yaml")))
        system.matrices = [matrix]
        let comparison = SystemComparisonRenderer.html([SystemComparison(system: system, findings: [])], measurer: measurer)
        #expect(comparison.contains("<svg ") && comparison.components(separatedBy: "<svg ").count == comparison.components(separatedBy: canvas).count)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StateMatrixJSON.json(matrix).utf8)) as? [String: Any])
        let cells = try #require(json["cells"] as? [[String: Any]])
        #expect(cells.count == matrix.cells.count)
        for cell in cells {
            let geometry = try #require(cell["geometry"] as? [String: Any])
            #expect(geometry["width"] as? Double == 37 && geometry["canvasWidth"] as? Double == 47)
        }
    }

    /// The touch target measures the narrowest stored width (37 pt, no slop, under 44); the spec drawing's hit area
    /// is as wide; the anatomy drawing places its figure around that width.
    @Test func checksAndDiagramsMeasureTheStoredLayout() throws {
        let measurer = try Self.measurer
        let matrix = Self.moved(try ButtonFixtures.backbaseMatrix().laidOut(with: measurer))
        let touch = MatrixChecker().findings(for: matrix, measurer: measurer).filter { $0.rule == .touchTarget }
        #expect(!touch.isEmpty)
        for finding in touch {
            #expect(finding.message.contains("37x"), "\(finding.message)")
            #expect(!finding.passed)
        }
        let cell = try #require(matrix.cell(variant: "primary", size: "medium", state: "normal", theme: "light"))
        let rows = DiagramKind.spec.rows(cell, measurer: measurer)
        #expect(rows.first { $0.name == "Hit area width" }?.value.hasPrefix("37px") == true, "\(rows)")
        let laidOut = try #require(try ButtonFixtures.backbaseMatrix().laidOut(with: measurer)
            .cell(variant: "primary", size: "medium", state: "normal", theme: "light"))
        #expect(SpecSheet.svg(cell, systemName: "Backbase", measurer: measurer) != SpecSheet.svg(laidOut, systemName: "Backbase", measurer: measurer))
        #expect(AnatomyDiagram.svg(cell, systemName: "Backbase", measurer: measurer)
                != AnatomyDiagram.svg(laidOut, systemName: "Backbase", measurer: measurer))
    }

    /// The diff draws each side's changed cells as they are laid out on that side.
    @Test func theDiffDrawsEachSideAsItIsLaidOut() throws {
        let measurer = try Self.measurer
        func analysis(_ matrix: StateMatrix, side: String) -> DiffAnalysis {
            var system = DesignSystem(id: "backbase", directory: "/site/Content/backbase",
                                      manifest: SystemManifest(name: "Backbase", location: SourceLocation(file: "system.yaml")))
            system.matrices = [matrix]
            var context = BuildContext(configuration: BuildConfiguration())
            context.systems = [system]
            context.measurer = measurer
            return DiffAnalysis(input: DiffInput(files: InMemoryFileSource(base: "/site"), contentDirectory: "Content",
                                                 side: SiteDiff.DiffSide(name: side, description: "folder \(side)")), context: context)
        }
        let base = try ButtonFixtures.backbaseMatrix().laidOut(with: measurer)
        var head = Self.moved(base)
        head.cells[0].text = "Go on"
        let diff = try SiteComparer(configuration: BuildConfiguration(), drawsCells: true)
            .compare(base: analysis(base, side: "main"), head: analysis(head, side: "HEAD"))
        let change = try #require(diff.cells.first { $0.cell == head.cells[0].reference })
        #expect(change.svgAfter?.contains(#"<rect class="surface" width="47" height="#) == true)
        #expect(change.svgBefore?.contains(#"<rect class="surface" width="\#(ButtonGlyphs.length(base.cells[0].geometry.canvasWidth))" height="#) == true)
    }

    /// Swift Dynamic Type at AX3 sets Horizon's 15 pt subheadline label at 36 pt (Apple HIG, "Dynamic Type sizes"):
    /// the auto-width button grows with it. The cell derived at that size carries the layout of its own metrics, not
    /// the one of the written size, and the tables draw it so.
    @Test func aCellAtAnotherTextSizeIsDrawnAsItIsLaidOutThere() throws {
        let measurer = TextSizeFixture.measurer
        let matrix = try TextSizeFixture.matrix().laidOut(with: measurer)
        let base = try #require(matrix.cell(variant: "secondary", size: "auto-width", state: "active", theme: "light"))
        let ax3 = try TextSizeFixture.layout("auto-width", at: "AX3")
        var derived = ax3.cell
        derived.layout = nil
        #expect(ax3.cell.geometry == ButtonGeometry(cell: derived, measurer: measurer))
        #expect(ax3.cell.geometry.width > base.geometry.width)
        #expect(ax3.cell.metrics.fontSize.value == 36)
        let table = try MatrixTableRenderer.html(matrix: matrix, size: "auto-width", textSize: "AX3", measurer: measurer)
        let drawn = #"<rect class="surface" width="\#(ButtonGlyphs.length(ax3.cell.geometry.canvasWidth))" height="#
        #expect(table.contains(drawn), "the matrix table draws the cell as laid out at AX3")
        #expect(!table.contains(#"<rect class="surface" width="\#(ButtonGlyphs.length(base.geometry.canvasWidth))" height="#))
        let sizes = TextSizeTableRenderer.html(matrix: matrix, size: "auto-width", locale: "en", steps: ["AX3"], measurer: measurer)
        #expect(sizes.contains(drawn), "the text-size table draws it so too")
    }
}
