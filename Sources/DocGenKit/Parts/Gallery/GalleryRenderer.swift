import ButtonModel
import Mustache
import ButtonDrawing

/// ```` ```docgen gallery ````: every variant in its default state (its first state without a fallback), in every
/// size it comes in, per theme, each drawn on the variant's surface (the SVG paints the surface behind the button).
/// A definition with a surface axis gets one row per theme and surface.
public enum GalleryRenderer {
    /// `surface`: one surface of the axis; `nil` for all of them.
    public static func html(matrix: StateMatrix, surface onlySurface: String? = nil, measurer: TextMeasurer) -> String {
        let definition = matrix.definition
        var html = "<div class=\"button-gallery\">\n"
        let surfaces = definition.axisSurfaces.map { $0?.name }.filter { onlySurface == nil || $0 == onlySurface }
        for theme in matrix.themes {
            for surface in surfaces {
            html += "<figure class=\"gallery-theme\">\n<figcaption>\(HTMLEscaping.text(definition.name)), "
                + "theme <code>\(HTMLEscaping.text(theme))</code>"
                + (surface.map { ", on <code>\(HTMLEscaping.text($0))</code>" } ?? "") + "</figcaption>\n<ul class=\"gallery-row\">\n"
            for variant in definition.variants {
                guard let state = definition.states(of: variant).first(where: { $0.fallback == nil }) else { continue }
                for size in definition.sizes(of: variant) {
                    guard let cell = matrix.cell(variant: variant.name, size: size.name, state: state.name, theme: theme,
                                                 surface: surface) else {
                        continue
                    }
                    let svg = ButtonSVG.render(cell, geometry: cell.geometry, idPrefix: "gallery")
                    html += "<li>" + svg.trimmingTrailingNewline
                        + "<span class=\"gallery-label\"><code>\(HTMLEscaping.text(variant.name))</code> "
                        + "\(HTMLEscaping.text(size.name))\(VariantStatusBadge.html(variant))"
                        + (cell.isUncertain ? UncertainMark.html(cell.uncertainties) : "") + "</span></li>\n"
                }
            }
            html += "</ul>\n</figure>\n"
            }
        }
        return html + "</div>"
    }
}
