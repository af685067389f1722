/// The values a page template receives. Every variable is listed in the README's "Template variables" section.
struct PageTemplateContext {
    var context: BuildContext
    var navigation: Navigation

    func values(for page: Page, content: String) -> [String: Any] {
        let root = page.rootPrefix
        let toc = page.tableOfContents.map { entry -> [String: Any] in
            ["id": entry.id, "text": entry.heading.text, "level": entry.heading.level, "isSubsection": entry.heading.level > 2]
        }
        let footer = context.site.footer.map { CommonMarkParser().renderInline($0, file: "site.yaml", line: 1) } ?? ""
        return [
            "site": [
                "title": context.site.title,
                "description": context.site.description,
                "language": context.site.language,
                "footer": footer,
                "homeURL": root + "index.html",
            ] as [String: Any],
            "page": [
                "title": page.title,
                "description": page.frontMatter.description ?? "",
                "content": content,
                "toc": toc,
                "hasToc": toc.count > 1,
                "url": page.outputPath,
                "source": page.source.relativePath,
                "layout": page.layout,
                "isHome": page.isHome,
                "params": page.frontMatter.values.mapValues(\.templateValue),
            ] as [String: Any],
            "navigation": navigation.templateValue(for: page),
            "root": root,
            "generator": "docgen \(DocGenVersion.current)",
        ]
    }
}
