import ButtonModel

extension DirectiveContext {
    /// The site path of the page's Markdown twin: what a part's Markdown links are relative to.
    public var markdownPath: String { AgentPaths.markdownPath(ofPage: page.outputPath) }

    /// `../` once per folder between the page's Markdown twin and the site's root.
    public var markdownRootPrefix: String { AgentPaths.rootPrefix(of: markdownPath) }

    /// A link from the page's Markdown twin to `other`'s.
    public func markdownURL(toPage other: Page) -> String {
        AgentPaths.relativeURL(from: markdownPath, to: AgentPaths.markdownPath(ofPage: other.outputPath))
    }
}
