import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport
import ButtonModelTestSupport

/// Rasterizes SVGs with `rsvg-convert` (librsvg, which fills exactly to the byte) and reads pixels back with Pillow,
/// from the browser suite's virtual environment (`.build-venv`, made by `make deps-test` before the tests run). The
/// raster tests carry `.requires(.rsvgConvert, .pillowPython)`: skipped where a tool is missing, failed where `CI` is set.
@Suite struct RasterizedSVGTests {
    static let python = ExternalTool.pillowPython.path

    @Test(.requires(.rsvgConvert, .pillowPython), arguments: [
        ("primary", "medium", "normal", "light"),
        ("primary", "small", "disabled", "dark"),
        ("secondary", "medium", "highlighted", "dark"),
        ("onColorPrimary", "medium", "normal", "light"),
    ])
    func aPixelInsideTheFillPaddingHasTheCellsFillColor(_ key: (String, String, String, String)) throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let (cell, geometry, svg) = try ButtonSVGTests.svg(matrix, key.0, key.1, key.2, key.3)
        let x = Int(geometry.margin + cell.metrics.paddingX.value / 2)
        let y = Int(geometry.margin + geometry.height / 2)
        let pixel = try Self.pixel(ofSVG: svg, x: x, y: y)
        #expect(pixel == cell.colors.background.value.hex, "\(cell.title) at (\(x), \(y))")
        let corner = try Self.pixel(ofSVG: svg, x: 0, y: 0)
        #expect(corner == cell.colors.surface.value.hex, "\(cell.title) surface")
    }

    /// `#rrggbb` of the pixel at (x, y) of the SVG rasterized at 1:1.
    static func pixel(ofSVG svg: String, x: Int, y: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgURL = folder.appendingPathComponent("cell.svg")
        let pngURL = folder.appendingPathComponent("cell.png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        _ = try run(ExternalTool.rsvgConvert.path, ["--format=png", "--output", pngURL.path, svgURL.path])
        return try run(python, ["-c", pngPixelScript, pngURL.path, String(x), String(y)])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `executable` and returns what it printed; fails the test when it exits non-zero.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(executable) failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// Prints the `#rrggbb` of one pixel of a PNG.
    static let pngPixelScript = #"""
    import sys
    from PIL import Image
    with Image.open(sys.argv[1]) as image:
        print('#%02x%02x%02x' % image.convert('RGB').getpixel((int(sys.argv[2]), int(sys.argv[3]))))
    """#
}
