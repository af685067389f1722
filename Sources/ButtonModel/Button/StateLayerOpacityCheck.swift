import DesignTokens
import DocGenSupport

/// A state layer is painted only in a state that gives it a strength: an `opacity.stateLayer`, found along the state's
/// fallback chain as every opacity is. Its color is found along the chain as every color is.
///
/// A `colors.stateLayer` written state by state names the states it is for, so a state among them (or one that takes
/// its color from them) with no opacity is an error at the color: the layer would have no strength. A color written
/// once for every state (`stateLayer: "{md.sys.color.primary}"`) only says what the layer looks like; it paints in
/// the states that give an opacity and the others paint none.
package enum StateLayerOpacityCheck {
    /// One error per state of a variant (on each surface of the axis that gives the variant its own layer color)
    /// whose layer has a color written for it and no opacity.
    package static func errors(in definition: ComponentDefinition) -> [ComponentError] {
        var errors: [ComponentError] = []
        for variant in definition.variants {
            errors += self.errors(of: variant, in: definition)
            for surface in definition.surfaceAxis where surface.colors[variant.name]?[.stateLayer] != nil {
                errors += self.errors(of: surface.applied(to: variant), in: definition)
            }
        }
        return errors
    }

    /// A state that takes its color from a parent the variant also has is left to the parent's error, which says
    /// the same thing at the same place.
    private static func errors(of variant: ButtonVariant, in definition: ComponentDefinition) -> [ComponentError] {
        guard let colors = variant.parts[.stateLayer], !variant.partsWrittenOnce.contains(.stateLayer) else { return [] }
        let opacities = variant.opacity[.stateLayer] ?? [:]
        let states = definition.states(of: variant)
        let names = Set(states.map(\.name))
        return states.compactMap { state in
            let chain = definition.fallbackChain(of: state.name)
            guard let source = chain.first(where: { colors[$0] != nil }), let color = colors[source],
                  !chain.contains(where: { opacities[$0] != nil }),
                  source == state.name || !names.contains(source) else { return nil }
            return ComponentError(.stateLayerWithoutOpacity(variant: variant.name, state: state.name), at: color.location)
        }
    }
}
