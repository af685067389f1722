import ButtonModel
import DesignTokens
import DocGenSupport

/// `llms.txt` (llmstxt.org): the site's name as the one H1, its description as a blockquote, then H2 sections of
/// `- [name](url): description` lists: the design systems (each Markdown page and component manifest), the other
/// pages, and the schema of the manifests.
package enum LLMsText {
    /// `url`: a site path as the index links it (relative to the root, or absolute when the base URL is known),
    /// percent-encoded. Names and descriptions are escaped by `MarkdownText`, each on one line.
    package static func text(site: SiteConfiguration, pages: [Page], systems: [DesignSystem], url: (String) -> String) -> String {
        // The site's words are prose, escaped as the twins escape them: no link, image or HTML of theirs is live.
        var text = "# \(MarkdownText.escaped(site.title))\n\n"
        // The summary the proposal asks for: the site's description, else the home page's, else what the site holds.
        let home = pages.first(where: \.isHome)?.frontMatter.description
        let summary = [site.description, home ?? ""].first { !$0.isEmpty }
            ?? "The Button documentation of \(systems.count == 1 ? "one design system" : "\(systems.count) design systems"), built by docgen."
        text += "> \(MarkdownText.escaped(summary))\n\n"
        text += "Each page of this site is also written as Markdown beside its HTML (`PAGE.md` for `PAGE/index.html`), its generated "
            + "tables as pipe tables. Each design system has a component manifest (`button.json`): its variants, sizes and states, "
            + "the tokens each part of each cell uses per theme, and every check finding.\n"
        let systemPages = Dictionary(systems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var systemItems: [String] = [], otherItems: [String] = []
        // The home page first, then in the navigation's order.
        for page in pages.sorted(by: { ($0.isHome ? 0 : 1, $0.order, $0.title, $0.outputPath) < ($1.isHome ? 0 : 1, $1.order, $1.title, $1.outputPath) }) {
            let system = systemPages[page.source.relativeDirectory].flatMap { page.source.relativePath == FileTree.join($0.id, "index.md") ? $0 : nil }
            let item = self.item(page.title, url: url(AgentPaths.markdownPath(ofPage: page.outputPath)), page.frontMatter.description)
            guard let system else {
                otherItems.append(item)
                continue
            }
            systemItems.append(item)
            if !system.matrices.isEmpty {
                systemItems.append(self.item("\(system.manifest.name) component manifest", url: url(AgentPaths.manifestPath(ofSystem: system.id)),
                                             "Variants, sizes, states, tokens per theme and findings as JSON."))
            }
        }
        for (heading, items) in [("Design systems", systemItems), ("Pages", otherItems)] where !items.isEmpty {
            text += "\n## \(heading)\n\n" + items.joined(separator: "\n") + "\n"
        }
        text += "\n## Schemas\n\n" + item("Component manifest schema", url: url(AgentPaths.manifestSchema),
                                          "JSON Schema (draft 2020-12) of every button.json.") + "\n"
        return text
    }

    private static func item(_ name: String, url: String, _ description: String?) -> String {
        "- " + MarkdownText.link(name, to: url) + (description.map { ": \(MarkdownText.escaped($0))" } ?? "")
    }
}
