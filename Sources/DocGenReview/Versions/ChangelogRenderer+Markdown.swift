import ButtonModel
import DocGenKit

extension ChangelogRenderer {
    /// The same page as GitHub-flavoured Markdown: `##` and `###` headings, pipe tables with the caption in bold above
    /// them, pictures as `![alt](url)`, values as code spans that nothing in them can close.
    package static func markdown(_ document: ChangelogDocument) -> String {
        var out: [String] = []
        for block in document.blocks {
            switch block {
            case .heading(let level, let runs):
                out.append(String(repeating: "#", count: level) + " " + inline(runs, inTable: false))
            case .paragraph(let runs):
                out.append(inline(runs, inTable: false))
            case .list(let items):
                out.append(items.map { "- " + inline($0, inTable: false) }.joined(separator: "\n"))
            case .table(let table):
                var text = "**\(cell(table.caption))**\n\n| " + table.headers.map(cell).joined(separator: " | ") + " |\n"
                text += "|" + String(repeating: "---|", count: table.headers.count)
                for row in table.rows { text += "\n| " + row.map { inline($0, inTable: true) }.joined(separator: " | ") + " |" }
                out.append(text)
            case .pictures(let pictures):
                out.append(pictures.map { "![\(cell($0.alt))](\(destination($0.url)))" }.joined(separator: " "))
            }
        }
        return out.joined(separator: "\n\n") + "\n"
    }

    private static func inline(_ runs: [ChangelogText], inTable: Bool) -> String {
        runs.map { run in
            switch run {
            case .plain(let text): cell(text)
            case .strong(let text): "**\(cell(text))**"
            case .code(let text), .value(let text): span(text, inTable: inTable)
            case .link(let text, let url): "[\(cell(text))](\(destination(url)))"
            }
        }.joined()
    }

    /// A link destination in angle brackets when it holds a space or a parenthesis.
    private static func destination(_ url: String) -> String {
        url.contains(where: { " ()<>".contains($0) }) ? "<\(url.replacingOccurrences(of: ">", with: "%3E").replacingOccurrences(of: "<", with: "%3C"))>" : url
    }
}
