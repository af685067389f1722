import DesignTokens
import DocGenSupport

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
}
