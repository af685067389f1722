import DesignTokens
import DocGenSupport

/// Checks the names a component definition uses against the names it declares, and finds fallback cycles.
package struct ComponentReferenceChecker {
    package let definition: ComponentDefinition
    package let limits: InputLimits
    package private(set) var errors: [ComponentError] = []

    package init(definition: ComponentDefinition, limits: InputLimits = InputLimits()) {
        self.definition = definition
        self.limits = limits
    }

    package mutating func check() {
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
            if !variant.surface.isEmpty, definition.surfaces[variant.surface] == nil {
                fail(.unknownSurface(variant.surface), variant.location, suffix: "surface")
            }
            for size in variant.sizes ?? [] where !sizeNames.contains(size) {
                fail(.unknownSize(size), variant.location, suffix: "sizes")
            }
            checkTranslations(of: variant)
            for part in variant.parts.keys.sorted() {
                let values = variant.parts[part] ?? [:]
                checkStates(values, known: stateNames, at: variant.location)
            }
            checkStates(variant.elevation, known: stateNames, at: variant.location)
            for target in variant.opacity.keys.sorted() {
                checkStates(variant.opacity[target] ?? [:], known: stateNames, at: variant.location)
            }
        }
        for surface in definition.surfaceAxis {
            for variant in surface.colors.keys.sorted() {
                for part in (surface.colors[variant] ?? [:]).keys.sorted() {
                    checkStates(surface.colors[variant]?[part] ?? [:], known: stateNames, at: surface.location)
                }
            }
        }
    }

    /// Reports each translation of a variant's label longer than `label-length`, once, at the translation: the same
    /// limit as the label's own `text`, so a 200,000-character translation is refused before it is measured for every
    /// cell and text size.
    private mutating func checkTranslations(of variant: ButtonVariant) {
        for label in variant.labels {
            let count = label.text.count
            guard count > limits.labelLength else { continue }
            errors.append(ComponentError(.limitExceeded(.labelLength, "the \(label.locale) label of variant '\(variant.name)' has \(count) characters: "
                                                        + "more than \(limits.labelLength) \(InputLimits.Name.labelLength.what)"), at: label.location))
        }
    }

    /// Reports every state key of a state → value mapping that names no state, at its value.
    private mutating func checkStates(_ values: [String: ComponentValue], known: Set<String>, at fallback: SourceLocation) {
        for state in values.keys.sorted() where !known.contains(state) {
            errors.append(ComponentError(.unknownState(state), at: values[state]?.location ?? fallback))
        }
    }

    /// Reports each cycle once, at the state of the cycle that comes first in the file, and each fallback chain
    /// longer than the limit once. Every state is walked once (linear in the number of states).
    private mutating func checkCycles() {
        var reported: Set<String> = []
        /// Hops from a state to its root; nil for a state on a cycle or below one.
        var depth: [String: Int?] = [:]
        for state in definition.states where depth[state.name] == nil {
            var chain: [String] = []
            var positions: [String: Int] = [:]
            var current: String? = state.name
            var base: Int?? = .some(-1)
            while let name = current, let next = definition.state(named: name) {
                if let known = depth[name] { base = .some(known); break }
                if let start = positions[name] {
                    let cycle = Array(chain[start...])
                    if reported.isDisjoint(with: cycle), let first = definition.states.first(where: { cycle.contains($0.name) }) {
                        reported.formUnion(cycle)
                        let rotated = Array(cycle.drop { $0 != first.name } + cycle.prefix { $0 != first.name })
                        fail(.fallbackCycle(rotated + [first.name]), first.location, suffix: "fallback")
                    }
                    base = .none
                    break
                }
                positions[name] = chain.count
                chain.append(name)
                current = next.fallback
            }
            for (offset, name) in chain.reversed().enumerated() {
                depth[name] = base.flatMap { $0.map { $0 + offset + 1 } } ?? .some(nil)
            }
        }
        for state in definition.states {
            if case let hops?? = depth[state.name], hops >= limits.aliasChain {
                fail(.limitExceeded(.aliasChain, "the state '\(state.name)' falls back through \(hops) states, more than \(limits.aliasChain) \(InputLimits.Name.aliasChain.what)"),
                     state.location, suffix: "fallback")
                return
            }
        }
    }

    private mutating func fail(_ reason: ComponentError.Reason, _ location: SourceLocation, suffix: String) {
        var location = location
        location.path = [location.path, suffix].compactMap { $0 }.joined(separator: ".")
        errors.append(ComponentError(reason, at: location))
    }
}
