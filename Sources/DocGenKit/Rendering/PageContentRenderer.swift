import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache
import DocGenMarkdown

/// The HTML of a page's body: cmark's safe blocks, headings with ids and anchors, and generated parts in place of
/// directive fences. Generated parts are spliced between blocks, so nothing from the source reaches the page
/// without having gone through cmark's safe renderer or `HTMLEscaping`.
package struct PageContentRenderer {
    package static let checkResultsID = "check-results"

    /// The parts a fence may name.
    package var directives: DirectiveRegistry
    /// What the parts are drawn from.
    package var site: SiteModel

    package init(directives: DirectiveRegistry, site: SiteModel) {
        self.directives = directives
        self.site = site
    }

    /// The body's HTML, its parts' documents (in page order), and the problems of the parts that could not be made.
    package func render(_ page: Page) -> (String, [any PartDocument], [Diagnostic]) {
        var html = ""
        var documents: [any PartDocument] = []
        var diagnostics: [Diagnostic] = []
        var headingIndex = 0
        var hasCheckResults = false
        for block in page.document.blocks {
            switch block {
            case .html(let rendered):
                html += rendered
            case .heading(let heading):
                let id = page.headingIDs[headingIndex]
                headingIndex += 1
                html += "<h\(heading.level) id=\"\(HTMLEscaping.attribute(id))\">\(heading.html)"
                html += "<a class=\"heading-anchor\" href=\"#\(HTMLEscaping.attribute(id))\" aria-label=\"Link to this section: "
                html += "\(HTMLEscaping.attribute(heading.text))\">#</a></h\(heading.level)>\n"
            case .directive(let invocation):
                do {
                    let document = try directives.document(invocation, in: DirectiveContext(page: page, site: site))
                    let part = document.html
                    documents.append(document)
                    // The first checks part is where the page's check summary links to.
                    let id = invocation.name == "checks" && !hasCheckResults ? " id=\"\(Self.checkResultsID)\"" : ""
                    hasCheckResults = hasCheckResults || invocation.name == "checks"
                    html += "<div class=\"docgen-part docgen-part-\(HTMLEscaping.attribute(invocation.name))\"\(id)>\n\(part)\n</div>\n"
                } catch {
                    diagnostics.append(error.diagnostic)
                }
            }
        }
        return (html, documents, diagnostics)
    }
}
