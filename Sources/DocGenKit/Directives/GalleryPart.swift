import ButtonModel
/// ```` ```docgen gallery ````: every variant in its default state, per theme.
public struct GalleryPart: DirectivePart {
    public let name = "gallery"
    public let summary = "Every variant in its default state, in each size, per theme, on its surface."
    public let parameters = [DirectiveParameter.surface, DirectiveParameter.component, DirectiveParameter.system]
    public let takesBody = false

    public init() {}

    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        try invocation.check("surface", among: matrix.definition.surfaceAxis.map(\.name))
        return GalleryRenderer.html(matrix: matrix, surface: invocation["surface"], measurer: try context.measurer(for: invocation))
    }

    /// Each picture as a link to its SVG file, and a table of what each shows.
    public func markdown(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        try invocation.check("surface", among: matrix.definition.surfaceAxis.map(\.name))
        return GalleryMarkdown.markdown(matrix: matrix, surface: invocation["surface"], root: context.markdownRootPrefix)
    }
}
