import DesignTokens
import DocGenSupport
import Foundation

/// Measures and outlines lines of text with HarfBuzz (through `HarfBuzzFont`) on one family's font files: the Inter
/// files of the theme's `Public/fonts` by default, or the files a design system names in its `system.yaml`. So the
/// widths docgen checks match the glyphs browsers draw, and the pictures it writes draw those same glyphs with no
/// font installed.
///
/// Fonts are loaded once in `init` and shared read-only between threads.
public final class TextMeasurer: @unchecked Sendable {
    /// Weight → file name of the built-in Inter in the fonts folder.
    public static let fontFiles: [(weight: Int, file: String)] = [
        (400, "Inter-Regular.otf"), (500, "Inter-Medium.otf"), (600, "Inter-SemiBold.otf"), (700, "Inter-Bold.otf"),
    ]

    /// The family measured with, as it is named in the CSS (`Inter`).
    public let family: String
    /// Each face by its weight class, lightest first.
    private let faces: [(weight: Double, font: HarfBuzzFont)]
    /// The file of each face with the weight read from it, in the order they were given.
    public let files: [(path: String, weight: Double)]
    /// The families design systems name files for: system id → family → its measurer.
    package let systemFamilies: [String: [String: TextMeasurer]]
    /// Glyph outlines as SVG path data by weight, glyph and scale: a label's glyphs recur in every cell.
    private let outlineCache = OutlineCache()
    /// Shaped lines by weight and text: a label recurs in every state and theme.
    private let shapeCache = ShapeCache()

    /// Loads every Inter file from `fontsDirectory` (a site's `Public/fonts`).
    public convenience init(fontsDirectory: URL) throws(TextMeasurerError) {
        try self.init(family: "Inter", files: Self.fontFiles.map { fontsDirectory.appendingPathComponent($0.file).path }) { path in
            FileManager.default.contents(atPath: path)
        }
    }

    /// Loads one family from `files`, each face's weight read from the font itself.
    public init(family: String, files: [String], displayPath: (String) -> String = { $0 },
                read: (String) -> Data?) throws(TextMeasurerError) {
        var faces: [(weight: Double, font: HarfBuzzFont)] = []
        for file in files {
            guard let data = read(file), let font = HarfBuzzFont(data: data) else { throw TextMeasurerError(missingFont: displayPath(file)) }
            faces.append((font.weight, font))
        }
        guard !faces.isEmpty else { throw TextMeasurerError(missingFont: family) }
        self.family = family
        self.files = zip(files, faces).map { ($0, $1.weight) }
        self.faces = faces.sorted { $0.weight < $1.weight }
        self.systemFamilies = [:]
    }

    private init(_ base: TextMeasurer, systemFamilies: [String: [String: TextMeasurer]]) {
        family = base.family
        faces = base.faces
        files = base.files
        self.systemFamilies = systemFamilies
    }

    /// This measurer, with the families each design system names files for (system id → family → measurer).
    public func adding(systemFamilies: [String: [String: TextMeasurer]]) -> TextMeasurer {
        TextMeasurer(self, systemFamilies: systemFamilies)
    }

    /// Whether `family` is measured with its own files in `system` (or is the family this measurer holds).
    public func hasFamily(_ family: String, inSystem system: String) -> Bool {
        family.caseInsensitiveCompare(self.family) == .orderedSame || systemFamilies[system]?[family] != nil
    }

    /// The file used for a CSS font weight: the nearest of 400, 500, 600 and 700 (ties go to the lighter).
    public static func fontFile(forWeight weight: Double) -> String {
        fontFiles.min { abs(Double($0.weight) - weight) < abs(Double($1.weight) - weight) }?.file ?? fontFiles[0].file
    }

    /// The kerned advance width of `text` in CSS pixels at `fontSize` pixels, plus `letterSpacing` after each glyph
    /// as CSS `letter-spacing` adds it.
    public func width(of text: String, fontSize: Double, fontWeight: Double = 400, letterSpacing: Double = 0) -> Double {
        guard !text.isEmpty else { return 0 }
        let (weight, font) = nearestFace(fontWeight)
        let line = shaped(text, weight: weight, font: font)
        return Double(line.advance) * fontSize / Double(font.unitsPerEm) + letterSpacing * Double(line.glyphs.count)
    }

    /// `text` shaped as `width(of:fontSize:fontWeight:)` measures it, as glyph outlines in pixels.
    public func outlines(of text: String, fontSize: Double, fontWeight: Double = 400, letterSpacing: Double = 0) -> OutlinedText {
        let (weight, font) = nearestFace(fontWeight)
        let scale = fontSize / Double(font.unitsPerEm)
        return OutlinedText(line: shaped(text, weight: weight, font: font), scale: scale, letterSpacing: letterSpacing) { glyph in
            outlineCache.pathData(weight: Int(weight), glyph: glyph, scale: scale) {
                OutlinedText.pathData(font.outline(of: glyph), scale: scale)
            }
        }
    }

    /// The height of capital letters as a fraction of the font size (Inter: 2048/2816), for centering a label.
    public func capHeightRatio(fontWeight: Double = 400) -> Double {
        let font = face(fontWeight)
        return Double(font.capHeight) / Double(font.unitsPerEm)
    }

    /// The height of the font's default line box as a fraction of the font size (Inter: about 1.21), for a label
    /// whose line height nothing sets.
    public func lineHeightRatio(fontWeight: Double = 400) -> Double {
        let font = face(fontWeight)
        return Double(font.lineHeight) / Double(font.unitsPerEm)
    }

    private func shaped(_ text: String, weight: Double, font: HarfBuzzFont) -> ShapedLine {
        shapeCache.line(weight: weight, text: text) { font.shape(text) }
    }

    /// The face nearest to a CSS weight (ties go to the lighter).
    private func face(_ weight: Double) -> HarfBuzzFont {
        nearestFace(weight).font
    }

    /// The face nearest to a CSS weight with its own weight (ties go to the lighter).
    private func nearestFace(_ weight: Double) -> (weight: Double, font: HarfBuzzFont) {
        faces.min { abs($0.weight - weight) < abs($1.weight - weight) }!
    }
}
