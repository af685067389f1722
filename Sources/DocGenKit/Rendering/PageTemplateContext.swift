/// The values a page template receives. Every variable is listed in the README's "Template variables" section.
struct PageTemplateContext {
    var context: BuildContext
    var navigation: Navigation
    /// What every page shares, worked out once per build rather than once per page.
    private let footer: String
    private let findingsBySystem: [String: [Finding]]

    init(context: BuildContext, navigation: Navigation) {
        self.context = context
        self.navigation = navigation
        footer = context.site.footer.map { CommonMarkParser().renderInline($0, file: "site.yaml", line: 1) } ?? ""
        findingsBySystem = Dictionary(grouping: context.findings, by: \.cell.system)
    }

    func values(for page: Page, content: String) -> [String: Any] {
        let root = page.rootPrefix
        let toc = page.tableOfContents.map { entry -> [String: Any] in
            ["id": entry.id, "text": entry.heading.text, "level": entry.heading.level, "isSubsection": entry.heading.level > 2]
        }
        var pageValues: [String: Any] = [
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
        ]
        // Absent, not nil, where there is nothing to say: Mustache treats a wrapped nil as a value.
        if let checks = checkSummary(for: page) { pageValues["checks"] = checks }
        // What link previews show: the page's title and description, the site's on the home page and as fallbacks.
        pageValues["socialTitle"] = page.isHome ? context.site.title : page.title
        let socialDescription = page.frontMatter.description ?? context.site.description
        if !socialDescription.isEmpty { pageValues["socialDescription"] = socialDescription }
        var siteValues: [String: Any] = [
            "title": context.site.title,
            "description": context.site.description,
            "language": context.site.language,
            "footer": footer,
            "homeURL": root + "index.html",
        ]
        if !context.systemFonts.isEmpty { siteValues["systemFontsStylesheet"] = root + SystemFontFaces.stylesheetPath }
        if let base = context.configuration.baseURL {
            pageValues["canonicalURL"] = base.address(of: page.outputPath)
            siteValues["baseURL"] = base.text
        }
        return [
            "site": siteValues,
            "page": pageValues,
            "navigation": navigation.templateValue(for: page),
            "root": root,
            "generator": "docgen \(DocGenVersion.current)",
        ]
    }

    /// For a page of a design system: how its cells fared, `nil` elsewhere (Mustache skips the section).
    private func checkSummary(for page: Page) -> [String: Any]? {
        guard let system = context.system(of: page) else { return nil }
        guard let findings = findingsBySystem[system.id], !findings.isEmpty else { return nil }
        let summary = FindingsReport(findings: findings).summary
        let linksToResults = page.document.directives.contains { $0.name == "checks" }
        return [
            "system": system.manifest.name,
            "cells": Set(findings.map(\.cell)).count,
            "errors": summary.errors, "warnings": summary.warnings, "passed": summary.passed,
            "hasErrors": summary.errors > 0, "hasWarnings": summary.warnings > 0,
            "link": linksToResults ? "#" + PageContentRenderer.checkResultsID : "",
        ]
    }
}
