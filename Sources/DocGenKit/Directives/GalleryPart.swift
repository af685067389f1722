/// ```` ```docgen gallery ````: every variant in its default state, per theme.
public struct GalleryPart: DirectivePart {
    public let name = "gallery"
    public let summary = "Every variant in its default state, in each size, per theme, on its surface."
    public let parameters = [DirectiveParameter.component, DirectiveParameter.system]
    public let takesBody = false

    public init() {}

    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let system = try context.system(for: invocation)
        return GalleryRenderer.html(matrix: try context.matrix(for: invocation, in: system), measurer: try context.measurer(for: invocation))
    }
}
