/// Checks the names a component definition uses against the names it declares, and finds fallback cycles.
struct ComponentReferenceChecker {
    let definition: ComponentDefinition
    private(set) var errors: [ComponentError] = []

    init(definition: ComponentDefinition) { self.definition = definition }

    mutating func check() {
        let stateNames = Set(definition.states.map(\.name))
        let variantNames = Set(definition.variants.map(\.name))
        let sizeNames = Set(definition.sizes.map(\.name))
        for state in definition.states {
            if let fallback = state.fallback, !stateNames.contains(fallback) {
                fail(.unknownState(fallback), state.location, suffix: "fallback")
            }
            for variant in state.variants ?? [] where !variantNames.contains(variant) {
                fail(.unknownVariant(variant), state.location, suffix: "variants")
            }
        }
        checkCycles()
        for variant in definition.variants {
            if definition.surfaces[variant.surface] == nil {
                fail(.unknownSurface(variant.surface), variant.location, suffix: "surface")
            }
            for size in variant.sizes ?? [] where !sizeNames.contains(size) {
                fail(.unknownSize(size), variant.location, suffix: "sizes")
            }
            for part in variant.parts.keys.sorted() {
                let values = variant.parts[part] ?? [:]
                for state in values.keys.sorted() where !stateNames.contains(state) {
                    errors.append(ComponentError(.unknownState(state), at: values[state]?.location ?? variant.location))
                }
            }
        }
    }

    /// Reports each cycle once, at the state of the cycle that comes first in the file.
    private mutating func checkCycles() {
        var reported: Set<String> = []
        for state in definition.states where !reported.contains(state.name) {
            var chain: [String] = []
            var current: String? = state.name
            while let name = current, let next = definition.state(named: name) {
                if let start = chain.firstIndex(of: name) {
                    let cycle = Array(chain[start...])
                    if cycle.contains(state.name), reported.isDisjoint(with: cycle) {
                        reported.formUnion(cycle)
                        fail(.fallbackCycle(cycle + [name]), state.location, suffix: "fallback")
                    }
                    break
                }
                chain.append(name)
                current = next.fallback
            }
        }
    }

    private mutating func fail(_ reason: ComponentError.Reason, _ location: SourceLocation, suffix: String) {
        var location = location
        location.path = [location.path, suffix].compactMap { $0 }.joined(separator: ".")
        errors.append(ComponentError(reason, at: location))
    }
}
