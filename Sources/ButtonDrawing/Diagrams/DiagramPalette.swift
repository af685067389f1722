import ButtonModel
import DesignTokens
import DocGenSupport

/// The colors a diagram draws its notes in, chosen against the surface the button sits on: dark ink on a light
/// surface, light ink on a dark one, each of the pair whichever contrasts more.
package struct DiagramPalette: Hashable, Sendable {
    /// The sheet: the cell's surface, opaque.
    package var background: Color
    /// Titles, legend names, callout badges.
    package var ink: Color
    /// Token names and secondary text.
    package var muted: Color
    /// Redlines and their values.
    package var accent: Color
    /// Guides: the padding shading, the sheet's frame.
    package var faint: Color

    package init(surface: Color) {
        background = surface.asOpaqueBackdrop
        let pick = { [background] (a: Color, b: Color) -> Color in
            WCAGContrast.ratio(a, background) >= WCAGContrast.ratio(b, background) ? a : b
        }
        ink = pick(Color(red8: 0x1f, green8: 0x23, blue8: 0x28), Color(red8: 0xf6, green8: 0xf8, blue8: 0xfa))
        accent = pick(Color(red8: 0xc2, green8: 0x18, blue8: 0x5b), Color(red8: 0xff, green8: 0x9e, blue8: 0xcb))
        muted = Self.faded(ink, 0.72).composited(over: background)
        faint = Self.faded(ink, 0.16).composited(over: background)
    }

    private static func faded(_ color: Color, _ alpha: Double) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }
}
