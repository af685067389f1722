import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenMarkdown

extension BuildStep {
    /// Reads each page's front matter, parses its Markdown with libcmark, checks its links and directives.
    ///
    /// Run again over a context that holds pages (a preview rebuild), it keeps the page of every source whose text
    /// is unchanged, as long as the site has the same pages (links between pages depend on which pages exist).
    public static let parseMarkdown = BuildStep(.parseMarkdown, label: "Parse Markdown") { context in
        let parser = PageParser(links: context.contentLinks, directives: context.directives, limits: context.limits,
                                rawHTML: context.site.rawHTML)
        // Pages parsed under another raw-HTML policy (site.yaml changed) are parsed again.
        let samePages = context.pagesRawHTML == context.site.rawHTML
            && Set(context.pages.map(\.source.relativePath)) == Set(context.sources.map(\.relativePath))
        let kept = samePages ? Dictionary(context.pages.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        let changed = context.sources.filter { kept[$0] == nil }
        var parsed: [SourceFile: Page] = [:]
        for (page, diagnostics) in ParallelMap.map(changed, threads: context.configuration.jobs, parser.parse) {
            context.diagnostics += diagnostics
            if let page { parsed[page.source] = page }
        }
        context.pages = context.sources.compactMap { kept[$0] ?? parsed[$0] }
        context.pagesRawHTML = context.site.rawHTML
    }
}

/// Turns one Markdown source into a `Page`, with every problem found in it.
package struct PageParser {
    package var links: ContentLinkResolver
    package var directives: DirectiveRegistry
    package var limits = InputLimits()
    package var rawHTML = RawHTMLPolicy.error

    package func parse(_ source: SourceFile) -> (Page?, [Diagnostic]) {
        let (frontMatter, markdown, frontMatterProblems) = FrontMatterParser(limits: limits).read(source)
        var diagnostics = frontMatterProblems
        let pageLinks = links.links(fromContentPath: source.relativePath)
        var document = CommonMarkParser(rawHTML: rawHTML).parse(markdown, file: source.displayPath, firstLine: frontMatter.lineCount + 1,
                                                resolveLink: pageLinks.cmarkResolver)
        diagnostics += document.diagnostics
        diagnostics += brokenLinks(in: document, resolvedBy: pageLinks)
        for invocation in document.directives {
            diagnostics += directives.validate(invocation).map(\.diagnostic)
        }

        var title = frontMatter.title
        if case .heading(let first)? = document.blocks.first, first.level == 1,
           title == nil || title?.trimmingCharacters(in: .whitespaces) == first.text {
            // The first heading is the title (pages written for Hugo, Jekyll or Docusaurus repeat it): shown once.
            title = first.text
            document.blocks.removeFirst()
        }
        diagnostics += Self.demoteLevelOneHeadings(in: &document, title: title)
        guard let title, !title.isEmpty else {
            // A page whose front matter did not parse may well have a title in it: the YAML error says enough.
            if !frontMatterProblems.isEmpty { return (nil, diagnostics) }
            diagnostics.append(Diagnostic(location: SourceLocation(file: source.displayPath, line: 1), code: "markdown.no-title",
                                          message: "The page has no title.",
                                          hint: "Add `title:` to the front matter, or start the page with a # heading."))
            return (nil, diagnostics)
        }
        let page = Page(source: source, frontMatter: frontMatter, document: document,
                        outputPath: SitePaths.outputPath(forContentPath: source.relativePath), title: title,
                        headingIDs: HeadingIDs.make(for: document.headings))
        return (page, diagnostics)
    }

    /// A page has one level-1 heading, its title: any other is shown as a level-2 heading, with a warning that says so.
    package static func demoteLevelOneHeadings(in document: inout MarkdownDocument, title: String?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in document.blocks.indices {
            guard case .heading(var heading) = document.blocks[index], heading.level == 1 else { continue }
            heading.level = 2
            document.blocks[index] = .heading(heading)
            if index == 0, let title {
                diagnostics.append(Diagnostic(
                    severity: .warning, location: heading.location, code: "markdown.heading-differs-from-title",
                    message: "The first heading \"\(heading.text)\" differs from the title \"\(title)\"; it is shown as a level-2 heading under the title.",
                    hint: "Make the heading the page's title, or remove it or the front matter's `title:`."))
            } else {
                diagnostics.append(Diagnostic(
                    severity: .warning, location: heading.location, code: "markdown.extra-h1",
                    message: "A page has one level-1 heading, its title; \"\(heading.text)\" is shown as a level-2 heading.",
                    hint: "Start sections at ##."))
            }
        }
        return diagnostics
    }

    private func brokenLinks(in document: MarkdownDocument, resolvedBy pageLinks: ContentLinkResolver.PageLinks) -> [Diagnostic] {
        document.links.compactMap { link in
            // The parser reported it (markdown.unsafe-link) and emptied it.
            if UnsafeMarkup.unsafeScheme(of: link.destination) != nil { return nil }
            switch pageLinks.resolve(link.destination) {
            case .missingPage(let target):
                let pages = Array(links.outputPaths.keys)
                let close = suggestion(for: target, among: pages)
                return Diagnostic(location: link.location, code: "markdown.broken-link",
                                  message: "The link '\(link.destination)' points to \(target), which is not a page of the site.",
                                  hint: close.map { "Did you mean \($0)? Links to pages name their .md file, relative to this page." }
                                      ?? "Links to pages name their .md file, relative to this page.")
            case .outsideContent(let destination):
                return Diagnostic(location: link.location, code: "markdown.link-outside-content",
                                  message: "The link '\(destination)' climbs out of the content folder.",
                                  hint: "Link to pages inside the content folder, or to a full https: address.")
            case .unchanged, .rewritten:
                return nil
            }
        }
    }
}
