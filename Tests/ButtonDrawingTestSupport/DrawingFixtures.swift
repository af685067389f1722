import Foundation
import Testing
import DesignTokens
import ButtonModel
import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport

/// Cells drawn as the site draws them, for the tests of the drawing and of the pages that show drawings.
package enum DrawingFixtures {
    package static func svg(_ matrix: StateMatrix, _ variant: String, _ size: String, _ state: String, _ theme: String) throws -> (StateCell, ButtonGeometry, String) {
        let cell = try #require(matrix.cell(variant: variant, size: size, state: state, theme: theme))
        let geometry = ButtonGeometry(cell: cell, measurer: try #require(ButtonFixtures.measurer))
        return (cell, geometry, ButtonSVG.render(cell, geometry: geometry))
    }

    package static func allMatrices() throws -> [StateMatrix] {
        let light = TestTokenSet(theme: "light").tokenSet
        let dark = TestTokenSet(theme: "dark").tokenSet
        return [
            try ButtonFixtures.backbaseMatrix(), try ButtonFixtures.fioriMatrix(),
            try SeedFixtures.matrix("horizon.button.yaml", themes: [SeedFixtures.horizonTokens]),
            try SeedFixtures.matrix("ods.button.yaml", themes: [light, dark]),
            try SeedFixtures.matrix("swiftui.button.yaml", themes: [light, dark]),
        ]
    }
}

/// Rasterizes SVGs with `rsvg-convert` (librsvg, which fills exactly to the byte) and reads pixels back with Pillow,
/// from the browser suite's virtual environment (`.build-venv`, made by `make deps-test` before the tests run). Tests
/// that use it carry `.requires(.rsvgConvert, .pillowPython)`: skipped where a tool is missing, failed where `CI` is set.
package enum Raster {
    package static let python = ExternalTool.pillowPython.path

    /// `#rrggbb` of the pixel at (x, y) of the SVG rasterized at 1:1.
    package static func pixel(ofSVG svg: String, x: Int, y: Int) throws -> String {
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
    package static func run(_ executable: String, _ arguments: [String]) throws -> String {
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
    package static let pngPixelScript = #"""
    import sys
    from PIL import Image
    with Image.open(sys.argv[1]) as image:
        print('#%02x%02x%02x' % image.convert('RGB').getpixel((int(sys.argv[2]), int(sys.argv[3]))))
    """#

    /// The channels of `#rrggbb`.
    package static func channels(_ hex: String) -> [Int] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16) ?? -1 }
    }
}
