import ButtonModel
import Mustache
import DocGenMarkdown
import DocGenSupport

/// The site's navigation: pages grouped by their `section`, groups and pages in `order`, then by title.
package struct Navigation: Sendable {
    package struct Group {
        package var title: String
        package var pages: [Page]
    }

    package static let defaultSection = "Pages"
    /// Up to this many listed pages, every section is listed on every page; above it, only the current page's
    /// section is, and the others fold to a link to their first page, so a page's navigation (and the site's
    /// output) stays linear in the size of the site.
    package static let unfoldedLimit = 30

    package var groups: [Group]

    package init(pages: [Page]) {
        let listed = pages.filter { !$0.isHome }.sorted { ($0.order, $0.title, $0.outputPath) < ($1.order, $1.title, $1.outputPath) }
        var groups: [Group] = []
        for page in listed {
            let title = page.frontMatter.section ?? Self.defaultSection
            if let index = groups.firstIndex(where: { $0.title == title }) {
                groups[index].pages.append(page)
            } else {
                groups.append(Group(title: title, pages: [page]))
            }
        }
        self.groups = groups
    }

    /// The template value: `[{title, id, url, count, countText, folded, pages: [{title, description, url, current}]}]`, links
    /// relative to `page`. A folded group lists no pages; its `url` leads to its first page.
    package func templateValue(for page: Page) -> TemplateValue {
        let unfoldAll = groups.reduce(0) { $0 + $1.pages.count } <= Self.unfoldedLimit
        return .list(groups.map { group in
            let folded = !unfoldAll && !group.pages.contains { $0.outputPath == page.outputPath }
            return ["title": .text(group.title),
                    "id": .text(HeadingIDs.slug(group.title)),
                    "url": .text(SitePaths.relativeURL(from: page.outputPath, to: group.pages[0].outputPath)),
                    "count": .text(String(group.pages.count)),
                    "countText": .text(group.pages.count == 1 ? "1 page" : "\(group.pages.count) pages"),
                    "folded": .bool(folded),
                    "pages": .list(folded ? [] : group.pages.map { target -> TemplateValue in
                        ["title": .text(target.title),
                         "description": .text(target.frontMatter.description ?? ""),
                         "url": .text(SitePaths.relativeURL(from: page.outputPath, to: target.outputPath)),
                         "current": .bool(target.outputPath == page.outputPath)]
                    })]
        })
    }
}
