/// The site's navigation: pages grouped by their `section`, groups and pages in `order`, then by title.
struct Navigation {
    struct Group {
        var title: String
        var pages: [Page]
    }

    static let defaultSection = "Pages"

    var groups: [Group]

    init(pages: [Page]) {
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

    /// The template value: `[{title, pages: [{title, description, url, current}]}]`, links relative to `page`.
    func templateValue(for page: Page) -> [[String: Any]] {
        groups.map { group in
            ["title": group.title,
             "id": HeadingIDs.slug(group.title),
             "pages": group.pages.map { target -> [String: Any] in
                 ["title": target.title,
                  "description": target.frontMatter.description ?? "",
                  "url": SitePaths.relativeURL(from: page.outputPath, to: target.outputPath),
                  "current": target.outputPath == page.outputPath]
             }]
        }
    }
}
