import DocGenSupport
import Foundation

/// CSS `color-mix()` of two colors (CSS Color 5, "Mixing Colors: the color-mix() Function", with its sections
/// "Percent Normalization" and "Calculating the Result of color-mix()"), interpolated as CSS Color 4 § 12
/// ("Interpolation") says: both colors converted to the interpolation space, missing (powerless) hues taking the
/// other color's hue (§ 12.2), components premultiplied by alpha (§ 12.3), hues interpolated by the chosen
/// method (§ 12.4, `shorter` by default), then the result un-premultiplied and converted back to sRGB with CSS
/// gamut mapping (`ColorConversion`).
package struct CSSColorMix: Hashable, Sendable {
    package enum HueMethod: String, CaseIterable, Sendable { case shorter, longer, increasing, decreasing }

    /// The interpolation space (`in srgb`, `in oklch`, …); `xyz` is `xyz-d65`.
    package var space: ColorSpace
    package var hueMethod: HueMethod = .shorter

    /// The spaces docgen mixes in: every `<rectangular-color-space>` and `<polar-color-space>` of CSS Color 5 but
    /// `a98-rgb`, `prophoto-rgb` and `rec2020`.
    package static let spaces: [String: ColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "lab": .lab, "oklab": .oklab,
        "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50, "hsl": .hsl, "hwb": .hwb, "lch": .lch, "oklch": .oklch,
    ]

    /// The percentages as written (nil where omitted), normalised: both omitted is 50 % each; one omitted is 100 %
    /// less the other; a sum other than 100 % is scaled to 100 %, and a sum below 100 % becomes an alpha multiplier.
    /// nil when both are 0 % (the function is invalid) or either lies outside 0 %…100 %.
    package static func normalized(_ first: Double?, _ second: Double?) -> (first: Double, second: Double, alphaMultiplier: Double)? {
        if let first, !(0...100).contains(first) { return nil }
        if let second, !(0...100).contains(second) { return nil }
        let p1 = first ?? (second.map { 100 - $0 } ?? 50), p2 = second ?? 100 - p1
        let sum = p1 + p2
        guard sum > 0 else { return nil }
        return (p1 / sum, p2 / sum, sum < 100 ? sum / 100 : 1)
    }

    /// `first` mixed with `second`, `progress` (0…1) being the normalised share of `second`.
    package func mix(_ first: Color, _ second: Color, progress: Double, alphaMultiplier: Double = 1) -> Color {
        var a = Self.coordinates(first, in: space), b = Self.coordinates(second, in: space)
        let hue = Self.hueIndex(space)
        if let hue {
            // § 12.2: a powerless hue is missing and takes the other color's; both missing count as 0.
            if a[hue].isNaN { a[hue] = b[hue] }
            if b[hue].isNaN { b[hue] = a[hue] }
            if a[hue].isNaN { a[hue] = 0; b[hue] = 0 }
            (a[hue], b[hue]) = fixup(a[hue], b[hue])
        }
        let alpha = first.alpha + (second.alpha - first.alpha) * progress
        var result = [0.0, 0.0, 0.0]
        for index in 0..<3 {
            if index == hue {
                var h = (a[index] + (b[index] - a[index]) * progress).truncatingRemainder(dividingBy: 360)
                if h < 0 { h += 360 }
                result[index] = h
            } else {
                // § 12.3: premultiplied, interpolated, then divided by the interpolated alpha.
                let premultiplied = a[index] * first.alpha + (b[index] * second.alpha - a[index] * first.alpha) * progress
                result[index] = alpha == 0 ? premultiplied : premultiplied / alpha
            }
        }
        return ColorConversion.srgb(space: space, components: (result[0], result[1], result[2]), alpha: alpha * alphaMultiplier)
    }

    /// § 12.4: the two hues adjusted so that interpolating between them goes the way the method says.
    private func fixup(_ h1: Double, _ h2: Double) -> (Double, Double) {
        var h1 = h1.truncatingRemainder(dividingBy: 360), h2 = h2.truncatingRemainder(dividingBy: 360)
        if h1 < 0 { h1 += 360 }
        if h2 < 0 { h2 += 360 }
        let delta = h2 - h1
        switch hueMethod {
        case .shorter:
            if delta > 180 { h1 += 360 } else if delta < -180 { h2 += 360 }
        case .longer:
            if delta > 0 && delta < 180 { h1 += 360 } else if delta > -180 && delta <= 0 { h2 += 360 }
        case .increasing:
            if delta < 0 { h2 += 360 }
        case .decreasing:
            if delta > 0 { h1 += 360 }
        }
        return (h1, h2)
    }

    package static func hueIndex(_ space: ColorSpace) -> Int? {
        switch space {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }
}
