import DesignTokens
import DocGenSupport

/// Paints the parts of one cell as a screen shows them, given the colors as declared and the cell's opacities.
///
/// The container is painted over the surface, the state layer over the container, the border, icon and label over
/// the state layer; each part first faded by its own opacity. A `button` opacity below 1 fades them as one group:
/// the parts are painted over one another on their own (keeping what is translucent), and each result is faded and
/// painted over the surface, as CSS `opacity` and UIKit's `alpha` do. Every step rounds as `Color.composited(over:)`
/// does, so each color printed is the byte a rasterizer writes.
package struct CellCompositor {
    /// The surface, opaque.
    package let surface: Color
    package let opacity: StateCellOpacity

    /// The painted colors of one cell.
    package struct Painted {
        package var fill: Color
        /// What lies under the content: the fill, or the fill with the state layer over it.
        package var underContent: Color
        package var label: Color
        package var icon: Color
        package var border: Color?
    }

    package func paint(background: Color, layer: Color?, label: Color, icon: Color, border: Color?) -> Painted {
        let container = faded(background, .container)
        let group = opacity.value(of: .button)
        guard group < 1 else {
            let fill = container.composited(over: surface)
            let under = layer.map { faded($0, .stateLayer).composited(over: fill) } ?? fill
            return Painted(fill: fill, underContent: under, label: faded(label, .label).composited(over: under),
                           icon: faded(icon, .icon).composited(over: under),
                           border: border.map { faded($0, .border).composited(over: under) })
        }
        let under = layer.map { faded($0, .stateLayer).composited(over: container) } ?? container
        func out(_ color: Color) -> Color {
            var color = color
            color.alpha *= group
            return color.composited(over: surface)
        }
        return Painted(fill: out(container), underContent: out(under),
                       label: out(faded(label, .label).composited(over: under)),
                       icon: out(faded(icon, .icon).composited(over: under)),
                       border: border.map { out(faded($0, .border).composited(over: under)) })
    }

    private func faded(_ color: Color, _ target: OpacityTarget) -> Color {
        var color = color
        color.alpha *= opacity.value(of: target)
        return color
    }
}
