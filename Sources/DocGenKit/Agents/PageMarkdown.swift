import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// A page as Markdown, for agents: `# Title`, the description, then the page's Markdown without its front matter,
/// each `docgen` fence replaced by its part's Markdown (`DirectivePart.markdown`), links between pages pointing at
/// the other pages' twins, links to other files of the site made relative to the twin.
package struct PageMarkdown {
    package var context: BuildContext
    /// Content path → output path, for every page.
    package var outputPaths: [String: String]

    package init(context: BuildContext) {
        self.context = context
        outputPaths = Dictionary(context.pages.map { ($0.source.relativePath, $0.outputPath) }, uniquingKeysWith: { first, _ in first })
    }

    /// The twin's text, or the problems of the parts that could not be written.
    package func markdown(of page: Page) -> (String, [Diagnostic]) {
        // Split as bytes: a line break is one byte in UTF-8, and splitting by `Character` walks every grapheme.
        let lines = page.source.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .dropFirst(page.frontMatter.lineCount).map { Substring($0) }
        let directives = Dictionary(page.document.directives.compactMap { invocation in invocation.location.line.map { ($0, invocation) } },
                                    uniquingKeysWith: { first, _ in first })
        let links = LinkRewriter(page: page, outputPaths: outputPaths)
        // A first `# heading` that is the title (written for Hugo, or the title itself) is not repeated.
        let firstLine = lines.first { !$0.allSatisfy(\.isWhitespace) }
        let startsWithTitle = firstLine.map { $0.hasPrefix("# ") && (page.frontMatter.title == nil || $0.dropFirst(2).trimmingCharacters(in: .whitespaces) == page.title) } ?? false
        var text = startsWithTitle ? "" : "# \(MarkdownText.escaped(page.title))\n\n"
        if let description = page.frontMatter.description, !description.isEmpty {
            text += "> \(MarkdownText.escaped(description))\n\n"
        }
        var diagnostics: [Diagnostic] = []
        var fence: CodeFence?
        // A part stands apart from the lines around it, which a blank line keeps from running into its tables.
        var afterPart = false
        var body = false
        for (offset, line) in zip(page.frontMatter.lineCount..., lines) {
            let number = offset + 1
            if !body, line.allSatisfy(\.isWhitespace) { continue }
            body = true
            if afterPart, fence == nil, !line.allSatisfy(\.isWhitespace) { text += "\n" }
            afterPart = false
            if let open = fence {
                if open.isSkipped, !open.closes(line) { continue }
                if open.closes(line) { fence = nil; if open.isSkipped { continue } }
                text += line + "\n"
                continue
            }
            if var opening = CodeFence(opening: line) {
                if let invocation = directives[number] {
                    opening.isSkipped = true
                    if !text.isEmpty, !text.hasSuffix("\n\n") { text += "\n" }
                    afterPart = true
                    do throws(DirectiveError) {
                        let part = try context.directives.markdown(invocation, in: DirectiveContext(page: page, build: context))
                        text += part.hasSuffix("\n") ? part : part + "\n"
                    } catch {
                        diagnostics.append(error.diagnostic)
                    }
                } else {
                    text += line + "\n"
                }
                fence = opening
                continue
            }
            text += links.rewrite(String(line)) + "\n"
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        return (text, diagnostics)
    }
}

/// An open fenced code block: its character and length, which its closing line must match.
package struct CodeFence {
    package var character: Character
    package var length: Int
    /// A `docgen` fence, whose lines the part's Markdown replaces.
    package var isSkipped = false

    /// The fence a line opens (up to three spaces, then three or more backticks or tildes); `nil` for other lines.
    package init?(opening line: Substring) {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3, let first = line.dropFirst(indent.count).first, first == "`" || first == "~" else { return nil }
        let run = line.dropFirst(indent.count).prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        if first == "`", line.dropFirst(indent.count + run.count).contains("`") { return nil }
        character = first
        length = run.count
    }

    package func closes(_ line: Substring) -> Bool {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return false }
        let rest = line.dropFirst(indent.count)
        let run = rest.prefix { $0 == character }
        return run.count >= length && rest.dropFirst(run.count).allSatisfy(\.isWhitespace)
    }
}
