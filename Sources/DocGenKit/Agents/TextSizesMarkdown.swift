import ButtonModel
/// A `docgen text-sizes` part as Markdown: per variant, one row per size, one column per step of the text-size
/// scale, each cell the font size reached and whether the label fits.
package enum TextSizesMarkdown {
    package static func markdown(matrix: StateMatrix, variant: String?, size onlySize: String?, theme: String?, locale: String?,
                         steps: [String]?, measurer: TextMeasurer) -> String {
        guard let scale = matrix.definition.textSize else { return "" }
        let shownSteps = steps ?? scale.shown
        let chosen = matrix.definition.variants.filter { variant == nil || $0.name == variant }
        return chosen.compactMap { entry -> String? in
            guard let first = matrix.definition.states(of: entry).first else { return nil }
            let rows = matrix.definition.sizes(of: entry).filter { onlySize == nil || $0.name == onlySize }.compactMap { size in
                matrix.cell(variant: entry.name, size: size.name, state: first.name, theme: theme ?? matrix.themes.first ?? "",
                            surface: matrix.definition.axisSurfaces.first??.name).map { row(entry, size, $0, scale, locale, shownSteps, matrix, measurer) }
            }
            let table = MarkdownTable(header: ["Size"] + shownSteps.map { MarkdownTable.cell(MarkdownText.escaped($0)) }, rows: rows)
            return "\(MarkdownText.escaped(matrix.definition.name)) \(MarkdownText.code(entry.name)) at each text size:\n\n" + table.markdown
        }.joined(separator: "\n")
    }

    /// A size's row: its name (and the language of the label drawn), then the verdict at each step.
    private static func row(_ entry: ButtonVariant, _ size: ButtonSize, _ cell: StateCell, _ scale: TextSizeScale, _ locale: String?,
                            _ steps: [String], _ matrix: StateMatrix, _ measurer: TextMeasurer) -> [String] {
        let definition = matrix.definition
        let label = TextSizeTableRenderer.chosenLabel(for: entry, cell: cell, size: size, definition: definition, scale: scale,
                                                      locale: locale, measurer: measurer)
        let language = label?.locale ?? definition.locale
        return [MarkdownTable.cell(MarkdownText.escaped(size.name) + (language.map { " (\(MarkdownText.escaped($0)))" } ?? ""))]
            + steps.map { step in
                verdict(TextSizeLayout(cell: cell, size: size, definition: definition, scale: scale, step: step, label: label, measurer: measurer),
                        isIconOnly: entry.isIconOnly)
            }
    }

    private static func verdict(_ layout: TextSizeLayout, isIconOnly: Bool) -> String {
        let fit = layout.fit
        let fontSize = "\(layout.cell.metrics.fontSize.value.shortDisplayText) pt"
        if isIconOnly { return fontSize }
        if fit.truncates { return "\(fontSize), truncated: needs \(fit.neededWidth.shortDisplayText) of \(fit.availableWidth.shortDisplayText) pt" }
        if fit.clipped { return "\(fontSize), clipped: line \(fit.lineBox.shortDisplayText) pt in \(fit.height.shortDisplayText) pt" }
        return "\(fontSize), fits"
    }
}
