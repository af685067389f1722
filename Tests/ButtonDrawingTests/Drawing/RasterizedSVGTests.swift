import Foundation
import Testing
@testable import ButtonModel
import DocGenTestSupport
import ButtonModelTestSupport
@testable import ButtonDrawing
import ButtonDrawingTestSupport

/// Rasterizes SVGs with `rsvg-convert` (librsvg, which fills exactly to the byte) and reads pixels back with Pillow,
/// from the browser suite's virtual environment (`.build-venv`, made by `make deps-test` before the tests run). The
/// raster tests carry `.requires(.rsvgConvert, .pillowPython)`: skipped where a tool is missing, failed where `CI` is set.
@Suite struct RasterizedSVGTests {

    @Test(.requires(.rsvgConvert, .pillowPython), arguments: [
        ("primary", "medium", "normal", "light"),
        ("primary", "small", "disabled", "dark"),
        ("secondary", "medium", "highlighted", "dark"),
        ("onColorPrimary", "medium", "normal", "light"),
    ])
    func aPixelInsideTheFillPaddingHasTheCellsFillColor(_ key: (String, String, String, String)) throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let (cell, geometry, svg) = try DrawingFixtures.svg(matrix, key.0, key.1, key.2, key.3)
        let x = Int(geometry.margin + cell.metrics.paddingX.value / 2)
        let y = Int(geometry.margin + geometry.height / 2)
        let pixel = try Raster.pixel(ofSVG: svg, x: x, y: y)
        #expect(pixel == cell.colors.background.value.hex, "\(cell.title) at (\(x), \(y))")
        let corner = try Raster.pixel(ofSVG: svg, x: 0, y: 0)
        #expect(corner == cell.colors.surface.value.hex, "\(cell.title) surface")
    }

}
