import DesignTokens
import DocGenSupport

/// The parts of a cell that states choose beyond colors and sizes: inherited state fields, glyphs, elevation, opacity.
extension StateCellBuilder {
    /// The value of the nearest state of the fallback chain that sets it.
    package func inherited<Value>(_ field: (ButtonStateDefinition) -> Value?) -> Value? {
        fallbackStates.lazy.compactMap(field).first
    }

    /// `nil` when nothing is written (the default applies), `.some(nil)` for `none`.
    package func glyph(_ name: String?) -> ButtonIcon?? {
        guard let name else { return nil }
        return .some(ButtonIcon(rawValue: name))
    }

    package func defaultLeadingGlyph(_ flags: ButtonStateFlags) -> ButtonIcon? {
        if flags.isLoading { return .spinner }
        if flags.isSelected { return .check }
        return variant.hasLeadingIcon || variant.isIconOnly ? variant.leadingIcon : nil
    }

    /// The shadows of the nearest state of the fallback chain that declares an elevation; `nil` for none.
    package mutating func buildElevation() -> ResolvedPart<[ButtonShadow]>? {
        for name in fallbackChain {
            guard let value = variant.elevation[name] else { continue }
            if case .number = value.kind { return nil }
            guard var resolved = resolver.shadows(value), shadowsFit(resolved, writtenAt: value) else { return nil }
            resolved.fallbackFrom = name == state.name ? nil : name
            return resolved
        }
        return nil
    }

    /// Each opacity from the nearest state of the fallback chain that declares it; the icon takes the label's.
    package mutating func buildOpacity() -> StateCellOpacity {
        var values: [OpacityTarget: ResolvedPart<Double>] = [:]
        for target in OpacityTarget.allCases {
            for name in fallbackChain {
                guard let value = variant.opacity[target]?[name] else { continue }
                if var resolved = resolver.opacity(value) {
                    resolved.fallbackFrom = name == state.name ? nil : name
                    values[target] = resolved
                }
                break
            }
        }
        if values[.icon] == nil, var label = values[.label] {
            label.derivedFrom = .label
            values[.icon] = label
        }
        return StateCellOpacity(values: values)
    }
}
