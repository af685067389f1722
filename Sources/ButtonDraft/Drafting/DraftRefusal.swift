import DesignTokens

/// Why no definition is drafted: the names hold no component-level Button colors (a system that paints its Button
/// from semantic tokens only), or the Button's names have no color in every context. Names the nearest candidates,
/// so that the team sees what it could write by hand, and never a plausible-looking definition.
public struct DraftRefusal: Error, Hashable, Sendable {
    public var message: String
    /// The semantic colors nearest to a Button's: names with an interaction state or an action's word.
    public var candidates: [TokenPath]
    /// Whether the fault is docgen's (a draft that does not read back), not the input's.
    public var internalError = false
    /// Whether the family read has names but no color with a value in every context (another family may).
    public var emptyFamily = false

    public init(message: String, candidates: [TokenPath], internalError: Bool = false) {
        self.message = message
        self.candidates = candidates
        self.internalError = internalError
    }

    static let actionWords: Set<String> = ["action", "interactive", "accent", "brand", "primary", "cta", "control"]
    static let stateWords: Set<String> = ["hover", "hovered", "active", "pressed", "press", "focus", "disabled"]
    static let fillWords: Set<String> = ["background", "bg", "fill", "surface", "container"]

    /// No family paints a background, label or border.
    static func noButtonColors(tokens: ContextTokens, vocabulary: DraftVocabulary) -> DraftRefusal {
        var scored: [(score: Int, words: Int, path: TokenPath)] = []
        for path in tokens.paths where tokens.isUsable(path, as: ContextTokens.colors) {
            let words = Set(GlobalNames.words(of: path))
            let score = (words.isDisjoint(with: actionWords) ? 0 : 2) + (words.isDisjoint(with: stateWords) ? 0 : 2)
                + (words.isDisjoint(with: fillWords) ? 0 : 1)
            guard score >= 4 else { continue }
            scored.append((score, words.count, path))
        }
        let candidates = scored.sorted { ($1.score, $0.words, $0.path) < ($0.score, $1.words, $1.path) }.prefix(5).map(\.path)
        let components = vocabulary.components.sorted().map { "`\($0)`" }.joined(separator: " or ")
        var message = "no component-level Button colors: no name holds \(components) with a part and a state "
            + "(such as button.primary.bgColor.rest), so there is no Button to draft; docgen does not guess which semantic colors paint it."
        if !candidates.isEmpty {
            message += "\nnearest candidates (semantic colors of an action with a state): " + candidates.map(\.description).joined(separator: ", ")
        }
        message += "\nwrite the Button by hand: `docgen init DIR` makes a project whose button.component.yaml names these tokens "
            + "part by part (see \"Adopt your system in five minutes\" in the manual)"
        return DraftRefusal(message: message, candidates: candidates)
    }

    /// The family's colors are empty slots or missing in some context, every one of them.
    static func noUsableColors(family: String, lacking: [String]) -> DraftRefusal {
        let shown = lacking.prefix(5).joined(separator: "; ")
        var refusal = DraftRefusal(message: "the \(family) family's colors have no value in every context: \(shown)\(lacking.count > 5 ? "; …" : "")"
                                   + "\nload the theme that fills them (--resolver, --context), or write the Button by hand from the semantic tokens its stylesheet falls back to",
                                   candidates: [])
        refusal.emptyFamily = true
        return refusal
    }
}
