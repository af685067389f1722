import ButtonModel
import DocGenSupport
import DesignTokens

/// The areas WCAG 2.2 SC 2.4.13 (Focus Appearance) compares, for a button drawn as a rounded rectangle with a focus
/// ring around it, in square CSS pixels.
///
/// Every shape here is the button's outline moved out (or in) by a distance `d`: a rounded rectangle
/// `(width + 2d) × (height + 2d)` whose corner radius is `radius + d` (never below zero; a square-cornered
/// button's stays 0, as CSS keeps an outline's corners square around it). A band between two such
/// outlines is what a ring, a border or a perimeter covers.
public struct FocusIndicatorArea: Hashable, Sendable {
    /// The unfocused button.
    public var width: Double
    public var height: Double
    /// The corner radius as drawn: at most half the height.
    public var radius: Double

    public init(width: Double, height: Double, radius: Double) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.radius = min(max(0, radius), min(self.width, self.height) / 2)
    }

    /// The area inside the outline moved out by `d` (in by `-d`).
    public func area(at d: Double) -> Double {
        let w = width + 2 * d, h = height + 2 * d
        guard w > 0, h > 0 else { return 0 }
        // A square-cornered button keeps square corners at every offset, as CSS draws an outline around it.
        let r = radius == 0 ? 0 : min(max(0, radius + d), min(w, h) / 2)
        return w * h - (4 - Double.pi) * r * r
    }

    /// The area between the outlines at `inner` and `outer` (`inner` ≤ `outer`).
    public func band(from inner: Double, to outer: Double) -> Double {
        guard outer > inner else { return 0 }
        return area(at: outer) - area(at: inner)
    }

    /// The area of a 2 px thick perimeter centered on the outline, 1 px either side: 4w + 4h for a rectangle,
    /// 4w + 4h − (16 − 4π)r for a rounded one, 4πr for a circle (the Understanding document's formulas; 480 px² for
    /// its 90 × 30 px button).
    public var centeredPerimeterArea: Double { band(from: -1, to: 1) }

    /// The minimum the indicator must cover: the smallest 2 px thick perimeter, the band just inside the outline
    /// (4w + 4h − 16 for a rectangle). The Understanding document calls a 2 px border against the inside of the edge
    /// "the smallest possible" indicator that passes; its centered figure is 16 px² larger on a rectangle.
    public var requiredArea: Double { band(from: -2, to: 0) }

    /// The parts of a focus ring `ringWidth` wide, drawn `offset` outside the outline (negative: inside), over what
    /// lies beneath it when the button is not focused: the surface outside, the border just inside (when the button
    /// has one), the fill further in. Empty bands are left out.
    public func ringBands(ringWidth: Double, offset: Double, borderWidth: Double) -> [(beneath: Beneath, area: Double)] {
        let inner = offset, outer = offset + max(0, ringWidth)
        let border = max(0, borderWidth)
        let zones: [(Beneath, Double, Double)] = [
            (.surface, 0, .infinity), (.border, -border, 0), (.fill, -.infinity, -border),
        ]
        return zones.compactMap { zone in
            let area = band(from: max(inner, zone.1), to: min(outer, zone.2))
            return area > 0 ? (zone.0, area) : nil
        }
    }

    /// What a ring's pixels cover when the button is not focused.
    public typealias Beneath = RingBeneath
}
