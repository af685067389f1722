import DocGenSupport

/// A color in gamma-encoded sRGB, each component in 0...1, with straight (not premultiplied) alpha.
///
/// Every color docgen reads (hex strings, DTCG 2025.10 color objects in any color space) is converted
/// to this one representation for display and for checks.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 8-bit channels, as in `#rrggbb`.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    public var isOpaque: Bool { alpha >= 1 }

    /// 8-bit channel values, rounded half up and clamped.
    ///
    /// A value within a millionth of a level of a tie counts as the tie: 10 % of 43 over 248 is 227.5 exactly, which
    /// binary arithmetic gives as 227.49999999999997, and half up (axe-core's `Math.round`) makes it 228.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        func channel(_ value: Double) -> UInt8 {
            let level = min(max(value, 0), 1) * 255
            return UInt8(((level * 1e6).rounded() / 1e6).rounded(.toNearestOrAwayFromZero))
        }
        return (channel(red), channel(green), channel(blue), channel(alpha))
    }

    /// Lowercase `#rrggbb`, or `#rrggbbaa` when alpha is below 1.
    public var hex: String {
        let c = rgba8
        let count = c.alpha < 255 ? 9 : 7
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            for (index, byte) in [c.red, c.green, c.blue, c.alpha].prefix((count - 1) / 2).enumerated() {
                buffer[1 + 2 * index] = hexDigits[Int(byte >> 4)]
                buffer[2 + 2 * index] = hexDigits[Int(byte & 0x0f)]
            }
            return count
        }
    }

    /// The color as a screen shows it: each of red, green and blue rounded to 8 bits, alpha kept.
    public var painted: Color {
        let c = rgba8
        return Color(red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255, alpha: alpha)
    }

    /// This color painted over `background` (source-over, in gamma-encoded sRGB as browsers do), with each
    /// channel of the result rounded to 8 bits as a screen shows it (`painted`). The result is opaque when the
    /// background is.
    ///
    /// Rounding follows axe-core's `flattenColors` (half black over white is `#808080`) and apca-w3, so that a
    /// ratio docgen reports is the ratio of the `#rrggbb` colors it prints. The one published ACT example this
    /// does not reproduce, Failed Example 9 of rule 09o5cg (`rgba(90, 90, 90, 0.9)` over white: 5.4:1), was
    /// computed on the unrounded 106.5; the painted `#6b6b6b` gives 5.33:1.
    public func composited(over background: Color) -> Color {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return .transparent }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / a
        }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue), alpha: a).painted
    }
}

/// The lowercase hexadecimal digits, as ASCII bytes.
private let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
