import ButtonModel
import Mustache
/// ```` ```docgen table caption="…" ````: a table written with pipes, since plain CommonMark has none.
///
/// The first row is the header, the second the delimiter row (`---`, `:--`, `:-:`, `--:` for alignment), then
/// the body rows. Cells are inline Markdown. `\|` writes a pipe inside a cell.
public struct TablePart: DirectivePart {
    public let name = "table"
    public let summary = "A table in prose, written with pipes: header row, delimiter row, body rows."
    public let parameters = [DirectiveParameter("caption", "A caption shown above the table.")]
    public let takesBody = true

    public init() {}

    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let table = try PipeTable.parse(invocation.body, at: invocation)
        let label = HTMLEscaping.attribute(invocation["caption"] ?? "Table")
        var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"\(label)\" tabindex=\"0\"><table class=\"prose-table\">\n"
        if let caption = invocation["caption"] {
            html += "<caption>\(context.inlineMarkdown(caption, line: invocation.location.line ?? 1))</caption>\n"
        }
        html += "<thead><tr>"
        for (column, cell) in table.header.enumerated() {
            html += "<th scope=\"col\"\(table.alignmentAttribute(column))>\(context.inlineMarkdown(cell, line: table.headerLine))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            html += "<tr>"
            for column in table.header.indices {
                let cell = column < row.cells.count ? row.cells[column] : ""
                html += "<td\(table.alignmentAttribute(column))>\(context.inlineMarkdown(cell, line: row.line))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>"
    }

    /// The rows as written (they are Markdown already), each cell's pipes escaped again, the caption above in bold.
    public func markdown(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let table = try PipeTable.parse(invocation.body, at: invocation)
        let delimiters = table.header.indices.map { column in
            switch column < table.alignments.count ? table.alignments[column] : .none {
            case .none: "---"
            case .left: ":--"
            case .center: ":-:"
            case .right: "--:"
            }
        }
        let markdown = MarkdownTable(header: table.header.map(MarkdownTable.cell), delimiters: delimiters,
                                     rows: table.rows.map { $0.cells.map(MarkdownTable.cell) }).markdown
        return (invocation["caption"].map { "**\(MarkdownTable.cell($0))**\n\n" } ?? "") + markdown
    }
}
