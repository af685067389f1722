import ButtonModel
import Mustache
/// ```` ```docgen text-sizes ````: a table per variant, rows sizes, columns the steps of the definition's text-size
/// scale, each cell the button drawn at that step (its first state, in `theme` or the first theme, on the first
/// surface) with the font size it reached and whether its label fits. The label drawn is the widest of its
/// translations unless `locale` names one.
public enum TextSizeTableRenderer {
    public static func html(matrix: StateMatrix, variant: String? = nil, size onlySize: String? = nil, theme: String? = nil,
                            locale: String? = nil, steps: [String]? = nil, measurer: TextMeasurer) -> String {
        let definition = matrix.definition
        guard let scale = definition.textSize else { return "" }
        let columns = steps ?? scale.shown
        var tables: [String] = []
        for entry in definition.variants where variant == nil || entry.name == variant {
            guard let state = definition.states(of: entry).first else { continue }
            let caption = "\(definition.name) \(entry.name) at each text size"
            // The table scrolls sideways on narrow screens, and nothing in it takes focus: the region does.
            var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(caption))\" tabindex=\"0\">"
                + "<table class=\"state-matrix text-sizes\">\n"
            html += "<caption>\(HTMLEscaping.text(definition.name)) <code>\(HTMLEscaping.text(entry.name))</code> at each text size"
                + "</caption>\n<thead><tr><th scope=\"col\">Size</th>"
            html += columns.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            for size in definition.sizes(of: entry) where onlySize == nil || size.name == onlySize {
                guard let cell = matrix.cell(variant: entry.name, size: size.name, state: state.name, theme: theme ?? matrix.themes.first ?? "",
                                             surface: definition.axisSurfaces.first??.name) else { continue }
                let label = chosenLabel(for: entry, cell: cell, size: size, definition: definition, scale: scale, locale: locale,
                                        measurer: measurer)
                html += "<tr><th scope=\"row\">\(HTMLEscaping.text(size.name))"
                if let language = label?.locale ?? definition.locale, !entry.isIconOnly {
                    html += " <span class=\"fallback\">\(HTMLEscaping.text(language))</span>"
                }
                html += "</th>"
                for step in columns {
                    let layout = TextSizeLayout(cell: cell, size: size, definition: definition, scale: scale, step: step, label: label,
                                                measurer: measurer)
                    // The step and the language keep a cell's id its own wherever else the page draws it.
                    let prefix = (["textsize", step] + (label.map { [$0.locale] } ?? [])).joined(separator: "-")
                    html += "<td>" + ButtonSVG.render(layout.cell, geometry: layout.cell.geometry, idPrefix: prefix).trimmingTrailingNewline
                        + "\n" + verdict(layout, isIconOnly: entry.isIconOnly) + "</td>"
                }
                html += "</tr>\n"
            }
            tables.append(html + "</tbody>\n</table></div>")
        }
        return tables.joined(separator: "\n")
    }

    /// The translation named by `locale` (`nil` for the written label when `locale` is the definition's own), else
    /// the widest label at the written size.
    package static func chosenLabel(for variant: ButtonVariant, cell: StateCell, size: ButtonSize, definition: ComponentDefinition,
                            scale: TextSizeScale, locale: String?, measurer: TextMeasurer) -> LocalizedLabel? {
        if let locale { return variant.labels.first { $0.locale == locale } }
        let candidates: [LocalizedLabel?] = [nil] + variant.labels
        let widths = candidates.map { width($0, cell: cell, size: size, definition: definition, scale: scale, measurer: measurer) }
        return zip(candidates, widths).max { $0.1 < $1.1 }?.0 ?? nil
    }

    private static func width(_ label: LocalizedLabel?, cell: StateCell, size: ButtonSize, definition: ComponentDefinition,
                              scale: TextSizeScale, measurer: TextMeasurer) -> Double {
        TextSizeLayout(cell: cell, size: size, definition: definition, scale: scale, step: scale.defaultStep, label: label,
                       measurer: measurer).fit.neededWidth
    }

    private static func verdict(_ layout: TextSizeLayout, isIconOnly: Bool) -> String {
        let fit = layout.fit
        let fontSize = "\(layout.cell.metrics.fontSize.value.shortDisplayText) pt"
        if isIconOnly { return "<p class=\"text-fit\">\(fontSize)</p>" }
        if fit.truncates {
            return "<p class=\"text-fit fail\">\(fontSize) · <strong>truncated</strong>: needs \(fit.neededWidth.shortDisplayText) of "
                + "\(fit.availableWidth.shortDisplayText) pt</p>"
        }
        if fit.clipped {
            return "<p class=\"text-fit fail\">\(fontSize) · <strong>clipped</strong>: line \(fit.lineBox.shortDisplayText) pt in "
                + "\(fit.height.shortDisplayText) pt</p>"
        }
        return "<p class=\"text-fit pass\">\(fontSize) · fits</p>"
    }
}
