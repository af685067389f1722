import DesignTokens
import DocGenSupport

/// The focus indicator of a focused cell as it is drawn: its rings, each a band between two distances from the
/// button's edge (positive outside, negative inside), the painted colors each ring lies over, and the colors it
/// meets on either side once drawn.
///
/// The focus ring runs from `offset` to `offset + width`; a companion `inner` ring runs from `offset - width` to
/// `offset`, an `outer` one from `offset + width` outwards. A ring with any part inside the edge (a negative offset,
/// as Primer's `outline-offset: -2px`) is drawn over the fill, the state layer and the border. What a ring is
/// measured against is what lies beside it (WCAG 2.2 SC 1.4.11's "adjacent colors"), never what it covers: a ring
/// drawn over the whole border meets the fill inside and the page outside; one that covers the border partly meets
/// the border's uncovered part too; one drawn right against the edge meets the border (or the fill) inside.
public struct FocusIndicator: Hashable, Sendable {
    public struct Ring: Hashable, Sendable {
        /// `focusRing`, `focusRing.inner` or `focusRing.outer`.
        public var name: String
        /// The color as declared (composited over what lies beneath each of its pixels).
        public var color: Color
        /// The ring's inner and outer edge, from the button's edge.
        public var from: Double
        public var to: Double

        public init(name: String, color: Color, from: Double, to: Double) {
            self.name = name
            self.color = color
            self.from = from
            self.to = max(from, to)
        }

        public var width: Double { to - from }
        /// Whether some of the ring lies inside the button's edge.
        public var isInset: Bool { from < 0 && width > 0 }
    }

    /// The focus ring first, then its companion when there is one.
    public var rings: [Ring]
    /// The painted colors beneath: the surface outside the edge, the border just inside it (`nil` for a button that
    /// draws none), the fill (with the state layer over it) further in.
    public var surface: Color
    public var border: Color?
    public var borderWidth: Double
    public var fill: Color

    public init(rings: [Ring], surface: Color, border: Color?, borderWidth: Double, fill: Color) {
        self.rings = rings
        self.surface = surface.asOpaqueBackdrop
        self.border = borderWidth > 0 ? border : nil
        self.borderWidth = self.border == nil ? 0 : max(0, borderWidth)
        self.fill = fill
    }

    /// The indicator of `cell` (drawn only when it is focused).
    public init(cell: StateCell) {
        let m = cell.metrics, c = cell.colors
        let offset = m.focusRingOffset.value, width = max(0, m.focusRingWidth.value)
        var rings = [Ring(name: "focusRing", color: c.focusRing.declared, from: offset, to: offset + width)]
        if let companion = cell.focusRingCompanion {
            let w = max(0, companion.width.value)
            let (from, to) = companion.side == .inner ? (offset - w, offset) : (offset + width, offset + width + w)
            rings.append(Ring(name: companion.name, color: companion.color.declared, from: from, to: to))
        }
        let drawsBorder = (c.border?.declared.alpha ?? 0) > 0
        self.init(rings: rings, surface: c.surface.value, border: drawsBorder ? c.border?.value : nil,
                  borderWidth: m.borderWidth.value, fill: c.underContent.value)
    }

    /// How far the indicator reaches past the button's edge (0 when it lies inside).
    public var reach: Double { max(0, rings.map(\.to).max() ?? 0) }

    /// Whether any ring lies (partly) inside the edge, so that the indicator is drawn over the button.
    public var liesOverButton: Bool { rings.contains(where: \.isInset) }

    /// A color that lies against a ring once the indicator is drawn, on one side of it.
    public struct Neighbor: Hashable, Sendable {
        public enum Side: String, Hashable, Sendable {
            case inside, outside
        }

        public var side: Side
        /// `surface`, `border` or `fill`, or the other ring's name (`focusRing.inner`).
        public var name: String
        /// The painted area, `nil` when the neighbor is the other ring.
        public var area: RingBeneath?
        /// The neighbor's color as painted.
        public var color: Color
        /// What the ring covers at this side (its own pixels there are its color over this).
        public var under: Color
    }

    /// What lies against `ring` just inside its inner edge and just outside its outer edge, after every ring is drawn:
    /// the other ring where the two touch, else the surface, the border or the fill there. Empty for a ring of no width.
    public func adjacent(to ring: Ring) -> [Neighbor] {
        guard ring.width > 0 else { return [] }
        return [Neighbor.Side.inside, .outside].compactMap { side in
            let edge = side == .inside ? ring.from : ring.to
            // The zone just beyond the edge, and the one just within it, beneath the ring's own pixels.
            guard let beyond = zone(at: edge, below: side == .inside),
                  let under = zone(at: edge, below: side == .outside) else { return nil }
            if let other = rings.first(where: { $0 != ring && $0.width > 0 && (side == .inside ? $0.to == edge : $0.from == edge) }) {
                return Neighbor(side: side, name: other.name, area: nil, color: other.color.composited(over: beyond.color), under: under.color)
            }
            return Neighbor(side: side, name: beyond.area.rawValue, area: beyond.area, color: beyond.color, under: under.color)
        }
    }

    /// The painted area just below `distance` (`below`) or just above it, with its color; `nil` where nothing is painted.
    private func zone(at distance: Double, below: Bool) -> (area: RingBeneath, color: Color)? {
        let zones: [(RingBeneath, Double, Double, Color?)] = [
            (.surface, 0, .infinity, surface), (.border, -borderWidth, 0, border), (.fill, -.infinity, -borderWidth, fill),
        ]
        for (area, lower, upper, color) in zones where below ? (lower < distance && distance <= upper) : (lower <= distance && distance < upper) {
            if let color { return (area, color) }
        }
        return nil
    }

    /// What `ring` covers, outermost first: each of the surface, the border and the fill that some of its width lies
    /// over, with its painted color.
    public func beneath(_ ring: Ring) -> [(beneath: RingBeneath, color: Color)] {
        let zones: [(RingBeneath, Double, Double, Color?)] = [
            (.surface, 0, .infinity, surface), (.border, -borderWidth, 0, border), (.fill, -.infinity, -borderWidth, fill),
        ]
        return zones.compactMap { zone in
            guard let color = zone.3, min(ring.to, zone.2) > max(ring.from, zone.1) else { return nil }
            return (zone.0, color)
        }
    }
}
