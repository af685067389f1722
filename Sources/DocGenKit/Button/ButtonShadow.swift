import DesignTokens
import Foundation

/// One shadow of a DTCG 2025.10 shadow token, in points: what a variant's `elevation` draws under the button.
public struct ButtonShadow: Hashable, Sendable {
    public var color: Color
    public var offsetX: Double
    public var offsetY: Double
    /// The blur radius; the Gaussian's standard deviation is half of it, as in CSS `box-shadow`.
    public var blur: Double
    public var spread: Double

    public init(color: Color, offsetX: Double, offsetY: Double, blur: Double, spread: Double) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
    }

    /// How far the shadow reaches past the button's edge on its farthest side, blur included (three standard
    /// deviations, where a Gaussian has faded to nothing a screen shows).
    public var reach: Double { max(abs(offsetX), abs(offsetY)) + max(spread, 0) + 1.5 * blur }

    /// `0 1 3 1 #00000026`: offsets, blur, spread and color, as the dumps write a shadow.
    public var written: String {
        [offsetX, offsetY, blur, spread].map(\.formattedForDisplay).joined(separator: " ") + " " + color.hex
    }

    /// The shadow's coverage at `distance` points outside the edge of its box (negative: inside): the Gaussian's
    /// cumulative distribution, or a hard edge without blur.
    func coverage(outside distance: Double) -> Double {
        let sigma = blur / 2
        guard sigma > 0 else { return distance < 0 ? 1 : 0 }
        return 0.5 * (1 + erf(-distance / (sigma * 2.0.squareRoot())))
    }

    /// The surface as the shadows leave it half a point outside the button, in the middle of the side where the
    /// first shadow is deepest: each shadow's color at its coverage there, the last painted first, as CSS paints
    /// a list of shadows.
    public static func shadowedSurface(_ shadows: [ButtonShadow], over surface: Color) -> Color {
        guard let first = shadows.first else { return surface }
        let side = first.side
        return shadows.reversed().reduce(surface) { under, shadow in
            var color = shadow.color
            color.alpha *= shadow.coverage(outside: 0.5 - shadow.extent(on: side))
            return color.composited(over: under)
        }
    }

    /// 0 bottom, 1 right, 2 top, 3 left: the side where this shadow's box extends farthest.
    private var side: Int {
        let extents = [offsetY, offsetX, -offsetY, -offsetX]
        return extents.firstIndex(of: extents.max()!)!
    }

    private func extent(on side: Int) -> Double {
        [offsetY, offsetX, -offsetY, -offsetX][side] + spread
    }
}
