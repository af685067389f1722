import DocGenSupport
import Foundation

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`), computed as Tokens Studio's Style
/// Dictionary transforms compute it with colorjs.io (tokens-studio/sd-transforms, `src/color-modifiers/`):
/// - `lighten`/`darken` by `amount` in `hsl` move the lightness that fraction of the way to 100 % or to 0;
///   in `lch` they do the same to the lightness and also lower the chroma by that fraction;
///   in `srgb` and `p3` they move each channel that fraction of the way to 1 or to 0;
/// - `mix` interpolates toward `color` by `amount` in the space (hues the shorter way round, an achromatic
///   color taking the other's hue, with premultiplied alpha);
/// - `alpha` sets the alpha to `amount`.
/// The result is a color in the modifier's space, converted to sRGB (CSS gamut mapping) like any other color.
package struct TokensStudioColorModifier: Hashable, Sendable {
    package enum Kind: String, CaseIterable, Sendable { case lighten, darken, mix, alpha }
    package enum Space: String, CaseIterable, Sendable {
        case srgb, hsl, lch, p3

        package var colorSpace: ColorSpace {
            switch self {
            case .srgb: .srgb
            case .hsl: .hsl
            case .lch: .lch
            case .p3: .displayP3
            }
        }
    }

    package var kind: Kind
    package var amount: Double
    package var space: Space
    /// The color mixed in (`mix` only).
    package var mixColor: Color?

    /// The modified color's coordinates in `space`, and its alpha.
    package func coordinates(of color: Color) -> (ColorConversion.Vector, Double) {
        let base = Self.coordinates(color, in: space)
        switch kind {
        case .alpha: return (base, min(max(amount, 0), 1))
        case .mix: return mix(base, color.alpha, with: mixColor ?? color)
        case .lighten, .darken: return (scaleLightness(base), color.alpha)
        }
    }

    /// The modified color in sRGB. Coordinates are first rounded to 5 significant digits, as colorjs.io prints
    /// them and as Tokens Studio reads them back.
    package func apply(to color: Color) -> Color {
        let (exact, alpha) = coordinates(of: color)
        let c = (Self.significant(exact.0), Self.significant(exact.1), Self.significant(exact.2))
        let hue: (Double) -> Double = { $0.isNaN ? 0 : $0 }
        let components: ColorConversion.Vector
        switch space {
        case .hsl: components = (hue(c.0), c.1, c.2)
        case .lch: components = (c.0, c.1, hue(c.2))
        case .srgb, .p3: components = c
        }
        return ColorConversion.srgb(space: space.colorSpace, components: components, alpha: alpha)
    }

    /// `value` to 5 significant digits (colorjs.io's default precision).
    package static func significant(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let scale = pow(10, 4 - floor(log10(abs(value))))
        return (value * scale).rounded() / scale
    }

    package static func coordinates(_ color: Color, in space: Space) -> ColorConversion.Vector {
        let srgb = (color.red, color.green, color.blue)
        switch space {
        case .srgb: return srgb
        case .hsl: return ColorConversion.hsl(fromSRGB: srgb)
        case .lch: return ColorConversion.lch(fromSRGB: srgb)
        case .p3: return ColorConversion.displayP3(fromSRGB: srgb)
        }
    }

    private func scaleLightness(_ c: ColorConversion.Vector) -> ColorConversion.Vector {
        let lighten = kind == .lighten
        switch space {
        case .hsl:
            return (c.0, c.1, lighten ? min(100, c.2 + (100 - c.2) * amount) : max(0, c.2 - c.2 * amount))
        case .lch:
            return (lighten ? min(100, c.0 + (100 - c.0) * amount) : max(0, c.0 - c.0 * amount), max(0, c.1 - amount * c.1), c.2)
        case .srgb, .p3:
            func channel(_ value: Double) -> Double { lighten ? min(1, value + amount * (1 - value)) : max(0, value - amount * value) }
            return (channel(c.0), channel(c.1), channel(c.2))
        }
    }

    private func mix(_ base: ColorConversion.Vector, _ baseAlpha: Double, with other: Color) -> (ColorConversion.Vector, Double) {
        let p = min(max(amount, 0), 1)
        let target = Self.coordinates(other, in: space)
        var a = [base.0, base.1, base.2], b = [target.0, target.1, target.2]
        let hueIndex: Int? = switch space {
        case .hsl: 0
        case .lch: 2
        case .srgb, .p3: nil
        }
        if let h = hueIndex {
            if a[h].isNaN && !b[h].isNaN { a[h] = b[h] } else if b[h].isNaN && !a[h].isNaN { b[h] = a[h] }
            if !a[h].isNaN {
                let difference = b[h] - a[h]
                if difference > 180 { a[h] += 360 } else if difference < -180 { b[h] += 360 }
            }
        }
        let alpha = baseAlpha + (other.alpha - baseAlpha) * p
        var result: [Double] = []
        for index in 0..<3 {
            if index == hueIndex {
                var hue = a[index] + (b[index] - a[index]) * p
                if hue >= 360 { hue -= 360 }
                result.append(hue)
            } else {
                let mixed = a[index] * baseAlpha + (b[index] * other.alpha - a[index] * baseAlpha) * p
                result.append(alpha == 0 ? mixed : mixed / alpha)
            }
        }
        return ((result[0], result[1], result[2]), alpha)
    }
}
