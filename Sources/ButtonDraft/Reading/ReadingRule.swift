/// The rule that settled how a word of a name is read: what a later step prints after `# guess:`.
public enum ReadingRule: Hashable, Sendable, CustomStringConvertible {
    /// The tables hold the word with one reading: no guess.
    case vocabulary
    /// No table holds the word: a variant's name.
    case unknownWord
    /// Every name of the family carries the word at the same place.
    case carriedByEveryName
    /// Glued in one segment to a word no table holds (`outline-brand`).
    case gluedToVariantWord(String)
    /// The last word of the name (`bg-default`): a state.
    case lastWord
    /// Glued before the component word (`text-button`, `primaryButton`): a variant.
    case gluedBeforeComponent
    /// `count` of `total` words the tables settle at the same place hold `role`; among the names beginning with `stem`,
    /// or across the family when `stem` is nil.
    case vote(count: Int, total: Int, role: WordRole, stem: String?)
    /// Neither position nor vote settled it: the word's first reading in the tables.
    case firstReading

    public var description: String {
        switch self {
        case .vocabulary: return "vocabulary"
        case .unknownWord: return "unknown word"
        case .carriedByEveryName: return "carried by every name of the family"
        case .gluedToVariantWord(let word): return "glued to the variant word \(word)"
        case .lastWord: return "last word of the name"
        case .gluedBeforeComponent: return "glued before the component word"
        case .vote(let count, let total, let role, let stem):
            let scope = stem.map { "among the names beginning `\($0)`" } ?? "across the family"
            return "vote: \(count) of \(total) names hold a \(role.rawValue) here \(scope)"
        case .firstReading: return "first reading of an ambiguous word"
        }
    }
}
