import ButtonModel
import DocGenChecks
import DocGenMarkdown

/// What a site's pages are drawn from: the pages, the design systems with their matrices and laid-out cells, every
/// finding of the checks, the label measurer, and the links between pages. The generated parts, the page renderer and
/// the Markdown twins read this and nothing else of a build, so that none of them can reach into the build's cache,
/// output or steps; the build holds it as `BuildContext.model`.
public struct SiteModel: Sendable {
    public var pages: [Page] = []
    /// The design systems of the content (folders with a `system.yaml`), sorted by folder.
    public var systems: [DesignSystem] = []
    /// Every check of every cell, passed or not, in `FindingsReport` order.
    public var findings: [Finding] = []
    /// Measures labels with the fonts the site ships (`Public/fonts`), once the matrices are computed.
    public var measurer: TextMeasurer?
    /// Content path → output path for every Markdown source.
    public var contentLinks = ContentLinkResolver(outputPaths: [:])
    /// The smallest touch target the checks accept, which the spec drawings mark.
    public var touchTargetMinimum: TouchTargetMinimum

    public init(touchTargetMinimum: TouchTargetMinimum) {
        self.touchTargetMinimum = touchTargetMinimum
    }

    /// The design system a page belongs to: the one whose folder holds the page, the innermost if nested.
    public func system(of page: Page) -> DesignSystem? {
        let folder = page.source.relativeDirectory
        return systems
            .filter { $0.id.isEmpty || folder == $0.id || folder.hasPrefix($0.id + "/") }
            .max { $0.id.count < $1.id.count }
    }

    public func system(id: String) -> DesignSystem? {
        systems.first { $0.id == id }
    }

    /// The link rewriting for Markdown written in `page`.
    public func linkResolver(from page: Page) -> CommonMarkParser.LinkResolver {
        contentLinks.cmarkResolver(fromContentPath: page.source.relativePath)
    }
}
