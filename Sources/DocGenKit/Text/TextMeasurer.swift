import CHarfBuzz
import Foundation

/// Measures the advance width of a line of text with HarfBuzz, on the Inter files the site ships, so the
/// widths docgen draws match the glyphs browsers draw. The one file that calls HarfBuzz.
///
/// Fonts are loaded once in `init`, made immutable, and freed in `deinit`; each measurement shapes into its own
/// buffer. HarfBuzz documents immutable fonts as safe to share between threads.
public final class TextMeasurer: @unchecked Sendable {
    /// Weight → file name in the fonts folder.
    public static let fontFiles: [(weight: Int, file: String)] = [
        (400, "Inter-Regular.otf"), (500, "Inter-Medium.otf"), (600, "Inter-SemiBold.otf"), (700, "Inter-Bold.otf"),
    ]

    private let fonts: [Int: ShapingFont]

    /// Loads every Inter file from `fontsDirectory` (the site's `Public/fonts`).
    public init(fontsDirectory: URL) throws(TextMeasurerError) {
        var fonts: [Int: ShapingFont] = [:]
        for (weight, file) in Self.fontFiles {
            let path = fontsDirectory.appendingPathComponent(file).path
            guard let font = ShapingFont(path: path) else { throw TextMeasurerError(missingFont: path) }
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
        return Double(font.advance(of: text)) * fontSize / Double(font.unitsPerEm)
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

/// One font face shaped at its design units (scale = units per em), owning its HarfBuzz handles.
private final class ShapingFont {
    let unitsPerEm: UInt32
    let capHeight: Int32
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer

    init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        guard let face = hb_face_create(blob, 0) else {
            hb_blob_destroy(blob)
            return nil
        }
        let unitsPerEm = hb_face_get_upem(face)
        guard unitsPerEm > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return nil
        }
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        var capHeight: hb_position_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &capHeight) == 0 {
            capHeight = Int32(Double(unitsPerEm) * 0.7)
        }
        hb_font_make_immutable(font)
        self.capHeight = capHeight
        self.blob = blob
        self.face = face
        self.font = font
        self.unitsPerEm = unitsPerEm
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The sum of the shaped glyphs' advances, in font units (kerning and ligatures applied).
    func advance(of text: String) -> Int {
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, Int32(text.utf8.count), 0, Int32(text.utf8.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total = 0
        for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
        return total
    }
}
