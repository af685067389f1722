import ButtonModel
import DocGenMarkdown
import DocGenSupport

/// ```` ```docgen gallery ````: every variant in its default state, per theme.
public struct GalleryPart: DirectivePart {
    public let name = "gallery"
    public let summary = "Every variant in its default state, in each size, per theme, on its surface."
    public let parameters = [DirectiveParameter.surface, DirectiveParameter.component, DirectiveParameter.system]
    public let takesBody = false

    public init() {}

    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        try invocation.check("surface", among: matrix.definition.surfaceAxis.map(\.name))
        return GalleryDocument(matrix: matrix, surface: invocation["surface"], measurer: try context.measurer(for: invocation),
                               markdownRoot: context.markdownRootPrefix)
    }
}

/// A `docgen gallery` part: the matrix's default states on one surface or every one, drawn inline in the HTML and
/// linked as SVG files from the Markdown twin.
public struct GalleryDocument: PartDocument {
    public var matrix: StateMatrix
    public var surface: String?
    public var measurer: TextMeasurer
    /// The way from the page's Markdown twin to the site's root.
    public var markdownRoot: String

    public var shows: PartShows { PartShows() }
    public var html: String { GalleryRenderer.html(matrix: matrix, surface: surface, measurer: measurer) }
    public var markdown: String { GalleryMarkdown.markdown(self) }
}
