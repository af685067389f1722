import DocGenSupport
import Foundation

/// A length with its unit, as DTCG writes it: `{"value": 44, "unit": "px"}`.
public struct Dimension: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `px` and `rem` are the format's units; others seen in published token sets (`em`, `%`, `vw`, `dp`, …) are
    /// kept as written, with a `tokens.nonstandard` warning.
    public struct Unit: RawRepresentable, Hashable, Sendable, Codable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let px = Unit(rawValue: "px")
        public static let rem = Unit(rawValue: "rem")
        /// Android's density-independent pixel: one CSS px, one iOS point (Material Design, "Pixel density").
        public static let dp = Unit(rawValue: "dp")

        /// Whether the DTCG 2025.10 Format module defines the unit.
        public var isStandard: Bool { self == .px || self == .rem }

        /// Points per unit where the length is fixed; nil where it depends on something docgen does not know
        /// (`em` on the font size, `%` on the container, `vw` on the viewport).
        public var points: Double? {
            switch rawValue {
            case "px", "dp": 1
            case "rem": 16
            default: nil
            }
        }
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    /// The length in CSS pixels (points on iOS): `rem` counts as 16 px, `dp` as 1; nil for relative units
    /// such as `em`, `%` and `vw`.
    public var points: Double? { unit.points.map { value * $0 } }

    public var description: String { "\(value.formattedForDisplay)\(unit.rawValue)" }
}

/// A time, as DTCG writes it: `{"value": 200, "unit": "ms"}`.
public struct TokenDuration: Hashable, Sendable, Codable {
    public enum Unit: String, Hashable, Sendable, Codable { case ms, s }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit = .ms) {
        self.value = value
        self.unit = unit
    }
}

/// A fully resolved token value: no aliases left anywhere inside it.
public indirect enum TokenValue: Hashable, Sendable {
    case color(Color)
    case dimension(Dimension)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(TokenDuration)
    case cubicBezier([Double])
    case number(Double)
    /// A keyword (`solid`, `dashed`, …) or an object with `dashArray` and `lineCap`, as a composite.
    case keyword(String)
    /// A composite (border, transition, shadow, typography, stroke style object): member name → value.
    case composite([String: TokenValue])
    /// A list (several shadows, the stops of a gradient).
    case list([TokenValue])
    /// The value of a token whose `$type` the format does not define (`string`, `boolean`, `link`, `content`),
    /// kept as canonical JSON text.
    case opaque(String)

    public var color: Color? { if case .color(let c) = self { c } else { nil } }
    public var dimension: Dimension? { if case .dimension(let d) = self { d } else { nil } }
    public var number: Double? {
        switch self {
        case .number(let n), .fontWeight(let n): n
        default: nil
        }
    }
    public subscript(member: String) -> TokenValue? {
        if case .composite(let members) = self { members[member] } else { nil }
    }
}
