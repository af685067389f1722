import DocGenSupport

/// A CSS color as a stylesheet writes it, read into docgen's sRGB color: hex, `rgb()`/`rgba()`, `hsl()`/`hsla()`
/// and named colors through the token reader's own parsers, and the CSS Color 4 functions `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()` and `color()` through `ColorConversion` (gamut-mapped as for tokens).
package enum CSSColorValue {
    package static func parse(_ text: String) -> Color? {
        let trimmed = text.trimmingSpaces.lowercased()
        if let color = HexColor.parse(trimmed) ?? CSSColorText.parse(trimmed) { return color }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let function = String(trimmed[..<open])
        var inside = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        var space: ColorSpace
        if function == "color" {
            let words = inside.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2, let named = colorSpace(words[0]) else { return nil }
            space = named
            inside = words[1]
        } else {
            guard let named = ColorSpace(rawValue: function), [.hwb, .lab, .lch, .oklab, .oklch].contains(named) else { return nil }
            space = named
        }
        let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let words = halves[0].split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 3 else { return nil }
        var components: [Double] = []
        for (position, word) in words.enumerated() {
            guard let value = component(word, percentScale: percentScale(space, position)) else { return nil }
            components.append(value)
        }
        var alpha = 1.0
        if halves.count == 2 {
            guard let value = component(halves[1].trimmingSpaces, percentScale: 1) else { return nil }
            alpha = min(max(value, 0), 1)
        }
        if space == .hsl || space == .hwb || space == .lch || space == .oklch {
            let hue = space == .hwb ? 0 : 2
            components[hue] = components[hue].truncatingRemainder(dividingBy: 360)
            if components[hue] < 0 { components[hue] += 360 }
        }
        return ColorConversion.srgb(space: space, components: (components[0], components[1], components[2]), alpha: alpha)
    }

    /// `color()`'s predefined spaces (CSS Color 4 § 10); `xyz` is `xyz-d65`.
    private static func colorSpace(_ name: String) -> ColorSpace? {
        name == "xyz" ? .xyzD65 : ColorSpace(rawValue: name).flatMap { [.hsl, .hwb, .lab, .lch, .oklab, .oklch].contains($0) ? nil : $0 }
    }

    /// What 100 % is for each component (CSS Color 4 §§ 8-10): lightness 100 (lab, lch) or 1 (oklab, oklch), a and b
    /// 125 (lab) or 0.4 (oklab), chroma 150 (lch) or 0.4 (oklch), whiteness and blackness 100, `color()` 1.
    private static func percentScale(_ space: ColorSpace, _ position: Int) -> Double {
        switch (space, position) {
        case (.lab, 0), (.lch, 0), (.hwb, 1), (.hwb, 2): 100
        case (.lab, _): 125
        case (.lch, _): 150
        case (.oklab, 0), (.oklch, 0): 1
        case (.oklab, _), (.oklch, _): 0.4
        default: 1
        }
    }

    /// A number, a percentage scaled by `percentScale`, a hue in `deg`, or `none` (0, CSS Color 4 § 4.4).
    private static func component(_ word: String, percentScale: Double) -> Double? {
        if word == "none" { return 0 }
        if word.hasSuffix("%"), let value = Double(word.dropLast()), value.isFinite { return value / 100 * percentScale }
        if word.hasSuffix("deg"), let value = Double(word.dropLast(3)), value.isFinite { return value }
        if let value = Double(word), value.isFinite { return value }
        return nil
    }
}
