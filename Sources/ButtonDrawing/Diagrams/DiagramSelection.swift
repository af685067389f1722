import ButtonModel

/// Which cell an anatomy or spec drawing shows: each axis named, or left to its default. The defaults pick the
/// cell that shows the most parts: the system's primary variant (else the first), its first size, a focused state
/// when the variant has one (else its first state of its own), the first theme, the first surface of the axis.
public struct DiagramSelection: Hashable, Sendable {
    public var component: String?
    public var variant: String?
    public var size: String?
    public var state: String?
    public var theme: String?
    /// A surface of the component's surface axis; ignored (and `nil` in the cell) for a component without one.
    public var surface: String?

    public init(component: String? = nil, variant: String? = nil, size: String? = nil, state: String? = nil, theme: String? = nil,
                surface: String? = nil) {
        self.surface = surface
        self.component = component
        self.variant = variant
        self.size = size
        self.state = state
        self.theme = theme
    }

    /// The chosen cell of `system`, or the first axis whose value it does not have.
    public func cell(in system: DesignSystem) throws(DiagramSelectionError) -> StateCell {
        let matrix = try pick("component", component, among: system.matrices.map(\.definition.name), default: nil)
            .flatMap { name in system.matrices.first { $0.definition.name == name } }
        guard let matrix else { throw DiagramSelectionError(axis: "component", value: component ?? "", known: []) }
        let definition = matrix.definition
        let variantName = try pick("variant", variant, among: definition.variants.map(\.name), default: system.manifest.primaryVariant)
        guard let variantName, let chosenVariant = definition.variant(named: variantName) else {
            throw DiagramSelectionError(axis: "variant", value: variant ?? "", known: [])
        }
        let states = definition.states(of: chosenVariant)
        let defaultState = (states.first { definition.flags(of: $0.name).isFocused } ?? states.first { $0.fallback == nil })?.name
        let sizeName = try pick("size", size, among: definition.sizes(of: chosenVariant).map(\.name), default: nil)
        let stateName = try pick("state", state, among: states.map(\.name), default: defaultState)
        let themeName = try pick("theme", theme, among: matrix.themes, default: nil)
        let surfaceName = definition.surfaceAxis.isEmpty && surface == nil
            ? nil : try pick("surface", surface, among: definition.surfaceAxis.map(\.name), default: nil)
        guard let sizeName, let stateName, let themeName,
              let cell = matrix.cell(variant: variantName, size: sizeName, state: stateName, theme: themeName, surface: surfaceName) else {
            throw DiagramSelectionError(axis: "cell", value: [variantName, size ?? "", state ?? "", theme ?? ""].joined(separator: "/"), known: [])
        }
        return cell
    }

    /// `value` when it is one of `names`; the preferred default when it is one, else the first name.
    private func pick(_ axis: String, _ value: String?, among names: [String], default preferred: String?) throws(DiagramSelectionError) -> String? {
        guard let value else { return preferred.flatMap { names.contains($0) ? $0 : nil } ?? names.first }
        guard names.contains(value) else { throw DiagramSelectionError(axis: axis, value: value, known: names) }
        return value
    }
}
