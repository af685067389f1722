import DocGenSupport

/// The color spaces of the DTCG 2025.10 Color module ("Supported color spaces"), with each component's range.
package enum ColorSpace: String, CaseIterable, Sendable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    /// One component's allowed values: `[min - max]`, or `[min - max)` when the maximum is excluded (hues).
    package struct ComponentRange: Sendable {
        package var name: String
        package var minimum: Double
        package var maximum: Double
        package var includesMaximum = true

        package func contains(_ value: Double) -> Bool {
            value >= minimum && (includesMaximum ? value <= maximum : value < maximum)
        }

        package var description: String {
            func bound(_ value: Double) -> String { value.isInfinite ? (value < 0 ? "-Infinity" : "Infinity") : value.formattedForDisplay }
            return "[\(bound(minimum)) - \(bound(maximum))\(includesMaximum ? "]" : ")")"
        }
    }

    package var components: [ComponentRange] {
        let unit = { (name: String) in ComponentRange(name: name, minimum: 0, maximum: 1) }
        let percent = { (name: String) in ComponentRange(name: name, minimum: 0, maximum: 100) }
        let hue = ComponentRange(name: "hue", minimum: 0, maximum: 360, includesMaximum: false)
        let unbounded = { (name: String) in ComponentRange(name: name, minimum: -.infinity, maximum: .infinity) }
        let chroma = ComponentRange(name: "chroma", minimum: 0, maximum: .infinity)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return [unit("red"), unit("green"), unit("blue")]
        case .hsl: return [hue, percent("saturation"), percent("lightness")]
        case .hwb: return [hue, percent("whiteness"), percent("blackness")]
        case .lab: return [percent("lightness"), unbounded("a"), unbounded("b")]
        case .lch: return [percent("lightness"), chroma, hue]
        case .oklab: return [unit("lightness"), unbounded("a"), unbounded("b")]
        case .oklch: return [unit("lightness"), chroma, hue]
        case .xyzD65, .xyzD50: return [unit("x"), unit("y"), unit("z")]
        }
    }
}
