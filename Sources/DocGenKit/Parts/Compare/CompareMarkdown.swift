import ButtonModel

/// A `docgen compare` part's document as Markdown: one row per design system with what the home page compares.
package enum CompareMarkdown {
    /// Each system's name links to its page's twin, when it has a page.
    package static func markdown(_ document: CompareDocument) -> String {
        let rows = document.rows
        let themes = rows.flatMap(\.themes).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let table = MarkdownTable(
            header: ["System", "Platform", "Variants", "Sizes", "States", "Smallest hit area"] + themes.map { "Contrast passes (\(MarkdownTable.cell($0)))" },
            rows: rows.map { row in
                let name = row.system.manifest.name
                var cells = [MarkdownTable.cell(document.markdownURLs[row.system.id].map { MarkdownText.link(name, to: $0) } ?? MarkdownText.escaped(name)),
                             MarkdownTable.cell(MarkdownText.escaped(row.system.manifest.platform ?? "")),
                             MarkdownTable.cell(row.variants.map(MarkdownText.code).joined(separator: ", ")),
                             MarkdownTable.cell(row.sizes.map { MarkdownText.escaped($0.name) }.joined(separator: ", ")),
                             String(row.states.count)]
                cells.append(row.smallestHitArea.map { "\($0.measured.truncatedForDisplay()) pt (\($0.passed ? "pass" : "fail"))" } ?? "")
                for theme in themes {
                    let rate = row.contrastPassRate(theme: theme)
                    cells.append(row.themes.contains(theme) ? "\(rate.passed) of \(rate.total)" : "")
                }
                return cells
            })
        return table.markdown
    }
}
