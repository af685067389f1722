import DesignTokens
import DocGenSupport
import Foundation

/// The values a cell's geometry may take, in points (CSS pixels). Real buttons stay far inside them; past them a
/// value is a mistake or an attack (a width of 1e308 overflows to infinity in the drawing, -1e9 draws a negative
/// width, 7e9 makes a canvas no viewer opens), and the matrix reports `component.out-of-range` instead of drawing.
///
/// With every value inside its range, the canvas is bounded too: the button is at most 10,000 wide (or its label
/// row, at most `label-length` glyphs of a font of at most 1,000 px, plus 10,000 of padding on each side and three
/// icons or gaps), at most 10,000 tall (its height, or its line box, each a length), and the margin
/// around it at most 35,002 (the farthest a shadow reaches: offset, spread and one and a half times the blur).
public enum GeometryBounds {
    /// A kind of value, and the range it must lie in.
    public enum Kind: Hashable, Sendable {
        /// Heights, widths, paddings, radii, border and ring widths, icon sizes, gaps, hit slop, shadow blur.
        case length
        /// Focus ring offsets, shadow offsets and spread, which may be negative.
        case offset
        case fontSize
        case fontWeight
        /// Space after each glyph, in points (after an `em` value is multiplied by the font size).
        case letterSpacing
        /// The line box as a multiple of the font size.
        case lineHeight

        public var range: ClosedRange<Double> {
            switch self {
            case .length: 0...10_000
            case .offset: -10_000...10_000
            case .fontSize: 1...1_000
            case .fontWeight: 1...1_000
            case .letterSpacing: -1_000...1_000
            case .lineHeight: 0...100
            }
        }

        /// The unit the range is written in, for messages.
        package var unit: String {
            switch self {
            case .lineHeight: " times the font size"
            case .fontWeight: ""
            default: " px"
            }
        }

        /// `0 to 10000 px`.
        package var rangeText: String { "\(GeometryBounds.text(range.lowerBound)) to \(GeometryBounds.text(range.upperBound))\(unit)" }

        /// Whether `value` is a finite number inside the range.
        package func admits(_ value: Double) -> Bool { value.isFinite && range.contains(value) }
    }

    /// A number as a message shows it: `44`, `12.5`, `1e+308`, `-1e+09`, `infinity`, `not a number`.
    package static func text(_ value: Double) -> String {
        if value.isNaN { return "not a number" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if abs(value) >= 1e9 { return String(format: "%g", value) }
        return value.formattedForDisplay
    }
}
