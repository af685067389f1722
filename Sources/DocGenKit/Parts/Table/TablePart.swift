import ButtonModel
import Mustache
import DocGenMarkdown
import DocGenSupport

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

    /// The rows parsed once; each cell's inline Markdown made safe HTML for the page.
    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let table = try PipeTable.parse(invocation.body, at: invocation)
        return TableDocument(table: table, caption: invocation["caption"],
                             captionHTML: invocation["caption"].map { context.inlineMarkdown($0, line: invocation.location.line ?? 1) },
                             headerHTML: table.header.map { context.inlineMarkdown($0, line: table.headerLine) },
                             rowsHTML: table.rows.map { row in
                                 table.header.indices.map { column in
                                     context.inlineMarkdown(column < row.cells.count ? row.cells[column] : "", line: row.line)
                                 }
                             })
    }
}

/// A `docgen table` part: the rows as written (Markdown already, for the twin), and each cell as safe HTML.
public struct TableDocument: PartDocument {
    package var table: PipeTable
    public var caption: String?
    /// The caption, the header cells and each row's cells (padded to the header's width) as inline HTML.
    public var captionHTML: String?
    public var headerHTML: [String]
    public var rowsHTML: [[String]]

    public var shows: PartShows { PartShows() }

    public var html: String {
        let label = HTMLEscaping.attribute(caption ?? "Table")
        var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"\(label)\" tabindex=\"0\"><table class=\"prose-table\">\n"
        if let captionHTML {
            html += "<caption>\(captionHTML)</caption>\n"
        }
        html += "<thead><tr>"
        for (column, cell) in headerHTML.enumerated() {
            html += "<th scope=\"col\"\(table.alignmentAttribute(column))>\(cell)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rowsHTML {
            html += "<tr>"
            for (column, cell) in row.enumerated() {
                html += "<td\(table.alignmentAttribute(column))>\(cell)</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>"
    }

    /// The rows as written (they are Markdown already), each cell's pipes escaped again, the caption above in bold.
    public var markdown: String {
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
        return (caption.map { "**\(MarkdownTable.cell($0))**\n\n" } ?? "") + markdown
    }
}
