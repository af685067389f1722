import DesignTokens
import DocGenSupport
import Foundation

/// The surface as a cell's shadows darken it just outside the button's edge, where the non-text check measures a
/// boundary when a definition says `nonTextContrast: { against: shadow }`.
///
/// Each shadow is the button's box grown by its spread, moved by its offsets, with the corner radius grown by the
/// spread, blurred by a Gaussian of standard deviation blur ÷ 2: the shape `ButtonShadowSVG` draws. Its coverage at a
/// point is that Gaussian integrated over the shape, row by row (a row of a rounded box is one interval, so each row
/// is a difference of two cumulative distributions). The surface is sampled half a point outside the middle of each
/// side and outside each corner (along the diagonal of its arc), and the boundary is measured where it contrasts
/// least: a shadow offset downwards leaves the top edge nearly bare.
public struct ShadowedBoundary: Hashable, Sendable {
    /// Where around the button the surface is sampled, in the order ties are broken.
    public enum Place: String, CaseIterable, Hashable, Sendable {
        case top = "top edge", right = "right edge", bottom = "bottom edge", left = "left edge"
        case topLeft = "top-left corner", topRight = "top-right corner"
        case bottomRight = "bottom-right corner", bottomLeft = "bottom-left corner"
    }

    /// How far outside the edge the surface is sampled: the first row of pixels past an edge on whole points.
    public static let distance = 0.5

    /// The button's box, its top-left corner at the origin, and its corner radius (at most half its height).
    public var width: Double
    public var height: Double
    public var cornerRadius: Double

    public init(width: Double, height: Double, cornerRadius: Double) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cornerRadius = min(max(0, cornerRadius), self.width / 2, self.height / 2)
    }

    /// The point sampled at `place`.
    public func point(_ place: Place) -> (x: Double, y: Double) {
        let d = Self.distance, r = cornerRadius, out = (r + d) / 2.0.squareRoot()
        switch place {
        case .top: return (width / 2, -d)
        case .bottom: return (width / 2, height + d)
        case .left: return (-d, height / 2)
        case .right: return (width + d, height / 2)
        case .topLeft: return (r - out, r - out)
        case .topRight: return (width - r + out, r - out)
        case .bottomRight: return (width - r + out, height - r + out)
        case .bottomLeft: return (r - out, height - r + out)
        }
    }

    /// `surface` at `point` under `shadows`: each shadow's color at its coverage there, the last painted first, as
    /// CSS paints a list of shadows, composited with the rounding of printed colors.
    public func surface(at point: (x: Double, y: Double), under shadows: [ButtonShadow], over surface: Color) -> Color {
        shadows.reversed().reduce(surface) { under, shadow in
            var color = shadow.color
            color.alpha *= coverage(of: shadow, at: point)
            return color.composited(over: under)
        }
    }

    /// The place where `boundary` contrasts least with the shadowed surface, and that surface.
    public func weakest(under shadows: [ButtonShadow], over surface: Color, boundary: Color) -> (place: Place, surface: Color) {
        var best: (place: Place, surface: Color, ratio: Double)?
        for place in Place.allCases {
            let shadowed = self.surface(at: point(place), under: shadows, over: surface)
            let backdrop = shadowed.asOpaqueBackdrop
            let ratio = WCAGContrast.ratio(boundary.composited(over: backdrop), backdrop)
            if best == nil || ratio < best!.ratio { best = (place, shadowed, ratio) }
        }
        return (best!.place, best!.surface)
    }

    /// How much of `shadow` covers `point`, from 0 to 1.
    package func coverage(of shadow: ButtonShadow, at point: (x: Double, y: Double)) -> Double {
        let spread = shadow.spread
        let x0 = shadow.offsetX - spread, y0 = shadow.offsetY - spread
        let w = max(0, width + 2 * spread), h = max(0, height + 2 * spread)
        let radius = min(max(0, cornerRadius + spread), w / 2, h / 2)
        /// The shape's row at `y`: from x0 + inset to x0 + w − inset.
        func inset(_ y: Double) -> Double {
            let fromEnd = min(y - y0, y0 + h - y)
            guard fromEnd < radius else { return 0 }
            let dy = radius - fromEnd
            return radius - (max(0, radius * radius - dy * dy)).squareRoot()
        }
        let sigma = shadow.blur / 2
        guard sigma > 0 else {
            guard point.y >= y0, point.y <= y0 + h else { return 0 }
            let i = inset(point.y)
            return point.x >= x0 + i && point.x <= x0 + w - i ? 1 : 0
        }
        let low = max(y0, point.y - 6 * sigma), high = min(y0 + h, point.y + 6 * sigma)
        guard high > low else { return 0 }
        func row(_ y: Double) -> Double {
            let i = inset(y)
            let across = Self.phi((x0 + w - i - point.x) / sigma) - Self.phi((x0 + i - point.x) / sigma)
            let t = (point.y - y) / sigma
            return exp(-t * t / 2) / (sigma * (2 * Double.pi).squareRoot()) * across
        }
        // Simpson's rule; the integrand is smooth but for the corners' arcs, where 240 steps keep the error far
        // below one level of a channel.
        let steps = 240, step = (high - low) / Double(steps)
        var sum = row(low) + row(high)
        for k in 1..<steps { sum += row(low + Double(k) * step) * (k.isMultiple(of: 2) ? 2 : 4) }
        return min(1, max(0, sum * step / 3))
    }

    /// The standard normal cumulative distribution.
    package static func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }
}
