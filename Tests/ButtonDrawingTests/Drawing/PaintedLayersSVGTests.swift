import Testing
@testable import ButtonModel
import DocGenTestSupport
@testable import ButtonDrawing
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// The state layer and opacities as drawn: SVG snapshots, and pixels read back from rsvg-convert.
@Suite struct PaintedLayersSVGTests {
    static let snapshotCells: [(String, String)] = [
        ("filled", "hovered"), ("filled", "disabled"), ("outlined", "focused"), ("dimmed", "disabled"),
    ]

    @Test func snapshotsOfLayeredAndFadedCells() throws {
        let matrix = try StateLayerFixtures.materialMatrix()
        for (variant, state) in Self.snapshotCells {
            let (_, _, svg) = try DrawingFixtures.svg(matrix, variant, "regular", state, "light")
            assertSnapshot(svg, named: "svg/material-\(variant)-regular-\(state)-light.svg")
        }
    }

    /// The layer is its own shape between the fill and the content; the border is drawn after it.
    @Test func theLayerLiesBetweenTheFillAndTheContent() throws {
        let matrix = try StateLayerFixtures.materialMatrix()
        let (_, _, svg) = try DrawingFixtures.svg(matrix, "outlined", "regular", "hovered", "light")
        let order = ["class=\"fill\"", "class=\"state-layer\"", "class=\"border\"", "<text"].map { svg.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        let (_, _, plain) = try DrawingFixtures.svg(matrix, "outlined", "regular", "enabled", "light")
        #expect(!plain.contains("state-layer"))
    }

    /// Pixels inside the padding, rasterized by librsvg, are the hand-worked colors of `OpacityAndStateLayerTests`.
    @Test(.requires(.rsvgConvert, .pillowPython), arguments: [
        ("filled", "hovered", "#735eab"),
        ("filled", "disabled", "#e3dde4"),
        ("outlined", "hovered", "#f2eaf8"),
        ("dimmed", "disabled", "#c2b4db"),
        ("dimmed", "enabled", "#6750a4"),
    ])
    func aPixelInsideThePaddingHasThePaintedColor(_ variant: String, _ state: String, _ expected: String) throws {
        let matrix = try StateLayerFixtures.materialMatrix()
        let (cell, geometry, svg) = try DrawingFixtures.svg(matrix, variant, "regular", state, "light")
        let x = Int(geometry.margin + cell.metrics.paddingX.value / 2 + geometry.cornerRadius / 2)
        let y = Int(geometry.margin + geometry.height / 2)
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: y) == expected, "\(cell.title) at (\(x), \(y))")
        #expect(try Raster.pixel(ofSVG: svg, x: 0, y: 0) == "#fef7ff")
    }
}
