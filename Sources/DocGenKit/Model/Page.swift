import ButtonModel
import DocGenMarkdown
import DocGenSupport

/// A page of the site: its source, its front matter, its parsed Markdown, and where it is written.
public struct Page: Hashable, Sendable {
    public var source: SourceFile
    public var frontMatter: FrontMatter
    public var document: MarkdownDocument
    /// The file in the site: `backbase/index.html`, `index.html`.
    public var outputPath: String
    public var title: String
    /// The id of each heading of `document`, in order, unique in the page.
    public var headingIDs: [String]

    public init(source: SourceFile, frontMatter: FrontMatter, document: MarkdownDocument, outputPath: String,
                title: String, headingIDs: [String]) {
        self.source = source
        self.frontMatter = frontMatter
        self.document = document
        self.outputPath = outputPath
        self.title = title
        self.headingIDs = headingIDs
    }

    public var layout: String { frontMatter.layout ?? (isHome ? "home" : "page") }
    public var isHome: Bool { outputPath == "index.html" }
    public var order: Int { frontMatter.order ?? Int.max }

    /// `../` once per folder between this page and the site's root: prefix of every link the page writes.
    public var rootPrefix: String { SitePaths.rootPrefix(forOutputPath: outputPath) }

    /// The headings a table of contents lists (levels 2 and 3) with their ids.
    public var tableOfContents: [(heading: MarkdownHeading, id: String)] {
        zip(document.headings, headingIDs).filter { (2...3).contains($0.0.level) }.map { ($0.0, $0.1) }
    }
}
