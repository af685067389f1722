import DesignTokens

/// How one word at one place was read, and why: the rule that settled it and the names that showed it. A later step
/// prints the guesses as `# guess: <rule>: <evidence>`.
public struct WordDecision: Hashable, Sendable {
    public var word: String
    public var place: WordPlace
    public var role: WordRole
    /// The rule that settled it.
    public var rule: ReadingRule
    /// The names the word was read in, sorted.
    public var evidence: [TokenPath]

    /// Whether the reading is a guess: anything but a word the tables hold with one reading.
    public var isGuess: Bool { rule != .vocabulary }

    /// `# guess: <rule>: <evidence>` with at most `limit` names.
    public func guessComment(limit: Int = 3) -> String {
        let shown = evidence.prefix(limit).map(\.description).joined(separator: ", ")
        let more = evidence.count > limit ? " and \(evidence.count - limit) more" : ""
        return "# guess: \(word) is a \(role.rawValue) (\(rule)): \(shown)\(more)"
    }
}
