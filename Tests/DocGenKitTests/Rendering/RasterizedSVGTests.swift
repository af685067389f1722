import Foundation
import Testing
@testable import DocGenKit

/// Rasterizes SVGs with `rsvg-convert` (librsvg, which fills exactly to the byte) and reads pixels back with a
/// small PNG decoder in Python's standard library.
@Suite struct RasterizedSVGTests {
    static let available = FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    @Test(.enabled(if: available), arguments: [
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
        _ = try run("/usr/bin/rsvg-convert", ["--format=png", "--output", pngURL.path, svgURL.path])
        return try run("/usr/bin/python3", ["-c", pngPixelScript, pngURL.path, String(x), String(y)])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
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

    /// Decodes an 8-bit RGBA or RGB, non-interlaced PNG (what rsvg-convert writes) and prints one pixel.
    static let pngPixelScript = #"""
    import sys, zlib, struct
    data = open(sys.argv[1], 'rb').read()
    x, y = int(sys.argv[2]), int(sys.argv[3])
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, color = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    assert depth == 8 and color in (2, 6)
    bpp = 4 if color == 6 else 3
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for r in range(height):
        ftype, line = raw[r * (stride + 1)], bytearray(raw[r * (stride + 1) + 1:(r + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ftype == 1: line[i] = (line[i] + a) & 255
            elif ftype == 2: line[i] = (line[i] + b) & 255
            elif ftype == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    px = rows[y][x * bpp:x * bpp + 3]
    print('#%02x%02x%02x' % tuple(px))
    """#
}
