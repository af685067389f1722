import DocGenSupport

/// Color values written in the color spaces of the DTCG 2025.10 Color module, as another tool converts them.
extension Color {
    /// The names of the color spaces a DTCG color value may give as its `colorSpace`: `srgb`, `display-p3`, `oklch`…
    public static var colorSpaceNames: [String] { ColorSpace.allCases.map(\.rawValue) }

    /// The sRGB color of `components` written in `colorSpace` (a DTCG `colorSpace` name such as `oklch`), converted
    /// with CSS Color 4's matrices and mapped into the sRGB gamut as CSS Color 4 maps it; nil for an unknown space.
    public init?(colorSpace: String, components: [Double], alpha: Double = 1) {
        guard let space = ColorSpace(rawValue: colorSpace), components.count == 3 else { return nil }
        self = ColorConversion.srgb(space: space, components: (components[0], components[1], components[2]), alpha: alpha)
    }
}
