import DocGenSupport
import Foundation

/// A color as chroma-js 2.4 holds it (`Color._rgb`: red, green and blue from 0 to 255, unrounded, and alpha), with
/// the operations Style Dictionary color recipes call on it, computed as chroma-js 2.4.2 computes them (the version
/// Open edX Paragon's `package-lock.json` pins; sources `src/ops/*.js`, `src/io/{lab,lch,hsl,hex}/*.js`,
/// `src/generator/mix.js`, `src/interpolator/rgb.js` at gka/chroma.js tag v2.4.0). Every color made is clipped to
/// 0…255 and alpha to 0…1, as chroma-js's constructor clips it.
package struct ChromaColor: Equatable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clip(_ channel: Double) -> Double { channel.isNaN ? channel : min(max(channel, 0), 255) }
        self.red = clip(red)
        self.green = clip(green)
        self.blue = clip(blue)
        self.alpha = min(max(alpha, 0), 1)
    }

    package init(_ color: Color) {
        self.init(red: color.red * 255, green: color.green * 255, blue: color.blue * 255, alpha: color.alpha)
    }

    /// The color as `hex('rgba')` writes it and a later `chroma(hex)` reads it back: each channel rounded as
    /// JavaScript's `Math.round` rounds (halves up), alpha to 8 bits.
    package var color: Color {
        func byte(_ value: Double) -> UInt8 { value.isNaN ? 0 : UInt8(min(max((value + 0.5).rounded(.down), 0), 255)) }
        return Color(red8: byte(red), green8: byte(green), blue8: byte(blue), alpha8: byte(alpha * 255))
    }

    // MARK: Lab and LCh (src/io/lab, src/io/lch)

    /// chroma-js's Lab constants (`lab-constants.js`): D65 white and the CIE thresholds, written as it writes them.
    private enum Lab {
        static let kn = 18.0, xn = 0.950470, yn = 1.0, zn = 1.088830
        static let t0 = 0.137931034, t1 = 0.206896552, t2 = 0.12841855, t3 = 0.008856452
    }

    package var lab: (l: Double, a: Double, b: Double) {
        func linear(_ channel: Double) -> Double {
            let value = channel / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func curve(_ t: Double) -> Double { t > Lab.t3 ? pow(t, 1.0 / 3) : t / Lab.t2 + Lab.t0 }
        let r = linear(red), g = linear(green), b = linear(blue)
        let x = curve((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / Lab.xn)
        let y = curve((0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / Lab.yn)
        let z = curve((0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / Lab.zn)
        let l = 116 * y - 16
        return (l < 0 ? 0 : l, 500 * (x - y), 200 * (y - z))
    }

    package init(lab l: Double, _ a: Double, _ b: Double, alpha: Double) {
        func curve(_ t: Double) -> Double { t > Lab.t1 ? t * t * t : Lab.t2 * (t - Lab.t0) }
        func encoded(_ value: Double) -> Double { 255 * (value <= 0.00304 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055) }
        let fy = (l + 16) / 116
        let x = Lab.xn * curve(a.isNaN ? fy : fy + a / 500)
        let y = Lab.yn * curve(fy)
        let z = Lab.zn * curve(b.isNaN ? fy : fy - b / 200)
        self.init(red: encoded(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
                  green: encoded(-0.9692660 * x + 1.8760108 * y + 0.0415560 * z),
                  blue: encoded(0.0556434 * x - 0.2040259 * y + 1.0572252 * z), alpha: alpha)
    }

    package var lch: (l: Double, c: Double, h: Double) {
        let (l, a, b) = lab
        let c = (a * a + b * b).squareRoot()
        var h = (atan2(b, a) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        if (c * 10_000).rounded() == 0 { h = .nan }
        return (l, c, h)
    }

    package init(lch l: Double, _ c: Double, _ h: Double, alpha: Double) {
        let hue = (h.isNaN ? 0 : h) * .pi / 180
        self.init(lab: l, cos(hue) * c, sin(hue) * c, alpha: alpha)
    }

    // MARK: HSL (src/io/hsl)

    package var hsl: (h: Double, s: Double, l: Double) {
        let r = red / 255, g = green / 255, b = blue / 255
        let low = min(r, g, b), high = max(r, g, b)
        let l = (high + low) / 2
        guard high != low else { return (.nan, 0, l) }
        let s = l < 0.5 ? (high - low) / (high + low) : (high - low) / (2 - high - low)
        var h: Double
        if r == high { h = (g - b) / (high - low) } else if g == high { h = 2 + (b - r) / (high - low) } else { h = 4 + (r - g) / (high - low) }
        h *= 60
        if h < 0 { h += 360 }
        return (h, s, l)
    }

    /// `hsl2rgb`: a gray keeps its unrounded level; any other color is rounded to whole channels, as chroma-js does.
    package init(hsl h: Double, _ s: Double, _ l: Double, alpha: Double) {
        guard s != 0 else {
            self.init(red: l * 255, green: l * 255, blue: l * 255, alpha: alpha)
            return
        }
        let t2 = l < 0.5 ? l * (1 + s) : l + s - l * s
        let t1 = 2 * l - t2
        let hue = h / 360
        var channels: [Double] = []
        for var t in [hue + 1.0 / 3, hue, hue - 1.0 / 3] {
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            let c: Double
            if 6 * t < 1 { c = t1 + (t2 - t1) * 6 * t } else if 2 * t < 1 { c = t2 } else if 3 * t < 2 { c = t1 + (t2 - t1) * (2.0 / 3 - t) * 6 } else { c = t1 }
            channels.append(Self.jsRound(c * 255))
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A number as JavaScript writes it as text, for numbers from 0 to 1 (the lightness it is used for): a whole
    /// number without a fraction (`1`), any other the shortest text that reads back the same (`0.5411764705882353`).
    package static func javaScriptText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `+text` in JavaScript for decimal text: the number, NaN for text that is not one (`"0.540.35"`), 0 for blank.
    package static func javaScriptNumber(_ text: String) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return 0 }
        return TokenValueParserNumbers.plainDecimal(trimmed) ?? .nan
    }

    /// JavaScript's `Math.round`: the nearest integer, halves towards +∞.
    package static func jsRound(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

    // MARK: Operations (src/ops)

    /// `darken(amount)`: Lab lightness lowered by 18 × amount (`brighten` is `darken(-amount)`).
    package func darkened(_ amount: Double) -> ChromaColor {
        let (l, a, b) = lab
        return ChromaColor(lab: l - Lab.kn * amount, a, b, alpha: alpha)
    }

    /// `saturate(amount)`: LCh chroma raised by 18 × amount, not below 0 (`desaturate` is `saturate(-amount)`).
    package func saturated(_ amount: Double) -> ChromaColor {
        let (l, c, h) = lch
        return ChromaColor(lch: l, max(c + Lab.kn * amount, 0), h, alpha: alpha)
    }

    /// `set('hsl.l', value)`: the HSL lightness replaced.
    package func withHSLLightness(_ lightness: Double) -> ChromaColor {
        let (h, s, _) = hsl
        return ChromaColor(hsl: h, s, lightness, alpha: alpha)
    }

    /// `mix(other, f, 'rgb')`: each channel and the alpha interpolated linearly, `f` the share of `other`.
    package func mixed(with other: ChromaColor, _ f: Double) -> ChromaColor {
        ChromaColor(red: red + f * (other.red - red), green: green + f * (other.green - green), blue: blue + f * (other.blue - blue),
                    alpha: alpha + f * (other.alpha - alpha))
    }

    /// `mix(other, f)` in chroma-js 2's default mode, `lrgb`: the square root of the interpolated squares.
    package func mixedLinear(with other: ChromaColor, _ f: Double) -> ChromaColor {
        func channel(_ one: Double, _ two: Double) -> Double { (one * one * (1 - f) + two * two * f).squareRoot() }
        return ChromaColor(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue),
                           alpha: alpha + f * (other.alpha - alpha))
    }

    /// `luminance()`: WCAG 2's relative luminance with chroma-js's 0.03928 threshold, from the unrounded channels.
    package var luminance: Double {
        func linear(_ channel: Double) -> Double {
            let value = channel / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `chroma.contrast(a, b)`.
    package static func contrast(_ one: ChromaColor, _ two: ChromaColor) -> Double {
        let first = one.luminance, second = two.luminance
        return first > second ? (first + 0.05) / (second + 0.05) : (second + 0.05) / (first + 0.05)
    }
}
