import ButtonModel
import Mustache
import DocGenKit

/// A changelog's index or one release's page as the site's HTML: headings in order, tables with a caption and
/// header scopes in a wrapper that scrolls on a phone, pictures with alt text, color swatches beside their hex.
package enum ChangelogRenderer {
    package static func html(_ document: ChangelogDocument) -> String {
        var html = "<div class=\"changelog\">\n"
        for block in document.blocks {
            switch block {
            case .heading(let level, let runs):
                html += "<h\(level)>\(inline(runs))</h\(level)>\n"
            case .paragraph(let runs):
                html += "<p>\(inline(runs))</p>\n"
            case .list(let items):
                html += "<ul>" + items.map { "<li>\(inline($0))</li>" }.joined() + "</ul>\n"
            case .table(let table):
                html += self.table(table)
            case .pictures(let pictures):
                html += "<div class=\"changelog-pictures\">" + pictures.map(picture).joined() + "</div>\n"
            }
        }
        return html + "</div>\n"
    }

    private static func table(_ table: ChangelogTable) -> String {
        let caption = HTMLEscaping.text(table.caption)
        var html = "<figure class=\"token-table changelog-table\(table.kind.map { " " + $0 } ?? "")\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(table.caption))\" tabindex=\"0\">"
        html += "<table><caption>\(caption)</caption>\n<thead><tr>"
        html += table.headers.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            html += "<tr>"
            for (index, cell) in row.enumerated() {
                let label = HTMLEscaping.attribute(table.headers[index])
                html += index == 0 ? "<th scope=\"row\">\(inline(cell))</th>" : "<td data-label=\"\(label)\">\(inline(cell))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></figure>\n"
    }

    private static func picture(_ picture: ChangelogPicture) -> String {
        let size = [picture.width.map { " width=\"\($0)\"" }, picture.height.map { " height=\"\($0)\"" }].compactMap { $0 }.joined()
        return "<figure><img src=\"\(HTMLEscaping.attribute(picture.url))\" alt=\"\(HTMLEscaping.attribute(picture.alt))\"\(size)>"
            + "<figcaption>\(HTMLEscaping.text(picture.label))</figcaption></figure>"
    }

    package static func inline(_ runs: [ChangelogText]) -> String {
        runs.map { run in
            switch run {
            case .plain(let text): HTMLEscaping.text(text)
            case .strong(let text): "<strong>\(HTMLEscaping.text(text))</strong>"
            case .code(let text): "<code>\(HTMLEscaping.text(text))</code>"
            case .value(let text):
                run.swatch.map { "<span class=\"token-value\"><span class=\"swatch\" style=\"--swatch: \($0)\" aria-hidden=\"true\"></span>" }
                    .map { $0 + "<code>\(HTMLEscaping.text(text))</code></span>" } ?? "<code>\(HTMLEscaping.text(text))</code>"
            case .link(let text, let url): "<a href=\"\(HTMLEscaping.attribute(url))\">\(HTMLEscaping.text(text))</a>"
            }
        }.joined()
    }
}
