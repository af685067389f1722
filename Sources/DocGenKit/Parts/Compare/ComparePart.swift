import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenMarkdown

/// ```` ```docgen compare ````: every design system of the site side by side, for the home page.
public struct ComparePart: DirectivePart {
    public let name = "compare"
    public let summary = "The design systems side by side: variants, states, sizes, smallest hit area, contrast pass rate, primary buttons."
    public let parameters: [DirectiveParameter] = []
    public let takesBody = false
    public let showsEverySystem = true

    public init() {}

    /// A row per system, each with the link to its page and to its page's Markdown twin.
    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let rows = try comparisons(invocation, in: context) { SitePaths.relativeURL(from: context.page.outputPath, to: $0.outputPath) }
        let twins = Dictionary(rows.map { row in (row.system.id, page(of: row.system, in: context).map(context.markdownURL(toPage:))) },
                               uniquingKeysWith: { first, _ in first })
        return CompareDocument(rows: rows, markdownURLs: twins.compactMapValues { $0 }, measurer: try context.measurer(for: invocation))
    }

    /// The systems with a component, in the navigation's order (by the `order` of each system's own page, then by
    /// name), each with its findings and `url` to its page.
    private func comparisons(_ invocation: DirectiveInvocation, in context: DirectiveContext,
                             url: (Page) -> String) throws(DirectiveError) -> [SystemComparison] {
        let systems = context.site.systems.filter { !$0.matrices.isEmpty }
        guard !systems.isEmpty else {
            throw DirectiveError(reason: .unavailable("The 'compare' part needs design systems: folders with a system.yaml and a component."),
                                 location: invocation.location)
        }
        let ordered = systems.sorted { a, b in
            let (pageA, pageB) = (page(of: a, in: context), page(of: b, in: context))
            return (pageA?.order ?? Int.max, a.manifest.name) < (pageB?.order ?? Int.max, b.manifest.name)
        }
        return ordered.map { system in
            SystemComparison(system: system, findings: context.site.findings.filter { $0.cell.system == system.id },
                             pageURL: page(of: system, in: context).map(url))
        }
    }

    /// The system's own page (`<folder>/index.md`), when it has one.
    private func page(of system: DesignSystem, in context: DirectiveContext) -> Page? {
        context.site.pages.first { $0.source.relativePath == FileTree.join(system.id, "index.md") }
    }
}

/// A `docgen compare` part: every design system of the site side by side.
public struct CompareDocument: PartDocument {
    /// A row per system, in the navigation's order, each linking to its page.
    public var rows: [SystemComparison]
    /// The link from the page's Markdown twin to each system's page's twin, by system id.
    public var markdownURLs: [String: String]
    public var measurer: TextMeasurer

    public var shows: PartShows { PartShows() }
    public var html: String { SystemComparisonRenderer.html(rows, measurer: measurer) }
    public var markdown: String { CompareMarkdown.markdown(self) }
}
