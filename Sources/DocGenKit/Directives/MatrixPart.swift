/// ```` ```docgen matrix variant=primary ````: the state matrix as tables, an SVG in every cell.
public struct MatrixPart: DirectivePart {
    public let name = "matrix"
    public let summary = "The state matrix: rows sizes × states, columns themes, each cell drawn with its resolved values."
    public let parameters = [
        DirectiveParameter("variant", "One variant (default: every variant)."),
        DirectiveParameter("size", "One size (default: every size)."),
        DirectiveParameter("theme", "One theme (default: every theme)."),
        DirectiveParameter.component, DirectiveParameter.system,
    ]
    public let takesBody = false

    public init() {}

    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        let definition = matrix.definition
        try check("variant", in: invocation, among: definition.variants.map(\.name))
        try check("size", in: invocation, among: definition.sizes.map(\.name))
        try check("theme", in: invocation, among: matrix.themes)
        let measurer = try context.measurer(for: invocation)
        do throws(ComponentError) {
            return try MatrixTableRenderer.html(matrix: matrix, variant: invocation["variant"], size: invocation["size"],
                                                theme: invocation["theme"], measurer: measurer)
        } catch {
            throw DirectiveError(reason: .unavailable(error.diagnostic.message), location: invocation.location)
        }
    }

    private func check(_ argument: String, in invocation: DirectiveInvocation, among names: [String]) throws(DirectiveError) {
        guard let value = invocation[argument], !names.contains(value) else { return }
        let close = suggestion(for: value, among: names)
        throw DirectiveError(reason: .invalidValue(argument: argument, value: value,
                                                   expected: "one of \(names.joined(separator: ", "))" + (close.map { " (did you mean \($0)?)" } ?? "")),
                             location: invocation.location)
    }
}
