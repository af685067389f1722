import ButtonModel
import DesignTokens
import DocGenSupport

/// A button's label as it reaches the eye: the fill painted over the surface, the label painted over that.
/// The surface is taken as opaque (its alpha is dropped), as the backdrop of a page or screen is.
package struct PaintedLabel: Hashable, Sendable {
    /// The label's color as painted.
    package var foreground: Color
    /// The fill's color as painted.
    package var background: Color
    /// `Label #ffffff on fill #7f7f7f (#00000080 over #ffffff)`: painted colors, and declared ones when translucent.
    package var description: String

    package init(label: Color, fill: Color, surface: Color) {
        let backdrop = surface.asOpaqueBackdrop
        background = fill.composited(over: backdrop)
        foreground = label.composited(over: background)
        description = "Label \(ContrastWording.color(foreground, from: label, over: background)) on fill "
            + ContrastWording.color(background, from: fill, over: backdrop)
    }
}
