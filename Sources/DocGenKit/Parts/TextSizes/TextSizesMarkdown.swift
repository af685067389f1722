import ButtonModel

/// A `docgen text-sizes` part's document as Markdown: per variant, one row per size, one column per step of the
/// text-size scale, each cell the font size reached and whether the label fits.
package enum TextSizesMarkdown {
    package static func markdown(_ document: TextSizesDocument) -> String {
        let definition = document.definition
        return document.tables.map { table in
            let rows = table.rows.map { row in
                let language = row.label?.locale ?? definition.locale
                return [MarkdownTable.cell(MarkdownText.escaped(row.size.name) + (language.map { " (\(MarkdownText.escaped($0)))" } ?? ""))]
                    + row.layouts.map { verdict($0, isIconOnly: table.variant.isIconOnly) }
            }
            let markdown = MarkdownTable(header: ["Size"] + document.steps.map { MarkdownTable.cell(MarkdownText.escaped($0)) }, rows: rows).markdown
            return "\(MarkdownText.escaped(definition.name)) \(MarkdownText.code(table.variant.name)) at each text size:\n\n" + markdown
        }.joined(separator: "\n")
    }

    /// `36 pt, fits`, `36 pt, truncated: needs …`, or `36 pt, clipped: …`: the font size reached and how the label sits.
    package static func verdict(_ layout: TextSizeLayout, isIconOnly: Bool) -> String {
        let fit = layout.fit
        let fontSize = "\(layout.cell.metrics.fontSize.value.shortDisplayText) pt"
        if isIconOnly { return fontSize }
        if fit.truncates { return "\(fontSize), truncated: needs \(fit.neededWidth.shortDisplayText) of \(fit.availableWidth.shortDisplayText) pt" }
        if fit.clipped { return "\(fontSize), clipped: line \(fit.lineBox.shortDisplayText) pt in \(fit.height.shortDisplayText) pt" }
        return "\(fontSize), fits"
    }
}
