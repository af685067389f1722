/// ```` ```docgen gallery ````: every variant in its default state (its first state without a fallback), in every
/// size it comes in, per theme, each drawn on the variant's surface (the SVG paints the surface behind the button).
public enum GalleryRenderer {
    public static func html(matrix: StateMatrix, measurer: TextMeasurer) -> String {
        let definition = matrix.definition
        var html = "<div class=\"button-gallery\">\n"
        for theme in matrix.themes {
            html += "<figure class=\"gallery-theme\">\n<figcaption>\(HTMLEscaping.text(definition.name)), "
                + "theme <code>\(HTMLEscaping.text(theme))</code></figcaption>\n<ul class=\"gallery-row\">\n"
            for variant in definition.variants {
                guard let state = definition.states(of: variant).first(where: { $0.fallback == nil }) else { continue }
                for size in definition.sizes(of: variant) {
                    guard let cell = matrix.cell(variant: variant.name, size: size.name, state: state.name, theme: theme) else {
                        continue
                    }
                    let svg = ButtonSVG.render(cell, geometry: ButtonGeometry(cell: cell, measurer: measurer), idPrefix: "gallery")
                    html += "<li>" + svg.trimmingTrailingNewline
                        + "<span class=\"gallery-label\"><code>\(HTMLEscaping.text(variant.name))</code> "
                        + "\(HTMLEscaping.text(size.name))</span></li>\n"
                }
            }
            html += "</ul>\n</figure>\n"
        }
        return html + "</div>"
    }
}
