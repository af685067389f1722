import ButtonModel
import Foundation
import DocGenMarkdown
import DocGenSupport

/// ```` ```docgen text-sizes variant=primary ````: each variant drawn at the steps of its text-size scale.
public struct TextSizesPart: DirectivePart {
    public let name = "text-sizes"
    public let summary = "The buttons at each text size of the component's scale (Dynamic Type, or factors), with whether each label fits."
    public let parameters = [
        DirectiveParameter.variant, DirectiveParameter.size,
        DirectiveParameter("theme", "The theme the buttons are drawn in (default: the first)."),
        DirectiveParameter("locale", "The language whose label is drawn (default: the widest label)."),
        DirectiveParameter("steps", "The steps to draw, separated by commas (default: the scale's `show`)."),
        DirectiveParameter.component, DirectiveParameter.system,
    ]
    public let takesBody = false

    public init() {}

    /// Per variant, a row per size and a column per step, each laid out once.
    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let (matrix, steps) = try checked(invocation, in: context)
        return TextSizesDocument(matrix: matrix, variant: invocation["variant"], size: invocation["size"], theme: invocation["theme"],
                                 locale: invocation["locale"], steps: steps, measurer: try context.measurer(for: invocation))
    }

    /// The matrix and the steps shown, once every argument names something the component has.
    private func checked(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> (StateMatrix, [String]?) {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        let definition = matrix.definition
        guard let scale = definition.textSize else {
            throw DirectiveError(reason: .unavailable("\(definition.name) declares no text sizes: add `textSize: { scale: dynamic-type }` "
                                                      + "(or a list of factors) to \(definition.file)."), location: invocation.location)
        }
        try invocation.check("variant", among: definition.variants.map(\.name))
        try invocation.check("size", among: definition.sizes.map(\.name))
        try invocation.check("theme", among: matrix.themes)
        try invocation.check("locale", among: definition.locales)
        let steps = invocation["steps"].map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        for step in steps ?? [] where !scale.steps.contains(step) {
            throw DirectiveError(reason: .invalidValue(argument: "steps", value: step, expected: "steps of the scale: \(scale.steps.joined(separator: ", "))"),
                                 location: invocation.location)
        }
        return (matrix, steps)
    }
}
