import DocGenSupport
import Foundation

/// Conversions out of gamma-encoded sRGB into the spaces Tokens Studio's color modifiers work in, using the
/// inverses of the CSS Color 4 matrices `ColorConversion` converts with. Hues of achromatic colors are NaN
/// ("none" in CSS Color 4 § 4.4), as colorjs.io gives them.
extension ColorConversion {
    /// `hsl`: hue in degrees, saturation and lightness in percent.
    package static func hsl(fromSRGB c: Vector) -> Vector {
        let maximum = max(c.0, c.1, c.2), minimum = min(c.0, c.1, c.2)
        let lightness = (maximum + minimum) / 2, difference = maximum - minimum
        var hue = Double.nan, saturation = 0.0
        if difference != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case c.0: hue = (c.1 - c.2) / difference + (c.1 < c.2 ? 6 : 0)
            case c.1: hue = (c.2 - c.0) / difference + 2
            default: hue = (c.0 - c.1) / difference + 4
            }
            hue *= 60
        }
        if saturation < 0 {
            hue += 180
            saturation = abs(saturation)
        }
        if hue >= 360 { hue -= 360 }
        return (hue, saturation * 100, lightness * 100)
    }

    /// CIE `lch` (D50): lightness 0–100, chroma, hue in degrees (NaN when a and b are both within 0.02 of 0).
    package static func lch(fromSRGB c: Vector) -> Vector {
        let xyz = multiply(inverse(bradfordD50ToD65), multiply(linearSRGBToXYZMatrix, map(c, srgbToLinear)))
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        func f(_ value: Double) -> Double { value > epsilon ? cbrt(value) : (kappa * value + 16) / 116 }
        let f0 = f(xyz.0 / d50White.0), f1 = f(xyz.1 / d50White.1), f2 = f(xyz.2 / d50White.2)
        let lab = (116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
        var hue = Double.nan
        if abs(lab.1) >= 0.02 || abs(lab.2) >= 0.02 {
            hue = atan2(lab.2, lab.1) * 180 / Double.pi
            if hue < 0 { hue += 360 }
        }
        return (lab.0, (lab.1 * lab.1 + lab.2 * lab.2).squareRoot(), hue)
    }

    /// `display-p3`, gamma-encoded with the sRGB transfer function.
    package static func displayP3(fromSRGB c: Vector) -> Vector {
        map(multiply(inverse(linearP3ToXYZ), multiply(linearSRGBToXYZMatrix, map(c, srgbToLinear))), linearToSRGB)
    }

    package static func inverse(_ m: Matrix) -> Matrix {
        let (a, b, c) = m
        let determinant = a.0 * (b.1 * c.2 - b.2 * c.1) - a.1 * (b.0 * c.2 - b.2 * c.0) + a.2 * (b.0 * c.1 - b.1 * c.0)
        let s = 1 / determinant
        return (
            ((b.1 * c.2 - b.2 * c.1) * s, (a.2 * c.1 - a.1 * c.2) * s, (a.1 * b.2 - a.2 * b.1) * s),
            ((b.2 * c.0 - b.0 * c.2) * s, (a.0 * c.2 - a.2 * c.0) * s, (a.2 * b.0 - a.0 * b.2) * s),
            ((b.0 * c.1 - b.1 * c.0) * s, (a.1 * c.0 - a.0 * c.1) * s, (a.0 * b.1 - a.1 * b.0) * s))
    }
}
