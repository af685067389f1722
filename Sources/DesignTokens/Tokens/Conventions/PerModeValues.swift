import DocGenSupport

/// Values keyed by mode inside the value, as Mozilla's design tokens write them
/// (`toolkit/themes/shared/design-system/design-tokens.json`, Style Dictionary's classic format):
/// `"value": {"light": "{color.red.60}", "dark": "{color.red.30}", "forcedColors": "ButtonText"}`, with `default`
/// for every mode and per-surface objects `brand: {light, dark}` and `platform: {default}`.
///
/// Files without a resolver that write such values offer their keys as modifiers: `mode` (light, dark, then the
/// other keys in the order first met; `light` by default) and, when a value has per-surface objects, `surface`
/// (brand, platform; the first met by default). In each permutation a token's value is, in this order, the
/// surface's value for the mode, the value for the mode, the surface's `default`, the `default`; a media mode
/// (`prefersContrast`, `forcedColors`) with none of these takes the default mode's, as the stylesheet Mozilla's build
/// writes (a base `light-dark()` value, then media-query layers) gives it. A token with no value in a permutation is
/// left out of it, with a warning. Each token read so is a `tokens.nonstandard` warning.
package struct PerModeValues {
    package static let modeKeys: Set<String> = ["light", "dark", "default", "prefersContrast", "forcedColors"]
    package static let surfaceKeys: Set<String> = ["brand", "platform"]

    package var context: [TokenSet.ContextPair]
    package var files: TokenFileTable

    /// Whether `value` is an object of values keyed by mode (and surface).
    package static func isPerMode(_ value: JSONValue) -> Bool {
        guard let members = value.members, !members.isEmpty else { return false }
        return members.allSatisfy { member in
            if modeKeys.contains(member.key) { return member.value.members == nil || !isPerMode(member.value) }
            guard surfaceKeys.contains(member.key), let inner = member.value.members, !inner.isEmpty else { return false }
            return inner.allSatisfy { modeKeys.contains($0.key) }
        }
    }

    /// A resolver document for files whose tokens have per-mode values: one set of the files, then the modifiers
    /// their keys offer. Nil when no token has such a value.
    package static func document(for trees: [JSONValue]) -> ResolverDocument? {
        var modes: [String] = [], surfaces: [String] = []
        for tree in trees { collectKeys(in: tree, depth: 0, modes: &modes, surfaces: &surfaces) }
        guard !modes.isEmpty else { return nil }
        var contexts = modes.filter { $0 != "default" }
        if contexts.isEmpty { contexts = ["default"] }
        if let light = contexts.firstIndex(of: "light") { contexts.insert(contexts.remove(at: light), at: 0) }
        var document = ResolverDocument(name: "per-mode values")
        document.steps = [.set(name: "tokens", sources: trees.map { .inline($0) })]
        if !surfaces.isEmpty {
            document.steps.append(.modifier(.init(name: "surface", contexts: surfaces.map { ($0, []) }, defaultContext: surfaces[0])))
        }
        document.steps.append(.modifier(.init(name: "mode", contexts: contexts.map { ($0, []) }, defaultContext: contexts[0])))
        return document
    }

    private static func collectKeys(in node: JSONValue, depth: Int, modes: inout [String], surfaces: inout [String]) {
        guard let members = node.members, depth < 512 else { return }
        if let value = node["$value"] {
            guard isPerMode(value) else { return }
            for member in value.members ?? [] {
                if surfaceKeys.contains(member.key) {
                    if !surfaces.contains(member.key) { surfaces.append(member.key) }
                    for inner in member.value.members ?? [] where !modes.contains(inner.key) { modes.append(inner.key) }
                } else if !modes.contains(member.key) {
                    modes.append(member.key)
                }
            }
            return
        }
        for member in members where !member.key.hasPrefix("$") { collectKeys(in: member.value, depth: depth + 1, modes: &modes, surfaces: &surfaces) }
    }

    /// Gives each token with per-mode values the value of this permutation; drops those with none. The warnings.
    package func apply(to definitions: inout [TokenDefinition]) -> [TokenError] {
        let mode = context.first { $0.name == "mode" }?.value
        let surface = context.first { $0.name == "surface" }?.value
        var errors: [TokenError] = []
        var kept: [TokenDefinition] = []
        kept.reserveCapacity(definitions.count)
        for var definition in definitions {
            guard Self.isPerMode(definition.value) else {
                kept.append(definition)
                continue
            }
            let object = definition.value
            let keys = (object.members ?? []).map(\.key).joined(separator: ", ")
            errors.append(TokenError(.nonstandard("the value is an object of values by mode (\(keys))",
                                                  assumed: "per-context values: the modifier \"mode\"" + (object.members?.contains { Self.surfaceKeys.contains($0.key) } == true
                                                      ? " and, for brand and platform, \"surface\"" : "") + " chooses one",
                                                  advice: "choose with --context mode=…, or write one value per theme in a resolver"),
                                     at: files.location(of: object, path: definition.name)))
            guard let chosen = Self.value(in: object, mode: mode, surface: surface) ?? Self.value(in: object, mode: "light", surface: surface) else {
                errors.append(TokenError(.nonstandard("the token has no value for \(contextText)", assumed: "left out of that context",
                                                      advice: "add a \"default\" value to the object"),
                                         at: files.location(of: object, path: definition.name)))
                continue
            }
            definition.value = chosen
            kept.append(definition)
        }
        definitions = kept
        return errors
    }

    private var contextText: String { context.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") }

    /// The surface's value for the mode, the value for the mode, the surface's default, the default.
    package static func value(in object: JSONValue, mode: String?, surface: String?) -> JSONValue? {
        let perSurface = surface.flatMap { object[$0] }
        let candidates: [JSONValue?] = [mode.flatMap { perSurface?[$0] }, mode.flatMap { object[$0] }, perSurface?["default"], object["default"]]
        for case let value? in candidates where value.members == nil || !isPerMode(value) { return value }
        return nil
    }
}
