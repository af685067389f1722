import ButtonModel
import DocGenMarkdown
import DocGenSupport

/// ```` ```docgen matrix variant=primary ````: the state matrix as tables, an SVG in every cell.
public struct MatrixPart: DirectivePart {
    public let name = "matrix"
    public let summary = "The state matrix: rows sizes × states, columns themes, each cell drawn with its resolved values."
    public let parameters = [
        DirectiveParameter.variant, DirectiveParameter.size,
        DirectiveParameter("theme", "One theme (default: every theme)."),
        DirectiveParameter.surface,
        DirectiveParameter("textSize", "Draw every cell at this step of the component's text-size scale (AX3, 200%)."),
        DirectiveParameter("locale", "Draw the labels in this language, from the variants' `labels`."),
        DirectiveParameter.component, DirectiveParameter.system,
    ]
    public let takesBody = false

    public init() {}

    /// The cells the invocation asks for, drawn once at its text size and in its language, with the checks' findings.
    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let system = try context.system(for: invocation)
        let matrix = try checkedMatrix(invocation, in: system, context: context)
        let findings = context.site.findings.filter { $0.cell.system == system.id && $0.cell.component == matrix.definition.name }
        return MatrixDocument(matrix: matrix, variant: invocation["variant"], size: invocation["size"], theme: invocation["theme"],
                              surface: invocation["surface"], textSize: invocation["textSize"], locale: invocation["locale"],
                              findings: findings, measurer: try context.measurer(for: invocation))
    }

    /// The matrix the invocation shows, once every argument names something in it.
    private func checkedMatrix(_ invocation: DirectiveInvocation, in system: DesignSystem,
                               context: DirectiveContext) throws(DirectiveError) -> StateMatrix {
        let matrix = try context.matrix(for: invocation, in: system)
        let definition = matrix.definition
        try invocation.check("variant", among: definition.variants.map(\.name))
        try invocation.check("size", among: definition.sizes.map(\.name))
        try invocation.check("theme", among: matrix.themes)
        try invocation.check("surface", among: definition.surfaceAxis.map(\.name))
        try invocation.check("textSize", among: definition.textSize?.steps ?? [])
        try invocation.check("locale", among: definition.locales)
        return matrix
    }
}
