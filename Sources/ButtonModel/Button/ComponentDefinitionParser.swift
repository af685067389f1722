import DesignTokens
import DocGenSupport
import DocGenYAML


/// Parses a component definition from YAML, reporting every problem with file:line:column.
///
/// Names are checked across the file (a state's fallback, a state's variants, a variant's sizes, surface and
/// color states); token references are checked later against each token set, by `StateMatrixBuilder`.
public enum ComponentDefinitionParser {
    /// The definition, or `InvalidInputError` with every problem found.
    public static func parse(yaml: String, file: String, limits: InputLimits = InputLimits()) throws(InvalidInputError) -> ComponentDefinition {
        let (definition, errors) = parseCollecting(yaml: yaml, file: file, limits: limits)
        guard let definition, errors.isEmpty else { throw InvalidInputError(errors.map(\.diagnostic)) }
        return definition
    }

    /// The definition when the file could be read at all, and every problem found in it.
    public static func parseCollecting(yaml: String, file: String, limits: InputLimits = InputLimits()) -> (ComponentDefinition?, [ComponentError]) {
        let root: YAMLNode
        switch YAMLDocument.compose(yaml, limits: limits) {
        case .success(let node?): root = node
        case .success(nil):
            return (nil, [ComponentError(.expected("a mapping"), at: SourceLocation(file: file, line: 1, column: 1))])
        case .failure(.syntax(let problem, let line, let column)):
            return (nil, [ComponentError(.invalidYAML(problem), at: SourceLocation(file: file, line: line, column: column))])
        case .failure(.limit(let excess, _, _)):
            return (nil, [ComponentError(.limitExceeded(excess, YAMLSize.message(excess, limits: limits)), at: SourceLocation(file: file, line: 1, column: 1))])
        }
        var reader = YAMLNodeReader(file: file)
        var definition = read(root, reader: &reader)
        definition?.tokenReferences = reader.tokenReferences
        if let definition {
            var checker = ComponentReferenceChecker(definition: definition, limits: limits)
            checker.check()
            return (definition, reader.errors + checker.errors + StateLayerOpacityCheck.errors(in: definition))
        }
        return (nil, reader.errors)
    }

    private static let topFields = ["system", "component", "container", "focusRing", "nonTextContrast", "surfaces", "surfaceAxis", "states", "sizes", "variants",
                                    "textSize", "locale"]

    private static func read(_ root: YAMLNode, reader: inout YAMLNodeReader) -> ComponentDefinition? {
        guard let fields = reader.fields(root, path: "", allowed: topFields,
                                         required: ["component", "surfaces", "states", "sizes", "variants"]) else { return nil }
        var definition = ComponentDefinition(
            system: reader.string(fields["system"], path: "system") ?? "",
            name: reader.string(fields["component"], path: "component") ?? "",
            file: reader.file, states: [], sizes: [], variants: [], surfaces: [:])
        if let container = fields["container"],
           let members = reader.fields(container, path: "container", allowed: ["width", "padding"]) {
            definition.containerWidth = reader.number(members["width"], path: "container.width") ?? definition.containerWidth
            definition.containerPadding = reader.number(members["padding"], path: "container.padding") ?? definition.containerPadding
        }
        if let ring = fields["focusRing"] {
            definition.focusRing = VariantPaintSections.focusRing(ring, path: "focusRing", reader: &reader)
        }
        if let backdrop = VariantPaintSections.nonTextBackdrop(fields["nonTextContrast"], path: "nonTextContrast", reader: &reader) {
            definition.nonTextBackdrop = backdrop
        }
        if let scale = fields["textSize"] {
            definition.textSize = TextSizeSection.scale(scale, reader: &reader)
        }
        definition.locale = reader.string(fields["locale"], path: "locale")
        for (name, node) in named(fields["surfaces"], path: "surfaces", reader: &reader) {
            definition.surfaces[name] = ButtonDefinitionSections.surface(name: name, node: node, reader: &reader)
        }
        definition.states = named(fields["states"], path: "states", reader: &reader).compactMap {
            ButtonDefinitionSections.state(name: $0.0, node: $0.1, reader: &reader)
        }
        let rootStates = definition.states.filter { $0.fallback == nil }.map(\.name)
        definition.sizes = named(fields["sizes"], path: "sizes", reader: &reader).compactMap {
            ButtonDefinitionSections.size(name: $0.0, node: $0.1, reader: &reader)
        }
        let hasAxis = fields["surfaceAxis"] != nil
        definition.variants = named(fields["variants"], path: "variants", reader: &reader).compactMap {
            ButtonDefinitionSections.variant(name: $0.0, node: $0.1, rootStates: rootStates, onAxis: hasAxis, reader: &reader)
        }
        if let axis = fields["surfaceAxis"] {
            definition.surfaceAxis = SurfaceAxisSection.read(axis, surfaces: definition.surfaces, variants: definition.variants,
                                                             states: definition.states, reader: &reader)
        }
        return definition
    }

    private static func named(_ node: YAMLNode?, path: String, reader: inout YAMLNodeReader) -> [(String, YAMLNode)] {
        guard let node, let pairs = reader.pairs(node, path: path) else { return [] }
        return pairs.map { ($0.key, $0.value) }
    }
}
