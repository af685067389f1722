import Foundation
import Testing
@testable import ButtonModel
import DocGenTestSupport
@testable import ButtonDrawing
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// The focus rings of `FocusRingsAsDrawnTests` rasterized with rsvg-convert: a ring inside the edge is drawn over
/// the fill, so its pixels are the ring's color, not the fill's.
@Suite struct FocusRingsRasterTests {
    static func svg(_ ring: String, state: String = "focus") throws -> (StateCell, ButtonGeometry, String) {
        try DrawingFixtures.svg(try FocusRingFixtures.matrix(ring), "primary", "medium", state, "light")
    }

    /// Primer's 2 px ring at offset -2 covers the two pixel rows just inside the top edge; the rest cell's pixel there
    /// is the fill.
    @Test(.requires(.rsvgConvert, .pillowPython)) func anInsetRingIsPaintedOverTheFill() throws {
        let (cell, geometry, svg) = try Self.svg(FocusRingFixtures.inset)
        let x = Int(geometry.margin + geometry.width / 2)
        let top = Int(geometry.margin)
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top) == "#0969da")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top + 1) == "#0969da")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top + 3) == cell.colors.background.value.hex)
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top - 1) == "#ffffff")
        let left = Int(geometry.margin) + 1
        #expect(try Raster.pixel(ofSVG: svg, x: left, y: Int(geometry.margin + geometry.height / 2)) == "#0969da")
        let (_, _, rest) = try Self.svg(FocusRingFixtures.inset, state: "rest")
        #expect(try Raster.pixel(ofSVG: rest, x: x, y: top + 1) == "#1f883d")
    }

    /// With the white inner ring: blue in rows 0 and 1 inside the edge, white in row 2, the fill from row 3.
    @Test(.requires(.rsvgConvert, .pillowPython)) func theInnerRingLiesJustInsideTheRing() throws {
        let (_, geometry, svg) = try Self.svg(FocusRingFixtures.insetPair)
        let x = Int(geometry.margin + geometry.width / 2)
        let top = Int(geometry.margin)
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top + 1) == "#0969da")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top + 2) == "#ffffff")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top + 3) == "#1f883d")
    }

    /// The halo lies outside the yellow ring, and the canvas grows to hold it.
    @Test(.requires(.rsvgConvert, .pillowPython)) func theOuterHaloLiesOutsideTheRing() throws {
        let (_, geometry, svg) = try Self.svg(FocusRingFixtures.haloPair)
        #expect(geometry.margin == 6)
        let x = Int(geometry.margin + geometry.width / 2)
        let top = Int(geometry.margin)
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top - 1) == "#ffff00")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top - 3) == "#000000")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top - 5) == "#ffffff")
        #expect(try Raster.pixel(ofSVG: svg, x: x, y: top + 1) == "#1f883d")
    }
}
