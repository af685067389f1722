import DocGenSupport
import Foundation

/// A gamma-encoded sRGB color's coordinates in each interpolation space of `color-mix()`, with the CSS Color 4
/// matrices `ColorConversion` converts back with. Powerless hues are NaN (CSS Color 4 § 4.4): hsl and hwb when the
/// color is gray, lch when a and b are both within 0.02 of 0, oklch when its chroma is below 0.0002 (colorjs.io's
/// thresholds, which CSS Color 4's sample code follows).
extension CSSColorMix {
    package static func coordinates(_ color: Color, in space: ColorSpace) -> [Double] {
        let srgb = (color.red, color.green, color.blue)
        let linear = ColorConversion.map(srgb, ColorConversion.srgbToLinear)
        let xyz = ColorConversion.multiply(ColorConversion.linearSRGBToXYZMatrix, linear)
        let c: ColorConversion.Vector
        switch space {
        case .srgb: c = srgb
        case .srgbLinear: c = linear
        case .displayP3: c = ColorConversion.displayP3(fromSRGB: srgb)
        case .hsl: c = ColorConversion.hsl(fromSRGB: srgb)
        case .hwb: c = hwb(srgb)
        case .lch: c = ColorConversion.lch(fromSRGB: srgb)
        case .lab: c = lab(xyz)
        case .oklab: c = ColorConversion.xyzD65ToOKLab(xyz)
        case .oklch:
            let oklab = ColorConversion.xyzD65ToOKLab(xyz)
            let polar = ColorConversion.oklabToOKLCH(oklab)
            c = (polar.0, polar.1, polar.1 < 0.0002 ? .nan : polar.2)
        case .xyzD65: c = xyz
        case .xyzD50: c = ColorConversion.multiply(ColorConversion.inverse(ColorConversion.bradfordD50ToD65), xyz)
        case .a98RGB, .prophotoRGB, .rec2020: c = srgb // Not offered as interpolation spaces (`spaces`).
        }
        return [c.0, c.1, c.2]
    }

    /// `hwb`: hue in degrees (NaN for grays), whiteness and blackness in percent.
    private static func hwb(_ srgb: ColorConversion.Vector) -> ColorConversion.Vector {
        let hue = ColorConversion.hsl(fromSRGB: srgb).0
        let white = min(srgb.0, srgb.1, srgb.2), black = 1 - max(srgb.0, srgb.1, srgb.2)
        return (white + black >= 1 ? .nan : hue, white * 100, black * 100)
    }

    /// CIE Lab (D50) from XYZ D65.
    private static func lab(_ xyzD65: ColorConversion.Vector) -> ColorConversion.Vector {
        let xyz = ColorConversion.multiply(ColorConversion.inverse(ColorConversion.bradfordD50ToD65), xyzD65)
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        func f(_ value: Double) -> Double { value > epsilon ? cbrt(value) : (kappa * value + 16) / 116 }
        let white = ColorConversion.d50White
        let f0 = f(xyz.0 / white.0), f1 = f(xyz.1 / white.1), f2 = f(xyz.2 / white.2)
        return (116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
    }
}
