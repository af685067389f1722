import Foundation
import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// Material 3's filled button with a leading icon, rasterized by rsvg-convert: the button's edges, the icon's first
/// inked column and the label's last, found by scanning pixels. Expected: 16 px before the icon box, 24 px after the
/// label (m3.material.io/components/buttons/specs).
@Suite struct GeometryMaterial3PixelTests {
    /// Prints the first and last column of the middle row from y0 to y1 that is not the surface (the button's edges),
    /// then the first and last column, 4 px or more inside those edges, where a row from y0 to y1 is not the fill.
    static let scanScript = #"""
    import sys
    from PIL import Image
    path, fill, surface, y0, y1 = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
    with Image.open(path) as image:
        rgb = image.convert('RGB')
        hexof = lambda x, y: '#%02x%02x%02x' % rgb.getpixel((x, y))
        mid = (y0 + y1) // 2
        button = [x for x in range(rgb.width) if hexof(x, mid) != surface]
        left, right = button[0], button[-1]
        ink = [x for x in range(left + 4, right - 3) if any(hexof(x, y) != fill for y in range(y0, y1 + 1))]
        print(left, right, ink[0], ink[-1])
    """#

    @Test(.requires(.rsvgConvert, .pillowPython))
    func theIconStartsSixteenInAndTheLabelEndsTwentyFourBeforeTheEdge() throws {
        let cell = try Material3Fixtures.cell("filled", "enabled")
        let measurer = try #require(ButtonFixtures.measurer)
        let geometry = ButtonGeometry(cell: cell, measurer: measurer)
        let svg = ButtonSVG.file(cell, geometry: geometry, measurer: measurer)
        let margin = Int(geometry.margin)
        // The rows of the 18 px icon box, centered in the 40 px button.
        let y0 = margin + 11, y1 = margin + 28
        let scan = try Self.scan(svg, fill: cell.colors.background.value.hex, surface: cell.colors.surface.value.hex, y0: y0, y1: y1)
        let (left, right, firstInk, lastInk) = (scan[0], scan[1], scan[2], scan[3])
        #expect(left == margin)
        #expect(right == margin + Int(geometry.width.rounded(.up)) - 1)
        // The plus glyph is inset by a fifth of its 18 px box, less its round cap (half its 18 / 8 px stroke): its ink
        // starts at 16 + 3.6 − 1.125 = 18.475 px, in column 18. With 24 px of padding it would be column 26.
        #expect(firstInk - left == 18, "icon's first inked column is \(firstInk - left) px in")
        // The label's advance ends 24 px before the right edge; its last glyph's ink ends within 2 px of that.
        let inkEnd = Double(lastInk - left + 1)
        #expect((-1.0...2.0).contains(geometry.width - 24 - inkEnd), "label's ink ends \(geometry.width - inkEnd) px before the right edge")
    }

    static func scan(_ svg: String, fill: String, surface: String, y0: Int, y1: Int) throws -> [Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-geometry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgURL = folder.appendingPathComponent("cell.svg"), pngURL = folder.appendingPathComponent("cell.png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        try Raster.run(ExternalTool.rsvgConvert.path, ["--format=png", "--output", pngURL.path, svgURL.path])
        let output = try Raster.run(Raster.python, ["-c", scanScript, pngURL.path, fill, surface, String(y0), String(y1)])
        let numbers = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(numbers.count == 4, "scan printed \(output)")
        return numbers
    }
}
