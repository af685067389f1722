import ButtonModel
import Mustache
import ButtonDrawing

/// ```` ```docgen text-sizes ````: a table per variant, rows sizes, columns the steps of the definition's text-size
/// scale, each cell the button drawn at that step (its first state, in `theme` or the first theme, on the first
/// surface) with the font size it reached and whether its label fits. The label drawn is the widest of its
/// translations unless `locale` names one.
public enum TextSizeTableRenderer {
    public static func html(matrix: StateMatrix, variant: String? = nil, size onlySize: String? = nil, theme: String? = nil,
                            locale: String? = nil, steps: [String]? = nil, measurer: TextMeasurer) -> String {
        html(TextSizesDocument(matrix: matrix, variant: variant, size: onlySize, theme: theme, locale: locale, steps: steps, measurer: measurer))
    }

    /// The document's tables, one per variant.
    package static func html(_ document: TextSizesDocument) -> String {
        let (definition, columns, measurer) = (document.definition, document.steps, document.measurer)
        var tables: [String] = []
        for table in document.tables {
            let entry = table.variant
            let caption = "\(definition.name) \(entry.name) at each text size"
            // The table scrolls sideways on narrow screens, and nothing in it takes focus: the region does.
            var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(caption))\" tabindex=\"0\">"
                + "<table class=\"state-matrix text-sizes\">\n"
            html += "<caption>\(HTMLEscaping.text(definition.name)) <code>\(HTMLEscaping.text(entry.name))</code> at each text size"
                + "</caption>\n<thead><tr><th scope=\"col\">Size</th>"
            html += columns.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            for row in table.rows {
                let (size, label) = (row.size, row.label)
                html += "<tr><th scope=\"row\">\(HTMLEscaping.text(size.name))"
                if let language = label?.locale ?? definition.locale, !entry.isIconOnly {
                    html += " <span class=\"fallback\">\(HTMLEscaping.text(language))</span>"
                }
                html += "</th>"
                for (step, layout) in zip(columns, row.layouts) {
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
