import DocGenSupport

/// A resolver document (DTCG 2025.10 Resolver module, "Syntax"), read into the steps of its `resolutionOrder`
/// with every reference object replaced by the sources it stands for.
package struct ResolverDocument: Sendable {
    /// Where one part of the token tree comes from.
    package enum Source: Sendable {
        /// A token file, relative paths already joined to the resolver's folder; `pointer` selects part of it.
        case file(path: String, pointer: [String]?, overrides: JSONValue?, at: JSONValue)
        /// Tokens written inside the resolver itself; `key` names them when the same tokens can be named twice (a
        /// Tokens Studio single-file export's set).
        case inline(JSONValue, key: String? = nil)
    }

    package struct Modifier: Sendable {
        package var name: String
        package var contexts: [(name: String, sources: [Source])]
        package var defaultContext: String?
    }

    package enum Step: Sendable {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    package var name: String?
    package var steps: [Step] = []
    /// Merge each file once per permutation, at its first place (Tokens Studio: a set several themes select, such as
    /// a shared `source` set, is one set of the permutation, not applied again over later ones).
    package var mergesEachFileOnce = false
    /// Per modifier and context, the sources it reads for references only (Tokens Studio's `source` sets), by
    /// `key(of:)`: such a set keeps the place of a theme of the permutation that enables it, where one does (Swiss
    /// Post's `Scheme/Light`, a source of the `Components` theme, is merged where the `Light` theme enables it, after
    /// the source `Scheme/Dark`).
    package var referenceOnly: [String: [String: Set<String>]] = [:]

    package var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// How many permutations there are (saturating: never more than `Int.max`), without making them.
    package var permutationCount: Int { permutationCount(fixing: [:]) }

    /// How many permutations there are once the modifiers named in `fixed` keep their one context (saturating).
    package func permutationCount(fixing fixed: [String: String]) -> Int {
        modifiers.reduce(1) { count, modifier in
            let contexts = fixed[modifier.name] == nil ? max(1, modifier.contexts.count) : 1
            let (product, overflow) = count.multipliedReportingOverflow(by: contexts)
            return overflow ? Int.max : product
        }
    }

    /// Every combination of one context per modifier, modifiers in resolution order, contexts in file order.
    package func permutations() -> [[TokenSet.ContextPair]] { permutations(fixing: [:]) }

    /// The combinations in which each modifier named in `fixed` has that context, the others each of theirs.
    package func permutations(fixing fixed: [String: String]) -> [[TokenSet.ContextPair]] {
        var result: [[TokenSet.ContextPair]] = [[]]
        for modifier in modifiers {
            let names = fixed[modifier.name].map { [$0] } ?? modifier.contexts.map(\.name)
            result = result.flatMap { prefix in names.map { prefix + [TokenSet.ContextPair(name: modifier.name, value: $0)] } }
        }
        return result
    }

    /// The context a reader of one permutation gets of each modifier: the one `select` names (when the modifier has
    /// it), else the modifier's default, else its only context. Modifiers left open are absent.
    package func chosenContexts(select: [String: String]) -> [String: String] {
        var chosen: [String: String] = [:]
        for modifier in modifiers {
            let names = modifier.contexts.map(\.name)
            if let asked = select[modifier.name], names.contains(asked) {
                chosen[modifier.name] = asked
            } else if select[modifier.name] == nil, let fallback = modifier.defaultContext, names.contains(fallback) {
                chosen[modifier.name] = fallback
            } else if select[modifier.name] == nil, names.count == 1 {
                chosen[modifier.name] = names[0]
            }
        }
        return chosen
    }

    /// The sources of one permutation, in the order they merge.
    package func sources(for context: [TokenSet.ContextPair]) -> [Source] {
        var all: [(source: Source, enabled: Bool)] = []
        for step in steps {
            switch step {
            case .set(_, let sources): all += sources.map { ($0, true) }
            case .modifier(let modifier):
                let chosen = context.first { $0.name == modifier.name }?.value ?? modifier.defaultContext
                let readOnly = chosen.flatMap { referenceOnly[modifier.name]?[$0] } ?? []
                all += (modifier.contexts.first { $0.name == chosen }?.sources ?? []).map { ($0, !readOnly.contains(Self.key(of: $0) ?? "")) }
            }
        }
        guard mergesEachFileOnce else { return all.map(\.source) }
        // Each file once: at the first place a theme enables it, else at its first place.
        var firstEnabled: [String: Int] = [:]
        for (index, entry) in all.enumerated() where entry.enabled {
            if let key = Self.key(of: entry.source), firstEnabled[key] == nil { firstEnabled[key] = index }
        }
        var seen: Set<String> = []
        return all.enumerated().filter { index, entry in
            guard let key = Self.key(of: entry.source) else { return true }
            if let place = firstEnabled[key] { return place == index }
            return seen.insert(key).inserted
        }.map(\.element.source)
    }

    /// What names a source once per permutation: a file and its pointer, an inline set's key; nil for an unnamed
    /// inline set.
    package static func key(of source: Source) -> String? {
        switch source {
        case .file(let path, let pointer, _, _): return path + "#" + (pointer ?? []).joined(separator: "/")
        case .inline(_, let key?): return "inline#" + key
        case .inline: return nil
        }
    }
}
