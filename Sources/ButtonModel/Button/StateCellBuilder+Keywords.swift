import DesignTokens
import DocGenSupport

/// Keywords in a part's color (`inherit`, `currentColor`, `initial`, `unset`) given the meaning CSS gives them for
/// that part, in this cell.
extension StateCellBuilder {
    /// The color of a paint for `part`: a color as it is, a keyword as `ColorKeyword.meaning(for:)` says, its
    /// provenance naming the keyword; an approximated keyword makes the part uncertain. `nil` (with an error) for a
    /// keyword that takes the label's color where the cell has none.
    package mutating func resolvedColor(_ paint: ResolvedPaint, for part: ButtonPart, label: ResolvedPart<Color>?,
                                surface: ResolvedPart<Color>) -> ResolvedPart<Color>? {
        let keyword: ColorKeyword, written: ResolvedPart<Color>
        switch paint {
        case .color(let color): return color
        case .keyword(let word, let provenance): (keyword, written) = (word, provenance)
        }
        let meaning = keyword.meaning(for: part)
        let color: Color
        var taken: String
        var uncertainties: [ValueUncertainty] = []
        switch meaning.source {
        case .label:
            guard let label else {
                errors.append(ComponentError(.noLabelColor(variant: variant.name, state: state.name), at: written.location))
                return nil
            }
            color = label.declared
            taken = "the label's color, \(label.declared.hex)"
            uncertainties = label.uncertainties
        case .surfaceText:
            color = ColorKeyword.assumedText(on: surface.value)
            taken = "the surface's text color, which docgen does not know: taken as \(color.hex), the one of black and "
                + "white that contrasts more with the surface \(surface.value.hex)"
        case .surfaceBackground:
            color = surface.declared
            taken = "the surface's background, \(surface.value.hex)"
            uncertainties = surface.uncertainties
        case .transparent:
            color = .transparent
            taken = "transparent, its initial value"
        }
        let subject = written.tokens.first.map { "\($0) is \(keyword.rawValue)" } ?? keyword.rawValue
        if meaning.approximated {
            uncertainties.append(ValueUncertainty(
                .approximated, reason: "\(subject) on the \(part.rawValue) takes \(taken)", carrier: written.tokens.first,
                location: written.location))
        }
        if meaning.source == .surfaceText { taken = "\(color.hex), taken as the surface's text color" }
        var resolved = written.with(value: color).uncertain(uncertainties).noted("\(keyword.rawValue): \(taken)")
        resolved.declared = color
        return resolved
    }
}
