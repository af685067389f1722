import DesignTokens
import DocGenSupport
import DocGenYAML


/// Reads `surfaceAxis:`, the backgrounds every variant is drawn on:
///
/// ```yaml
/// surfaceAxis:
///   light-scheme:
///     background: page                 # a surface of `surfaces`, or a color: "{color.surface.header}"
///   dark-scheme:
///     background: header
///     variants:
///       rounded:
///         colors:                      # as under the variant; each part listed replaces the variant's
///           tint: { normal: "{…}", highlighted: "{…}" }
/// ```
package enum SurfaceAxisSection {
    package static func read(_ node: YAMLNode, surfaces: [String: Surface], variants: [ButtonVariant], states: [ButtonStateDefinition],
                     reader: inout YAMLNodeReader) -> [MatrixSurface] {
        guard let pairs = reader.pairs(node, path: "surfaceAxis") else { return [] }
        if pairs.isEmpty { reader.fail(.expected("at least one surface"), at: node, path: "surfaceAxis") }
        let rootStates = states.filter { $0.fallback == nil }.map(\.name)
        return pairs.compactMap { pair in
            let path = "surfaceAxis.\(pair.key)"
            guard let fields = reader.fields(pair.value, path: path, allowed: ["background", "variants"], required: ["background"]),
                  let backgroundNode = fields["background"],
                  let background = background(backgroundNode, name: pair.key, path: "\(path).background", surfaces: surfaces,
                                              reader: &reader) else { return nil }
            var surface = MatrixSurface(name: pair.key, background: background, location: reader.location(of: pair.value, path: path))
            let overrides = fields["variants"].flatMap { reader.pairs($0, path: "\(path).variants") } ?? []
            for variant in overrides {
                let variantPath = "\(path).variants.\(variant.key)"
                guard variants.contains(where: { $0.name == variant.key }) else {
                    reader.fail(.unknownVariant(variant.key), at: variant.keyNode, path: variantPath)
                    continue
                }
                guard let members = reader.fields(variant.value, path: variantPath, allowed: ["colors"], required: ["colors"]),
                      let colors = members["colors"] else { continue }
                var values: [ButtonPart: [String: ComponentValue]] = [:]
                for (part, node, partPath) in ButtonDefinitionSections.partEntries(colors, path: "\(variantPath).colors", reader: &reader) {
                    values[part] = ButtonDefinitionSections.stateValues(node, path: partPath, rootStates: rootStates, reader: &reader)
                    if case .mapping = node.content {} else { surface.colorsWrittenOnce[variant.key, default: []].insert(part) }
                }
                surface.colors[variant.key] = values
            }
            return surface
        }
    }

    /// A surface's name, a color, or a theme → color mapping.
    private static func background(_ node: YAMLNode, name: String, path: String, surfaces: [String: Surface],
                                   reader: inout YAMLNodeReader) -> Surface? {
        if case .scalar(let scalar) = node.content, !scalar.string.hasPrefix("{"), !scalar.string.hasPrefix("#") {
            guard let surface = surfaces[scalar.string] else {
                reader.fail(.unknownSurface(scalar.string), at: node, path: path)
                return nil
            }
            return surface
        }
        var surface = ButtonDefinitionSections.surface(name: name, node: node, reader: &reader)
        surface.location = reader.location(of: node, path: path)
        return surface.colors.isEmpty ? nil : surface
    }
}
