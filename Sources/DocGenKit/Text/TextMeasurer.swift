import Foundation

/// Measures and outlines lines of text with HarfBuzz (through `HarfBuzzFont`), on the Inter files the site ships,
/// so the widths docgen checks match the glyphs browsers draw, and the pictures it writes draw those same glyphs
/// with no font installed.
///
/// Fonts are loaded once in `init` and shared read-only between threads.
public final class TextMeasurer: @unchecked Sendable {
    /// Weight → file name in the fonts folder.
    public static let fontFiles: [(weight: Int, file: String)] = [
        (400, "Inter-Regular.otf"), (500, "Inter-Medium.otf"), (600, "Inter-SemiBold.otf"), (700, "Inter-Bold.otf"),
    ]

    private let fonts: [Int: HarfBuzzFont]
    /// Glyph outlines as SVG path data by weight, glyph and scale: a label's glyphs recur in every cell.
    private let outlineCache = OutlineCache()

    /// Loads every Inter file from `fontsDirectory` (the site's `Public/fonts`).
    public init(fontsDirectory: URL) throws(TextMeasurerError) {
        var fonts: [Int: HarfBuzzFont] = [:]
        for (weight, file) in Self.fontFiles {
            let path = fontsDirectory.appendingPathComponent(file).path
            guard let font = HarfBuzzFont(path: path) else { throw TextMeasurerError(missingFont: path) }
            fonts[weight] = font
        }
        self.fonts = fonts
    }

    /// The file used for a CSS font weight: the nearest of 400, 500, 600 and 700 (ties go to the lighter).
    public static func fontFile(forWeight weight: Double) -> String {
        nearest(weight).file
    }

    /// The kerned advance width of `text` in CSS pixels at `fontSize` pixels.
    public func width(of text: String, fontSize: Double, fontWeight: Double = 400) -> Double {
        guard let font = fonts[Self.nearest(fontWeight).weight], !text.isEmpty else { return 0 }
        return Double(font.shape(text).advance) * fontSize / Double(font.unitsPerEm)
    }

    /// `text` shaped as `width(of:fontSize:fontWeight:)` measures it, as glyph outlines in pixels.
    public func outlines(of text: String, fontSize: Double, fontWeight: Double = 400) -> OutlinedText {
        let weight = Self.nearest(fontWeight).weight
        guard let font = fonts[weight] else {
            return OutlinedText(line: ShapedLine(glyphs: [], advance: 0), scale: 1) { _ in "" }
        }
        let scale = fontSize / Double(font.unitsPerEm)
        return OutlinedText(line: font.shape(text), scale: scale) { glyph in
            outlineCache.pathData(weight: weight, glyph: glyph, scale: scale) {
                OutlinedText.pathData(font.outline(of: glyph), scale: scale)
            }
        }
    }

    /// The height of capital letters as a fraction of the font size (Inter: 2048/2816), for centering a label.
    public func capHeightRatio(fontWeight: Double = 400) -> Double {
        guard let font = fonts[Self.nearest(fontWeight).weight] else { return 0.7 }
        return Double(font.capHeight) / Double(font.unitsPerEm)
    }

    private static func nearest(_ weight: Double) -> (weight: Int, file: String) {
        fontFiles.min { abs(Double($0.weight) - weight) < abs(Double($1.weight) - weight) } ?? fontFiles[0]
    }
}
