import ButtonModel
import Mustache
import DocGenChecks
import DocGenMarkdown
import DocGenSupport

/// The values a page template receives. Every variable is listed in the README's "Template variables" section.
package struct PageTemplateContext {
    /// `site.yaml`'s title, description, language and footer.
    package var site: SiteConfiguration
    /// The pages' systems and findings.
    package var model: SiteModel
    /// The site's address, when it has one (`canonicalURL`, `site.baseURL`).
    package var baseURL: BaseURL?
    /// The font files design systems name, when the site serves any.
    package var systemFonts: SystemFontFaces
    /// What the capabilities plugged into the build add to every page.
    package var extensions: [any BuildExtension]
    package var navigation: Navigation
    /// What every page shares, worked out once per build rather than once per page.
    private let footer: String
    private let findingsBySystem: [String: [Finding]]
    /// Each design system's "How these values were read" panel, by system id.
    private let valuesRead: [String: ValuesReadingPanel]

    /// `contentDirectory` is what the "How these values were read" panels name files relative to.
    package init(site: SiteConfiguration, model: SiteModel, contentDirectory: String, baseURL: BaseURL?, systemFonts: SystemFontFaces,
                 extensions: [any BuildExtension], navigation: Navigation) {
        self.site = site
        self.model = model
        self.baseURL = baseURL
        self.systemFonts = systemFonts
        self.extensions = extensions
        self.navigation = navigation
        footer = site.footer.map { CommonMarkParser().renderInline($0, file: "site.yaml", line: 1) } ?? ""
        findingsBySystem = Dictionary(grouping: model.findings, by: \.cell.system)
        valuesRead = Dictionary(model.systems.map { ($0.id, ValuesReadingPanel(system: $0, folder: contentDirectory)) }) { first, _ in first }
    }

    package func values(for page: Page, content: String) -> [String: TemplateValue] {
        let root = page.rootPrefix
        let toc = page.tableOfContents.map { entry -> TemplateValue in
            ["id": .text(entry.id), "text": .text(entry.heading.text), "level": .text(String(entry.heading.level)),
             "isSubsection": .bool(entry.heading.level > 2)]
        }
        var pageValues: [String: TemplateValue] = [
            "title": .text(page.title),
            "description": .text(page.frontMatter.description ?? ""),
            "content": .text(content),
            "toc": .list(toc),
            "hasToc": .bool(toc.count > 1),
            "url": .text(page.outputPath),
            "source": .text(page.source.relativePath),
            "layout": .text(page.layout),
            "isHome": .bool(page.isHome),
            "params": .object(page.frontMatter.values.mapValues(\.templateValue)),
        ]
        // Absent, not nil, where there is nothing to say: Mustache treats a wrapped nil as a value.
        if let checks = checkSummary(for: page) { pageValues["checks"] = checks }
        let system = model.system(of: page)
        if let system {
            pageValues["valuesRead"] = valuesRead[system.id]?.templateValue
        }
        // What the capabilities plugged into the build add (a versioned site's link to this version's changelog).
        for plugged in extensions { pageValues.merge(plugged.pageValues(for: page, system: system, root: root)) { _, added in added } }
        // What link previews show: the page's title and description, the site's on the home page and as fallbacks.
        pageValues["socialTitle"] = .text(page.isHome ? site.title : page.title)
        let socialDescription = page.frontMatter.description ?? site.description
        if !socialDescription.isEmpty { pageValues["socialDescription"] = .text(socialDescription) }
        var siteValues: [String: TemplateValue] = [
            "title": .text(site.title),
            "description": .text(site.description),
            "language": .text(site.language),
            "footer": .text(footer),
            "homeURL": .text(root + "index.html"),
        ]
        if !systemFonts.isEmpty { siteValues["systemFontsStylesheet"] = .text(root + SystemFontFaces.stylesheetPath) }
        if let base = baseURL {
            pageValues["canonicalURL"] = .text(base.address(of: page.outputPath))
            siteValues["baseURL"] = .text(base.text)
        }
        // Worked out only if the template prints it: a minimal layout pays nothing for the navigation.
        let navigation = navigation
        var values: [String: TemplateValue] = [
            "site": .object(siteValues),
            "page": .object(pageValues),
            "navigation": .deferred { navigation.templateValue(for: page) },
            "root": .text(root),
            "generator": .text("docgen \(DocGenVersion.current)"),
        ]
        for plugged in extensions { values.merge(plugged.templateValues(for: page, root: root)) { _, added in added } }
        return values
    }

    /// For a page of a design system: how its cells fared, `nil` elsewhere (Mustache skips the section).
    private func checkSummary(for page: Page) -> TemplateValue? {
        guard let system = model.system(of: page) else { return nil }
        guard let findings = findingsBySystem[system.id], !findings.isEmpty else { return nil }
        let tally = CheckTally(findings: findings, uncertainCells: system.matrices.flatMap(\.uncertainCells))
        let summary = tally.summary
        let linksToResults = page.document.directives.contains { $0.name == "checks" }
        // Cells and findings apart: "Checked 150 cells against 5 rules: 20 cells fail, 130 pass · 108 findings: …".
        return [
            "system": .text(system.manifest.name),
            "cells": .text(String(tally.cells)), "rules": .text(String(tally.rules)),
            "checked": .text(tally.checkedText),
            "failingCells": .text(tally.failingCellsText), "advisoryCells": .text(tally.advisoryCellsText),
            "passingCells": .text(tally.passingCellsText),
            "hasFailingCells": .bool(tally.failingCells > 0), "hasAdvisoryCells": .bool(tally.advisoryCells > 0),
            "uncertainCells": .text(tally.uncertainCellsText), "hasUncertainCells": .bool(tally.uncertainCells > 0),
            "uncertainTitle": .text(CheckTally.uncertainExplanation),
            "findings": .text(tally.findingsText),
            "errors": .text(String(summary.errors)), "warnings": .text(String(summary.warnings)),
            "passed": .text(String(summary.passed)),
            "hasErrors": .bool(summary.errors > 0), "hasWarnings": .bool(summary.warnings > 0),
            "link": .text(linksToResults ? "#" + PageContentRenderer.checkResultsID : ""),
        ]
    }
}
