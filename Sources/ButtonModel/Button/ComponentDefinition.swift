import DesignTokens
import DocGenSupport

/// A button component as a design system declares it: variants, sizes, states with fallbacks, surfaces.
///
/// Parsed from YAML by `ComponentDefinitionParser`; turned into cells by `StateMatrixBuilder`.
/// Lists keep the order of the file, which is the order of every table docgen draws.
public struct ComponentDefinition: Hashable, Sendable {
    /// The design system as findings name it: the file's `system`, which a build may replace with the id of the
    /// system folder the file belongs to.
    public var system: String
    /// The component's name (`Button`).
    public var name: String
    public var file: String
    public var states: [ButtonStateDefinition] { didSet { indexStates() } }
    /// Each state's position in `states`, by name (the first of a name declared twice).
    private var statePositions: [String: Int] = [:]
    public var sizes: [ButtonSize]
    public var variants: [ButtonVariant]
    public var surfaces: [String: Surface]
    public var focusRing: FocusRingStyle
    /// The backgrounds every variant is drawn on, in file order; empty when each variant sits on its own `surface`.
    public var surfaceAxis: [MatrixSurface] = []
    /// What the non-text contrast check measures boundaries against: the surface, or the surface under the shadows.
    public var nonTextBackdrop: NonTextBackdrop = .surface
    /// The text sizes labels are drawn and checked at; `nil` for the written sizes only.
    public var textSize: TextSizeScale?
    /// The language of the variants' `text` (`en`), which `labels` gives in other languages; `nil` when unnamed.
    public var locale: String?
    /// Width of the container a full-width button fills, and the padding on each side of it.
    public var containerWidth: Double
    public var containerPadding: Double
    /// Every token the definition names, each once, in the order of the file: what its system must resolve.
    public var tokenReferences: [TokenPath] = []

    public init(system: String, name: String, file: String, states: [ButtonStateDefinition], sizes: [ButtonSize],
                variants: [ButtonVariant], surfaces: [String: Surface], focusRing: FocusRingStyle = FocusRingStyle(),
                containerWidth: Double = 375, containerPadding: Double = 16) {
        self.system = system
        self.name = name
        self.file = file
        self.states = states
        self.sizes = sizes
        self.variants = variants
        self.surfaces = surfaces
        self.focusRing = focusRing
        self.containerWidth = containerWidth
        self.containerPadding = containerPadding
        indexStates()
    }

    private mutating func indexStates() {
        statePositions = [:]
        for (position, state) in states.enumerated() where statePositions[state.name] == nil { statePositions[state.name] = position }
    }

    public func state(named name: String) -> ButtonStateDefinition? { statePositions[name].map { states[$0] } }
    public func variant(named name: String) -> ButtonVariant? { variants.first { $0.name == name } }
    public func size(named name: String) -> ButtonSize? { sizes.first { $0.name == name } }

    /// The state, then its fallback parent, and so on to a root (`selected-pressed`, `selected`, `default`).
    /// Stops before repeating a state, so a cycle (which the parser reports) cannot loop.
    public func fallbackChain(of state: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = state
        while let name = current, seen.insert(name).inserted, let definition = self.state(named: name) {
            chain.append(name)
            current = definition.fallback
        }
        return chain
    }

    /// The state's flags, each taken from the nearest state in its fallback chain that sets it.
    public func flags(of state: String) -> ButtonStateFlags {
        let chain = fallbackChain(of: state).compactMap { self.state(named: $0) }
        func first(_ flag: (ButtonStateDefinition) -> Bool?) -> Bool { chain.lazy.compactMap(flag).first ?? false }
        return ButtonStateFlags(isDisabled: first(\.disabled), isFocused: first(\.focused),
                                isSelected: first(\.selected), isLoading: first(\.loading))
    }

    /// The states a variant has, in file order.
    public func states(of variant: ButtonVariant) -> [ButtonStateDefinition] {
        states.filter { $0.variants?.contains(variant.name) ?? true }
    }

    /// The surfaces of the axis a matrix is drawn over: each declared one, or a single `nil` for a definition
    /// without an axis (each variant on its own surface).
    public var axisSurfaces: [MatrixSurface?] { surfaceAxis.isEmpty ? [nil] : surfaceAxis }

    public func axisSurface(named name: String) -> MatrixSurface? { surfaceAxis.first { $0.name == name } }

    /// The sizes a variant comes in, in file order.
    public func sizes(of variant: ButtonVariant) -> [ButtonSize] {
        sizes.filter { variant.sizes?.contains($0.name) ?? true }
    }
}
