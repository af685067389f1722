import Foundation
import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

/// The truncated German label as drawn: rasterized by rsvg-convert, its pixels stay inside the padding of the
/// 201 pt button, while the label's full width would not.
@Suite struct TextSizePixelTests {
    /// Prints `minX maxX` of the pixels nearer to the label's color than to the fill, within the button's rows.
    static let boundsScript = #"""
    import sys
    from PIL import Image
    png, top, bottom = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    target = tuple(int(sys.argv[4][i:i + 2], 16) for i in (1, 3, 5))
    with Image.open(png) as image:
        rgb = image.convert('RGB')
        xs = [x for y in range(top, bottom) for x in range(rgb.width)
              if sum(abs(a - b) for a, b in zip(rgb.getpixel((x, y)), target)) < 150]
    print(min(xs), max(xs))
    """#

    static func labelColumns(of layout: TextSizeLayout) throws -> (geometry: ButtonGeometry, min: Int, max: Int) {
        let geometry = ButtonGeometry(cell: layout.cell, measurer: TextSizeFixture.measurer)
        let svg = ButtonSVG.file(layout.cell, geometry: geometry, measurer: TextSizeFixture.measurer)
        let folder = try TemporaryDirectory()
        let svgURL = folder.url("cell.svg"), pngURL = folder.url("cell.png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        _ = try Raster.run(ExternalTool.rsvgConvert.path, ["--format=png", "--output", pngURL.path, svgURL.path])
        // Rows inside the border: the border's own color is far from the label's.
        let top = Int(geometry.margin) + 3, bottom = Int(geometry.margin + geometry.height) - 3
        let output = try Raster.run(Raster.python, ["-c", boundsScript, pngURL.path, String(top), String(bottom),
                                                                           layout.cell.colors.label.value.hex])
        let numbers = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(numbers.count == 2, "\(output)")
        return (geometry, numbers[0], numbers[1])
    }

    @Test(.requires(.rsvgConvert, .pillowPython))
    func theTruncatedLabelStaysInsideThePadding() throws {
        let layout = try TextSizeFixture.layout("standalone", at: "AX3", german: true)
        #expect(layout.fit.truncates)
        let (geometry, minX, maxX) = try Self.labelColumns(of: layout)
        let start = Int(geometry.margin) + 16, end = Int(geometry.margin) + 201 - 16
        #expect(minX >= start - 1, "label starts at \(minX), padding ends at \(start)")
        #expect(maxX <= end, "label ends at \(maxX), padding starts at \(end)")
        #expect(Double(end - start) < layout.fit.neededWidth, "the whole label would not have fitted")
    }

    /// At AX2 the whole label is drawn, centered: as wide as HarfBuzz measured it, give or take the side bearings.
    @Test(.requires(.rsvgConvert, .pillowPython))
    func theWholeLabelIsDrawnWhereItFits() throws {
        let layout = try TextSizeFixture.layout("standalone", at: "AX2", german: true)
        #expect(layout.cell.text == "Verwerfen")
        let (_, minX, maxX) = try Self.labelColumns(of: layout)
        #expect(abs(Double(maxX - minX) - layout.fit.neededWidth) < 6, "drawn \(maxX - minX), measured \(layout.fit.neededWidth)")
    }
}
