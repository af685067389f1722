import DesignTokens
import DocGenSupport
internal import CHarfBuzz
import Foundation

/// One font face at its design units (scale = units per em), owning its HarfBuzz handles. The one file that calls
/// HarfBuzz: it shapes text and draws glyph outlines, and hands back only Swift values.
///
/// The font is made immutable in `init`, which HarfBuzz documents as safe to share between threads; each call
/// shapes into its own buffer and draws with its own draw-function object.
package final class HarfBuzzFont {
    package let unitsPerEm: UInt32
    package let capHeight: Int32
    /// The default line box in font units: ascender, descender and line gap of the horizontal metrics (`hhea`, or
    /// OS/2's typographic metrics when the font asks for them), which a browser and UIKit lay a line out with.
    package let lineHeight: Int32
    /// The face's weight class (400 regular, 700 bold) from its OS/2 table.
    package let weight: Double
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer

    /// The font in `data` (a font file's bytes, which HarfBuzz copies); `nil` when they are not a font.
    package convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        let blob = data.withUnsafeBytes { bytes in
            hb_blob_create_or_fail(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                   HB_MEMORY_MODE_DUPLICATE, nil, nil)
        }
        guard let blob else { return nil }
        self.init(blob: blob)
    }

    /// Takes ownership of `blob`.
    private init?(blob: OpaquePointer) {
        guard let face = hb_face_create(blob, 0) else {
            hb_blob_destroy(blob)
            return nil
        }
        let unitsPerEm = hb_face_get_upem(face)
        guard unitsPerEm > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return nil
        }
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        var capHeight: hb_position_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &capHeight) == 0 {
            capHeight = Int32(Double(unitsPerEm) * 0.7)
        }
        var ascender: hb_position_t = 0, descender: hb_position_t = 0, lineGap: hb_position_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender) == 0 {
            ascender = Int32(Double(unitsPerEm) * 0.9)
        }
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender) == 0 {
            descender = -Int32(Double(unitsPerEm) * 0.25)
        }
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &lineGap)
        self.lineHeight = max(ascender - descender + max(lineGap, 0), Int32(unitsPerEm))
        self.weight = Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT))
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

    /// The shaped glyphs of `text` (kerning and ligatures applied), positioned in font units from the start of the
    /// line on its baseline, y growing upward as in the font.
    package func shape(_ text: String) -> ShapedLine {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return ShapedLine(glyphs: [], advance: 0) }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, Int32(text.utf8.count), 0, Int32(text.utf8.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return ShapedLine(glyphs: [], advance: 0) }
        var glyphs: [ShapedLine.Glyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0
        for index in 0..<Int(count) {
            let position = positions[index]
            glyphs.append(.init(id: infos[index].codepoint, x: pen + Int(position.x_offset), y: Int(position.y_offset)))
            pen += Int(position.x_advance)
        }
        return ShapedLine(glyphs: glyphs, advance: pen)
    }

    /// The outline of one glyph in font units, y growing upward; empty for a glyph with no ink (a space).
    package func outline(of glyph: UInt32) -> [OutlineCommand] {
        guard let funcs = hb_draw_funcs_create() else { return [] }
        defer { hb_draw_funcs_destroy(funcs) }
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            OutlineRecorder.from(data)?.commands.append(.move(Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            OutlineRecorder.from(data)?.commands.append(.line(Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            OutlineRecorder.from(data)?.commands.append(.quadratic(Double(cx), Double(cy), Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            OutlineRecorder.from(data)?.commands.append(
                .cubic(Double(c1x), Double(c1y), Double(c2x), Double(c2y), Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            OutlineRecorder.from(data)?.commands.append(.close)
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        let recorder = OutlineRecorder()
        withExtendedLifetime(recorder) {
            hb_font_get_glyph_shape(font, glyph, funcs, Unmanaged.passUnretained(recorder).toOpaque())
        }
        return recorder.commands
    }
}

/// Collects the draw calls of one glyph; HarfBuzz passes it back to the callbacks as their draw data.
private final class OutlineRecorder {
    var commands: [OutlineCommand] = []

    static func from(_ pointer: UnsafeMutableRawPointer?) -> OutlineRecorder? {
        pointer.map { Unmanaged<OutlineRecorder>.fromOpaque($0).takeUnretainedValue() }
    }
}
