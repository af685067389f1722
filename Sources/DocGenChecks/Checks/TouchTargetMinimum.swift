import ButtonModel
import DocGenSupport
import DesignTokens

/// The smallest hit area a control may have, in points, in both directions.
///
/// Written in configuration as a preset name (`"apple"`, `"material"`, `"wcag"`) or as a number of points.
public struct TouchTargetMinimum: Hashable, Sendable, Codable {
    /// 44×44 pt: Apple's Human Interface Guidelines, "Accessibility" (the default).
    public static let apple = TouchTargetMinimum(preset: "apple", points: 44, source: "Apple HIG", unit: "pt")
    /// 48×48 dp: Material Design, "Accessibility basics".
    public static let material = TouchTargetMinimum(preset: "material", points: 48, source: "Material Design", unit: "dp")
    /// 24×24 CSS px: WCAG 2.2 SC 2.5.8 Target Size (Minimum).
    public static let wcag = TouchTargetMinimum(preset: "wcag", points: 24, source: "WCAG 2.2 SC 2.5.8", unit: "px")
    public static let presets = [apple, material, wcag]

    /// The preset's name, or nil for a number given directly.
    public var preset: String?
    public var points: Double
    /// Where the number comes from, for messages.
    public var source: String
    /// The unit its source counts in, for messages: `pt` (Apple, and a number given directly), `dp` (Material), `px`
    /// (CSS). docgen's points are all three: one CSS pixel, one Apple point, one Android dp.
    public var unit: String

    private init(preset: String?, points: Double, source: String, unit: String) {
        self.preset = preset
        self.points = points
        self.source = source
        self.unit = unit
    }

    /// A custom minimum; nil unless `points` is a finite positive number.
    public init?(points: Double) {
        guard points.isFinite, points > 0 else { return nil }
        self.init(preset: nil, points: points, source: "configured minimum", unit: "pt")
    }

    /// A preset by name; nil for an unknown name.
    public init?(presetNamed name: String) {
        guard let preset = Self.presets.first(where: { $0.preset == name }) else { return nil }
        self = preset
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            guard let preset = TouchTargetMinimum(presetNamed: name) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription:
                    "Unknown touch-target preset \"\(name)\"; use apple (44), material (48), wcag (24) or a number of points.")
            }
            self = preset
            return
        }
        let points = try container.decode(Double.self)
        guard let minimum = TouchTargetMinimum(points: points) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription:
                "A touch-target minimum must be a positive number of points.")
        }
        self = minimum
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let preset { try container.encode(preset) } else { try container.encode(points) }
    }
}
