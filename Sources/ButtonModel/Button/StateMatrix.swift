import DesignTokens
import DocGenSupport

/// Every cell of a component: variant x size x state x theme, in the order of the definition file and of the
/// token sets.
public struct StateMatrix: Hashable, Sendable {
    public var definition: ComponentDefinition
    /// Theme names (`TokenSet.name`) in the order of the token sets.
    public var themes: [String]
    public var cells: [StateCell]
    /// Theme → the `$deprecated` tokens that the theme's cells reach (named, or on an alias chain): what the
    /// `token.deprecated` check reports, recorded while the token sets are at hand.
    public var deprecatedTokens: [String: [TokenPath: Deprecation]] = [:]

    public init(definition: ComponentDefinition, themes: [String], cells: [StateCell]) {
        self.definition = definition
        self.themes = themes
        self.cells = cells
    }

    /// `surface`: a surface of the definition's axis; `nil` for a definition without one.
    public func cell(variant: String, size: String, state: String, theme: String, surface: String? = nil) -> StateCell? {
        cells.first { $0.variant == variant && $0.size == size && $0.state == state && $0.theme == theme && $0.surface == surface }
    }

    public func cells(variant: String) -> [StateCell] { cells.filter { $0.variant == variant } }
}
