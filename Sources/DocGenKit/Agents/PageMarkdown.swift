import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenMarkdown

/// A page as Markdown, for agents: `# Title`, the description, then the page's Markdown without its front matter,
/// the lines of each `docgen` fence (as cmark found them when the page was parsed) replaced by its part's Markdown
/// (`PartDocument.markdown`), links between pages pointing at the other pages' twins, links to other files of the
/// site made relative to the twin. Code blocks stay as written.
package struct PageMarkdown {
    /// The parts a fence may name.
    package var directives: DirectiveRegistry
    /// What the parts are drawn from.
    package var site: SiteModel
    /// The documents each page's HTML was rendered from, by the page's output path (`BuildContext.partDocuments`):
    /// the twin prints the same ones.
    package var partDocuments: [String: [any PartDocument]]
    /// Content path → output path, for every page.
    package var outputPaths: [String: String]

    package init(directives: DirectiveRegistry, site: SiteModel, partDocuments: [String: [any PartDocument]]) {
        self.directives = directives
        self.site = site
        self.partDocuments = partDocuments
        outputPaths = Dictionary(site.pages.map { ($0.source.relativePath, $0.outputPath) }, uniquingKeysWith: { first, _ in first })
    }

    /// The twin's text, or the problems of the parts that could not be written.
    package func markdown(of page: Page) -> (String, [Diagnostic]) {
        // Split as bytes: a line break is one byte in UTF-8, and splitting by `Character` walks every grapheme.
        let lines = page.source.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .dropFirst(page.frontMatter.lineCount).map { Substring($0) }
        let directives = page.document.directiveLines
        let parts = Dictionary(directives.indices.map { (directives[$0].lines.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        // The documents the page's HTML was rendered from, when it was: the twin prints the same ones.
        let rendered = partDocuments[page.outputPath].flatMap { $0.count == directives.count ? $0 : nil }
        let code = page.document.codeLines
        let links = LinkRewriter(page: page, outputPaths: outputPaths)
        // A first `# heading` that is the title (written for Hugo, or the title itself) is not repeated.
        let firstLine = lines.first { !$0.allSatisfy(\.isWhitespace) }
        let startsWithTitle = firstLine.map { $0.hasPrefix("# ") && (page.frontMatter.title == nil || $0.dropFirst(2).trimmingCharacters(in: .whitespaces) == page.title) } ?? false
        var text = startsWithTitle ? "" : "# \(MarkdownText.escaped(page.title))\n\n"
        if let description = page.frontMatter.description, !description.isEmpty {
            text += "> \(MarkdownText.escaped(description))\n\n"
        }
        var diagnostics: [Diagnostic] = []
        // The last line of the part being replaced.
        var partEnd = 0
        var body = false
        for (offset, line) in zip(page.frontMatter.lineCount..., lines) {
            let number = offset + 1
            if number <= partEnd { continue }
            if !body, line.allSatisfy(\.isWhitespace) { continue }
            body = true
            // A part stands apart from the lines around it, which a blank line keeps from running into its tables.
            if partEnd > 0, number == partEnd + 1, !line.allSatisfy(\.isWhitespace) { text += "\n" }
            guard let index = parts[number] else {
                text += (code.contains { $0.contains(number) } ? String(line) : links.rewrite(String(line), number: number)) + "\n"
                continue
            }
            partEnd = directives[index].lines.upperBound
            if !text.isEmpty, !text.hasSuffix("\n\n") { text += "\n" }
            do throws(DirectiveError) {
                let document: any PartDocument
                if let rendered { document = rendered[index] } else {
                    document = try self.directives.document(directives[index].invocation, in: DirectiveContext(page: page, site: site))
                }
                let markdown = document.markdown
                text += markdown.hasSuffix("\n") ? markdown : markdown + "\n"
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        return (text, diagnostics)
    }
}
