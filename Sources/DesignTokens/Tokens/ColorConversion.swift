import DocGenSupport
import Foundation

/// Converts DTCG color objects to gamma-encoded sRGB, with the matrices and transfer functions of
/// CSS Color Module Level 4 (§ 18, "Sample code for color conversions").
///
/// Colors outside the sRGB gamut are mapped with CSS Color 4's algorithm (§ 13.2, "CSS gamut mapping"):
/// lower the OKLCH chroma, keeping lightness and hue, until clipping the color changes it by less than
/// a just-noticeable difference (deltaEOK 0.02).
package enum ColorConversion {
    package typealias Vector = (Double, Double, Double)

    /// `none` components count as 0, as CSS Color 4 does when converting (§ 4.4).
    package static func srgb(space: ColorSpace, components c: Vector, alpha: Double) -> Color {
        let linear: Vector
        switch space {
        case .srgb: return gamutMapped(linearSRGB: (srgbToLinear(c.0), srgbToLinear(c.1), srgbToLinear(c.2)), alpha: alpha)
        case .srgbLinear: linear = c
        case .hsl: return gamutMapped(srgb: hslToSRGB(c), alpha: alpha)
        case .hwb: return gamutMapped(srgb: hwbToSRGB(c), alpha: alpha)
        case .lab: linear = xyzD65ToLinearSRGB(d50ToD65(labToXYZD50(c)))
        case .lch: linear = xyzD65ToLinearSRGB(d50ToD65(labToXYZD50(lchToLab(c))))
        case .oklab: linear = xyzD65ToLinearSRGB(oklabToXYZD65(c))
        case .oklch: linear = xyzD65ToLinearSRGB(oklabToXYZD65(lchToLab(c)))
        case .displayP3: linear = xyzD65ToLinearSRGB(multiply(linearP3ToXYZ, map(c, srgbToLinear)))
        case .a98RGB: linear = xyzD65ToLinearSRGB(multiply(linearA98ToXYZ, map(c) { signedPower($0, 563.0 / 256.0) }))
        case .prophotoRGB: linear = xyzD65ToLinearSRGB(d50ToD65(multiply(linearProPhotoToXYZD50, map(c, prophotoToLinear))))
        case .rec2020: linear = xyzD65ToLinearSRGB(multiply(linear2020ToXYZ, map(c, rec2020ToLinear)))
        case .xyzD65: linear = xyzD65ToLinearSRGB(c)
        case .xyzD50: linear = xyzD65ToLinearSRGB(d50ToD65(c))
        }
        return gamutMapped(linearSRGB: linear, alpha: alpha)
    }

    // MARK: Gamut mapping (CSS Color 4 § 13.2)

    private static func gamutMapped(srgb: Vector, alpha: Double) -> Color {
        gamutMapped(linearSRGB: map(srgb, srgbToLinear), alpha: alpha)
    }

    package static func gamutMapped(linearSRGB: Vector, alpha: Double) -> Color {
        let encoded = map(linearSRGB, linearToSRGB)
        if inGamut(encoded) { return color(clip(encoded), alpha: alpha) }
        let origin = oklabToOKLCH(xyzD65ToOKLab(linearSRGBToXYZ(linearSRGB)))
        if origin.0 >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: alpha) }
        if origin.0 <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: alpha) }
        let jnd = 0.02, epsilon = 0.0001
        func toSRGB(_ lch: Vector) -> Vector { map(xyzD65ToLinearSRGB(oklabToXYZD65(lchToLab(lch))), linearToSRGB) }
        func deltaEOK(_ a: Vector, _ b: Vector) -> Double {
            let la = xyzD65ToOKLab(linearSRGBToXYZ(map(a, srgbToLinear))), lb = xyzD65ToOKLab(linearSRGBToXYZ(map(b, srgbToLinear)))
            return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2)).squareRoot()
        }
        var current = origin
        var clipped = clip(toSRGB(current))
        if deltaEOK(clipped, toSRGB(current)) < jnd { return color(clipped, alpha: alpha) }
        var minimum = 0.0, maximum = origin.1, minimumInGamut = true
        while maximum - minimum > epsilon {
            let chroma = (minimum + maximum) / 2
            current.1 = chroma
            let candidate = toSRGB(current)
            if minimumInGamut && inGamut(candidate) {
                minimum = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = deltaEOK(clipped, candidate)
            if difference < jnd {
                if jnd - difference < epsilon { return color(clipped, alpha: alpha) }
                minimumInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        return color(clipped, alpha: alpha)
    }

    private static func inGamut(_ c: Vector) -> Bool {
        let tolerance = 0.000075
        return [c.0, c.1, c.2].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    private static func clip(_ c: Vector) -> Vector { map(c) { min(max($0, 0), 1) } }

    private static func color(_ c: Vector, alpha: Double) -> Color {
        func finite(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        return Color(red: finite(c.0), green: finite(c.1), blue: finite(c.2), alpha: finite(alpha))
    }

    // MARK: Transfer functions

    package static func srgbToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.04045 { return value / 12.92 }
        return (value < 0 ? -1 : 1) * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    package static func linearToSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.0031308 { return value * 12.92 }
        return (value < 0 ? -1 : 1) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }

    private static func prophotoToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 16.0 / 512.0 { return value / 16 }
        return (value < 0 ? -1 : 1) * pow(magnitude, 1.8)
    }

    /// CSS Color 4 § 10.7 (`rec2020`) as changed after the CSS Working Group's resolution of 2025-08-19
    /// (w3c/csswg-drafts#12574): ITU-R BT.1886's reference EOTF with black lift 0 and gain 1, a 2.4 power,
    /// extended to negative values by symmetry. (BT.2020's camera OETF, used before, describes scene light.)
    private static func rec2020ToLinear(_ value: Double) -> Double {
        signedPower(value, 2.4)
    }

    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        (value < 0 ? -1 : 1) * pow(abs(value), exponent)
    }

    // MARK: Cylindrical and Lab forms

    private static func hslToSRGB(_ c: Vector) -> Vector {
        let hue = c.0.truncatingRemainder(dividingBy: 360), saturation = c.1 / 100, lightness = c.2 / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    private static func hwbToSRGB(_ c: Vector) -> Vector {
        var white = c.1 / 100, black = c.2 / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let rgb = hslToSRGB((c.0, 100, 50))
        white = max(white, 0)
        black = max(black, 0)
        return map(rgb) { $0 * (1 - white - black) + white }
    }

    private static func lchToLab(_ c: Vector) -> Vector {
        let radians = c.2 * Double.pi / 180
        return (c.0, c.1 * cos(radians), c.1 * sin(radians))
    }

    package static func oklabToOKLCH(_ c: Vector) -> Vector {
        var hue = atan2(c.2, c.1) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        return (c.0, (c.1 * c.1 + c.2 * c.2).squareRoot(), hue)
    }

    package static let d50White: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    private static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow((lab.0 + 16) / 116, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * d50White.0, y * d50White.1, z * d50White.2)
    }

    private static func oklabToXYZD65(_ lab: Vector) -> Vector {
        let lms = multiply(oklabToLMS, lab)
        return multiply(lmsToXYZ, map(lms) { $0 * $0 * $0 })
    }

    package static func xyzD65ToOKLab(_ xyz: Vector) -> Vector {
        multiply(lmsToOKLab, map(multiply(xyzToLMS, xyz), cbrt))
    }

    // MARK: Matrices (CSS Color 4 sample code)

    package static func d50ToD65(_ xyz: Vector) -> Vector { multiply(bradfordD50ToD65, xyz) }
    private static func xyzD65ToLinearSRGB(_ xyz: Vector) -> Vector { multiply(xyzToLinearSRGB, xyz) }
    private static func linearSRGBToXYZ(_ rgb: Vector) -> Vector { multiply(linearSRGBToXYZMatrix, rgb) }

    package typealias Matrix = (Vector, Vector, Vector)

    package static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
         m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
         m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2)
    }

    package static func map(_ v: Vector, _ transform: (Double) -> Double) -> Vector { (transform(v.0), transform(v.1), transform(v.2)) }

    package static let linearSRGBToXYZMatrix: Matrix = (
        (506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        (87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        (7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))
    private static let xyzToLinearSRGB: Matrix = (
        (12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        (-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        (705.0 / 12673, -2585.0 / 12673, 705.0 / 667))
    package static let linearP3ToXYZ: Matrix = (
        (608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        (35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        (0, 32229.0 / 714400, 5220557.0 / 5000800))
    private static let linearA98ToXYZ: Matrix = (
        (573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        (591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        (53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835))
    private static let linearProPhotoToXYZD50: Matrix = (
        (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        (0, 0, 0.82510460251046020))
    private static let linear2020ToXYZ: Matrix = (
        (63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        (26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        (0, 19567812.0 / 697040785, 295819943.0 / 278816314))
    package static let bradfordD50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124))
    private static let oklabToLMS: Matrix = (
        (1, 0.3963377773761749, 0.2158037573099136),
        (1, -0.1055613458156586, -0.0638541728258133),
        (1, -0.0894841775298119, -1.2914855480194092))
    private static let lmsToXYZ: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
    private static let xyzToLMS: Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    private static let lmsToOKLab: Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757660977397))
}
