import DesignTokens
import DocGenSupport

/// A readable text dump of the matrix: one block per cell, every value with its token chain and fallback, how docgen
/// read it (a keyword, a fallback list's entry, the team's build) and, for an uncertain cell, why.
///
/// ```
/// primary / medium / pressed / light  [disabled]
///   background  #0a4fd6  {color.button.primary.pressed.background} -> color.blue.700  tokens/light.json:12:5
///   label       #ffffff  {color.button.primary.default.label}  (from default)
/// ```
extension StateMatrix {
    public func textDump() -> String {
        var lines = ["\(definition.system) \(definition.name): \(definition.variants.count) variants, "
            + "\(definition.sizes.count) sizes, \(definition.states.count) states, \(themes.count) themes, \(cells.count) cells"]
        for cell in cells {
            lines.append("")
            lines.append(cell.title + cell.flagSummary)
            for uncertainty in cell.uncertainties {
                lines.append("  uncertain: \(uncertainty.reason)" + (uncertainty.location.map { "  \($0)" } ?? ""))
            }
            var text = "  text \"\(cell.text ?? "")\", accessible name \"\(cell.accessibleName)\""
            if cell.hasLeadingIcon { text += cell.isIconOnly ? ", icon only" : ", leading icon" }
            lines.append(text)
            for (name, part) in cell.colors.named {
                var line = "  \(pad(name)) \(part.value.hex)"
                if part.declared != part.value { line += " (\(part.declared.hex) composited)" }
                lines.append(line + "  " + provenance(part))
            }
            if let companion = cell.focusRingCompanion {
                var line = "  \(pad(companion.name)) \(companion.color.value.hex)"
                if companion.color.declared != companion.color.value { line += " (\(companion.color.declared.hex) composited)" }
                lines.append(line + "  " + provenance(companion.color))
                lines.append("  \(pad(companion.name + " width")) \(companion.width.value.formattedForDisplay)  " + provenance(companion.width))
            }
            if let elevation = cell.elevation {
                lines.append("  \(pad("elevation")) \(cell.elevationText)  " + provenance(elevation))
            }
            for (name, part) in cell.metrics.named {
                lines.append("  \(pad(name)) \(part.value.formattedForDisplay)  " + provenance(part))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ name: String) -> String {
        name + String(repeating: " ", count: max(0, 16 - name.count))
    }

    private func provenance<Value>(_ part: ResolvedPart<Value>) -> String {
        var text = part.tokens.isEmpty && part.written != "default" ? "literal" : part.written
        if part.tokens.count > 1 { text += " -> " + part.tokens.dropFirst().map(\.description).joined(separator: " -> ") }
        if part.written != "default" { text += "  \(part.location)" }
        if let from = part.derivedFrom { text += "  (from part \(from.rawValue))" }
        if let state = part.fallbackFrom { text += "  (from state \(state))" }
        if let note = part.note { text += "  (\(note))" }
        if let build = part.build { text += "  (from the build: \(build.name) \(build.location))" }
        return text
    }
}

extension StateCell {
    /// `0 1 2 0 #0000004d, 0 1 3 1 #00000026`: each shadow of the elevation, or `none`.
    public var elevationText: String {
        elevation.map { $0.value.map(\.written).joined(separator: ", ") } ?? "none"
    }

    /// `  [disabled, loading]`, or nothing.
    package var flagSummary: String {
        var names: [String] = []
        if flags.isDisabled { names.append("disabled") }
        if flags.isFocused { names.append("focused") }
        if flags.isSelected { names.append("selected") }
        if flags.isLoading { names.append("loading") }
        return names.isEmpty ? "" : "  [\(names.joined(separator: ", "))]"
    }
}
