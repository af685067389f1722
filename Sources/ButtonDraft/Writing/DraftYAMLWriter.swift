import DocGenSupport

/// Writes a `DraftDefinition` as `button.component.yaml`: the header as comments, then the definition in the order
/// docgen reads it, each guessed value followed by `# guess: <rule>: <evidence>`, and a last line that counts what
/// was read, guessed and left. Strings are written as JSON writes them (a YAML double-quoted scalar), keys bare when
/// YAML reads them as the same string. The same definition gives the same bytes.
public enum DraftYAMLWriter {
    public static func yaml(_ definition: DraftDefinition) -> String {
        var lines = definition.header.map { "# " + $0 }
        lines.append("component: Button")
        if let system = definition.system { lines.append("system: " + JSONText.quoted(system)) }
        // The text sizes the page draws and checks labels at: up to WCAG 1.4.4's 200 %.
        lines.append("textSize:")
        lines.append("  scale: [1, 1.5, 2]  # the label at 100, 150 and 200 % (WCAG 2.2 SC 1.4.4)")
        if let ring = definition.focusRing {
            lines.append("focusRing:")
            for (name, value) in [("color", ring.color), ("width", ring.width), ("offset", ring.offset)] {
                if let value { lines.append("  \(name): " + text(value)) }
            }
        }
        lines.append("surfaces:")
        for surface in definition.surfaces { lines.append("  \(key(surface.name)): " + text(surface.value)) }
        lines.append("states:")
        for state in definition.states {
            var fields: [String] = []
            if let fallback = state.fallback { fields.append("fallback: " + key(fallback)) }
            if state.disabled { fields.append("disabled: true") }
            if state.focused { fields.append("focused: true") }
            if state.selected { fields.append("selected: true") }
            lines.append("  \(key(state.name)): " + (fields.isEmpty ? "{}" : "{ " + fields.joined(separator: ", ") + " }")
                         + (state.guess.map { "  # " + $0 } ?? ""))
        }
        lines.append("sizes:")
        for size in definition.sizes {
            lines.append("  \(key(size.name)):")
            for field in size.fields { lines.append("    \(field.name): " + text(field.value)) }
        }
        lines.append("variants:")
        for variant in definition.variants {
            lines.append("  \(key(variant.name)):")
            lines.append("    text: " + JSONText.quoted(variant.text))
            lines.append("    surface: " + key(variant.surface))
            lines.append("    colors:")
            for part in variant.parts {
                lines.append("      \(part.name):")
                for state in part.states { lines.append("        \(key(state.name)): " + text(state.value)) }
            }
            if !variant.opacities.isEmpty { lines.append("    opacity:") }
            for target in variant.opacities {
                lines.append("      \(target.name):")
                for state in target.states { lines.append("        \(key(state.name)): " + text(state.value)) }
            }
        }
        lines.append("# " + definition.counts.line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value and its guess comment.
    static func text(_ value: DraftValue) -> String {
        let written: String
        switch value.kind {
        case .reference(let path): written = JSONText.quoted("{\(path)}")
        case .expression(let expression): written = JSONText.quoted(expression)
        case .literal(let literal): written = Double(literal) != nil ? literal : JSONText.quoted(literal)
        case .fallbacks(let paths, let last):
            written = "[" + (paths.map { JSONText.quoted("{\($0)}") } + [last.map(JSONText.quoted)].compactMap { $0 }).joined(separator: ", ") + "]"
        }
        return written + (value.guess.map { "  # " + $0 } ?? "")
    }

    /// Words YAML 1.1 and 1.2 read as something other than a string.
    static let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]

    /// `name` bare when YAML reads it back as the same string, else quoted.
    static func key(_ name: String) -> String {
        let plain = !name.isEmpty && name.first!.isLetter && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        return plain && !reserved.contains(name.lowercased()) ? name : JSONText.quoted(name)
    }
}
