import Foundation
import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// Anatomy and spec drawings of the fixture cells: what they label, where their callouts point, that no two labels
/// overlap, and snapshots of the SVG.
@Suite struct DiagramDrawingTests {
    static func figure(_ cell: StateCell, scale: Double = 1) throws -> ButtonFigure {
        let measurer = try #require(ButtonFixtures.measurer)
        return ButtonFigure(cell: cell, geometry: ButtonGeometry(cell: cell, measurer: measurer), measurer: measurer, scale: scale)
    }

    /// A cell of the Backbase fixture, laid out as a build draws it.
    static func cell(_ variant: String, _ size: String, _ state: String, _ theme: String = "light") throws -> StateCell {
        try #require(try ButtonFixtures.backbaseMatrix().cell(variant: variant, size: size, state: state, theme: theme))
            .laidOut(with: try #require(ButtonFixtures.measurer))
    }

    /// The secondary button with keyboard focus: every part docgen names, each with its token, and each callout
    /// on its part (the label's on its cap height, the border's on the bottom edge inside the stroke, the ring's on
    /// the ring's middle, the hit area's on the hit slop's edge).
    @Test func anatomyNamesEveryPartWithItsToken() throws {
        let cell = try Self.cell("secondary", "small", "focused")
        let figure = try Self.figure(cell)
        let entries = AnatomyEntry.entries(of: figure)
        #expect(entries.map(\.name) == ["Container", "Label", "Border", "Focus ring", "Hit area"])
        #expect(entries.map(\.number) == [1, 2, 3, 4, 5])
        #expect(entries[2].token == "color.button.secondary.default.border")
        #expect(entries[3].token == "color.focus")
        #expect(entries[3].value == "2px at 2px offset, #1a1a1a")
        let label = try #require(figure.labelBox)
        #expect(entries[1].anchor == .init(x: label.x + label.width / 2, y: label.top))
        #expect(entries[2].anchor.y == 32 - 0.5)
        #expect(entries[3].anchor.y == -3)
        #expect(entries[4].anchor.y == 32 + 6)
        #expect(entries[4].value.hasSuffix("hit slop 0px × 6px"))
        // Every anchor lies within the button's hit area and ring.
        for entry in entries {
            #expect((-4...(figure.width + 4)).contains(entry.anchor.x) && (-6...38).contains(entry.anchor.y), "\(entry)")
        }
    }

    /// The primary button at rest draws a leading icon and no ring.
    @Test func anatomyLeavesOutWhatTheCellDoesNotDraw() throws {
        let entries = AnatomyEntry.entries(of: try Self.figure(try Self.cell("primary", "medium", "normal")))
        #expect(entries.map(\.name) == ["Container", "Label", "Icon", "Hit area"])
        #expect(entries[3].value.hasSuffix("the container’s bounds"))
    }

    /// The spec's values are the cell's metrics, with the tokens they come from.
    @Test func specMeasuresComeFromTheMetrics() throws {
        let cell = try Self.cell("primary", "medium", "normal")
        let measures = SpecMeasure.measures(of: try Self.figure(cell), touchTarget: .apple)
        let byName = Dictionary(uniqueKeysWithValues: measures.map { ($0.name, $0) })
        #expect(byName["Height"]?.valueText == "44px" && byName["Height"]?.token == "height.button.md")
        #expect(byName["Padding x"]?.value == 24 && byName["Padding x"]?.token == "padding-x.button.md")
        #expect(byName["Icon"]?.value == 20 && byName["Icon"]?.token == "literal 20")
        #expect(byName["Gap"]?.value == 8)
        // (44 − 20) / 2: the icon is the tallest thing in the row.
        #expect(byName["Padding y"]?.valueText == "12px = (44 − 20 icon) / 2")
        #expect(byName["Corner radius"]?.valueText == "99px (capsule: 22px)")
        #expect(byName["Hit area height"]?.valueText == "44px ≥ 44")
        #expect(byName["Hit area width"]?.token == "the button’s width")
    }

    /// Every cell of every fixture system, in both drawings: no two spec labels overlap, and every redline is its
    /// value at the drawing's scale.
    @Test func specLabelsNeverOverlapAndLinesMatchTheirValues() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        var checked = 0
        for matrix in try DrawingFixtures.allMatrices() {
            for cell in matrix.cells where cell.theme == matrix.themes[0] {
                let geometry = ButtonGeometry(cell: cell, measurer: measurer)
                let figure = ButtonFigure(cell: cell, geometry: geometry, measurer: measurer, scale: 3)
                let layout = SpecLayout(measures: SpecMeasure.measures(of: figure, touchTarget: .apple), figure: figure,
                                        reach: (30, 30), text: DiagramText(measurer: measurer))
                for (index, a) in layout.labels.enumerated() {
                    for b in layout.labels[(index + 1)...] {
                        #expect(!a.box.overlaps(b.box), "\(cell.title): \(a.measure.title) / \(b.measure.title)")
                    }
                }
                for (measure, line) in layout.dimensions {
                    #expect(abs(line.length - measure.value * 3) < 1e-9, "\(cell.title): \(measure.name)")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func snapshotsOfBothDrawings() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let focused = try Self.cell("secondary", "small", "focused")
        assertSnapshot(AnatomyDiagram.svg(focused, systemName: "Backbase", measurer: measurer), named: "diagrams/backbase-secondary-small-focused.anatomy.svg")
        assertSnapshot(SpecSheet.svg(focused, systemName: "Backbase", measurer: measurer), named: "diagrams/backbase-secondary-small-focused.spec.svg")
        let dark = try Self.cell("primary", "medium", "normal", "dark")
        assertSnapshot(SpecSheet.svg(dark, systemName: "Backbase", measurer: measurer, touchTarget: .material),
                       named: "diagrams/backbase-primary-medium-normal-dark.spec.svg")
    }

    /// The file has no `<text>`: its words are outlines, and its title and description say what it shows.
    @Test func drawingsCarryTheirTextAsOutlinesAndWords() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let cell = try Self.cell("primary", "medium", "normal")
        let svg = SpecSheet.svg(cell, systemName: "Backbase", measurer: measurer)
        #expect(!svg.contains("<text"))
        #expect(svg.contains("<title>Spec of the primary button, medium, normal, light theme: Continue</title>"))
        #expect(svg.contains("Height: 44px, from height.button.md."))
        #expect(svg.contains(#"<g class="redline"><title>Padding x: 24px, from padding-x.button.md</title>"#))
        #expect(SpecSheet.svg(cell, systemName: "Backbase", measurer: measurer) == svg, "the same input draws the same bytes")
        let anatomy = AnatomyDiagram.svg(cell, systemName: "Backbase", measurer: measurer)
        #expect(anatomy.contains("3 Icon: 20px square, #ffffff, from color.button.primary.default.foreground."))
    }

    /// The drawings' notes take the ink that contrasts more with the surface.
    @Test func thePaletteFollowsTheSurface() {
        #expect(DiagramPalette(surface: .white).ink.hex == "#1f2328")
        #expect(DiagramPalette(surface: hex("#101418")).ink.hex == "#f6f8fa")
        #expect(DiagramPalette(surface: hex("#101418")).accent.hex == "#ff9ecb")
    }
}
