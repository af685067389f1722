import ButtonDraft
import DesignTokens
import DocGenSupport

/// Which modifiers of a resolver a Button's site fixes, when all its permutations are too many to draw (Swiss Post's
/// Tokens Studio file: 8 groups, 1152 permutations). Each context is loaded on its own (the other modifiers at their
/// defaults): a modifier whose contexts hold the Button's names in different numbers is fixed where most are (Swiss
/// Post's `theme` at `Components`); of the rest, a modifier whose contexts give every Button color the same value is
/// fixed at its default (`Device`, `Palette`), and one that changes a color is kept (`Scheme`: Light, Dark).
struct ContextNarrowing {
    var loader: TokenLoader
    var resolver: String
    var modifiers: [TokenModifier]
    var vocabulary: DraftVocabulary
    var prefix: String?

    /// Modifier → its fixed context, and the sentences that say why.
    func fixed() -> (contexts: [String: String], statements: [String]) {
        var sets: [String: [String: TokenSet]] = [:]
        for modifier in modifiers where modifier.contexts.count > 1 {
            for context in modifier.contexts { sets[modifier.name, default: [:]][context] = load([modifier.name: context]) }
        }
        let reading = Draft.reading(of: sets.values.flatMap(\.values), vocabulary: vocabulary, prefix: prefix)
        guard let family = reading.family else { return ([:], []) }
        let names = family.allPaths
        var fixed: [String: String] = [:], statements: [String] = []
        for modifier in modifiers where modifier.contexts.count > 1 {
            let counts = modifier.contexts.map { context in names.filter { sets[modifier.name]?[context]?[$0] != nil }.count }
            guard Set(counts).count > 1, let most = counts.max(), let index = counts.firstIndex(of: most) else { continue }
            fixed[modifier.name] = modifier.contexts[index]
            statements.append("\(modifier.name) fixed at \(modifier.contexts[index]), which holds \(most) of the \(family.name) family's \(names.count) names")
        }
        let colors = family.cells.map(\.path)
        var kept: [String] = []
        for modifier in modifiers where modifier.contexts.count > 1 && fixed[modifier.name] == nil {
            let values = modifier.contexts.map { context in
                let set = load(fixed.merging([modifier.name: context]) { _, new in new })
                return colors.map { set?[$0]?.value }
            }
            if Set(values.map { $0.map { $0.map { "\($0)" } ?? "" } }).count > 1 {
                kept.append("\(modifier.name) (\(modifier.contexts.joined(separator: ", ")))")
            } else {
                fixed[modifier.name] = modifier.defaultContext ?? modifier.contexts[0]
                statements.append("\(modifier.name) fixed at \(fixed[modifier.name]!), for no context of it changes a Button color")
            }
        }
        if !kept.isEmpty { statements.append("every context of " + kept.joined(separator: " and ") + " shown, for they change the Button's colors") }
        return (fixed, statements)
    }

    /// The one permutation `select` names, the other modifiers at their defaults.
    func load(_ select: [String: String]) -> TokenSet? {
        loader.load(files: [], resolver: resolver, select: select, permutations: .chosen).sets.first
    }
}
