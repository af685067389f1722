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
        let all = steps.flatMap { step -> [Source] in
            switch step {
            case .set(_, let sources): return sources
            case .modifier(let modifier):
                let chosen = context.first { $0.name == modifier.name }?.value ?? modifier.defaultContext
                return modifier.contexts.first { $0.name == chosen }?.sources ?? []
            }
        }
        guard mergesEachFileOnce else { return all }
        var seen: Set<String> = []
        return all.filter { source in
            switch source {
            case .file(let path, let pointer, _, _): return seen.insert(path + "#" + (pointer ?? []).joined(separator: "/")).inserted
            case .inline(_, let key?): return seen.insert("inline#" + key).inserted
            case .inline: return true
            }
        }
    }
}
