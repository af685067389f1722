import ButtonModel

/// A `docgen anatomy` or `docgen spec` part's document as Markdown: the drawing as an image (and its dark twin), then what it
/// labels as a table.
package enum DiagramMarkdown {
    package static func markdown(_ document: DiagramDocument) -> String {
        let (plan, rows, root) = (document.plan, document.rows, document.markdownRoot)
        let kind = plan.kind, cell = plan.cell
        let caption = "\(kind.title) of the \(cell.variant) button, \(cell.size), \(cell.state) (\(cell.theme) theme)"
        var text = MarkdownText.image(caption, at: root + kind.path(of: cell)) + "\n"
        if let dark = plan.darkCell {
            text += "\n" + MarkdownText.link("The same in the \(dark.theme) theme", to: root + kind.path(of: dark)) + "\n"
        }
        let table = MarkdownTable(header: [kind == .anatomy ? "Part" : "Measure", "Value", "Token"], rows: rows.map { row in
            [MarkdownTable.cell(MarkdownText.escaped(row.name)), MarkdownTable.cell(MarkdownText.escaped(row.value)),
             MarkdownTable.cell(row.token.contains(" ") ? MarkdownText.escaped(row.token) : MarkdownText.code(row.token))]
        })
        return text + "\n" + table.markdown
    }
}
