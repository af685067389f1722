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

    /// Loads every Inter file from `fontsDirectory` (a site's `Public/fonts`).
    public convenience init(fontsDirectory: URL) throws(TextMeasurerError) {
        try self.init(family: "Inter", files: Self.fontFiles.map { fontsDirectory.appendingPathComponent($0.file).path }) { path in
            FileManager.default.contents(atPath: path)
        }
    }

    /// Loads Inter from the theme's `Public` folder: the built-in files unless the project's `Public/fonts` replaces them.
    public convenience init(theme: ThemeFolder) throws(TextMeasurerError) {
        try self.init(family: "Inter", files: Self.fontFiles.map { "fonts/" + $0.file }, displayPath: theme.displayPath) { theme.data($0) }
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
        self.faces = faces.sorted { $0.weight < $1.weight }
    }

    /// The file used for a CSS font weight: the nearest of 400, 500, 600 and 700 (ties go to the lighter).
    public static func fontFile(forWeight weight: Double) -> String {
        fontFiles.min { abs(Double($0.weight) - weight) < abs(Double($1.weight) - weight) }?.file ?? fontFiles[0].file
    }

    /// The kerned advance width of `text` in CSS pixels at `fontSize` pixels.
    public func width(of text: String, fontSize: Double, fontWeight: Double = 400) -> Double {
        guard !text.isEmpty else { return 0 }
        let font = face(fontWeight)
        return Double(font.shape(text).advance) * fontSize / Double(font.unitsPerEm)
    }

    /// `text` shaped as `width(of:fontSize:fontWeight:)` measures it, as glyph outlines in pixels.
    public func outlines(of text: String, fontSize: Double, fontWeight: Double = 400) -> OutlinedText {
        let font = face(fontWeight)
        return OutlinedText(line: font.shape(text), scale: fontSize / Double(font.unitsPerEm)) { font.outline(of: $0) }
    }

    /// The height of capital letters as a fraction of the font size (Inter: 2048/2816), for centering a label.
    public func capHeightRatio(fontWeight: Double = 400) -> Double {
        let font = face(fontWeight)
        return Double(font.capHeight) / Double(font.unitsPerEm)
    }

    /// The face nearest to a CSS weight (ties go to the lighter).
    private func face(_ weight: Double) -> HarfBuzzFont {
        faces.min { abs($0.weight - weight) < abs($1.weight - weight) }!.font
    }
}
