/// The tables a Button token name is read with: component words, states, parts, properties, sizes, measures, surface
/// modifiers and the words with several readings. Each entry is held as its words joined by one space, as `NameWords`
/// joins a name's phrases. Read from YAML (`DraftVocabulary.read`); `standard` is docgen's own.
public struct DraftVocabulary: Hashable, Sendable {
    public var components: Set<String> = []
    public var otherComponents: Set<String> = []
    /// The words that name the rest state.
    public var restStates: Set<String> = []
    /// Every state word, the rest markers included, in the tables' order.
    public var states: [String] = []
    /// Part word → the part's role (`background`, `text`, `border`, `icon`, …).
    public var parts: [String: String] = [:]
    public var colorProperties: Set<String> = []
    public var properties: Set<String> = []
    /// Size words, smallest first.
    public var sizes: [String] = []
    public var metrics: Set<String> = []
    public var surfaces: Set<String> = []
    /// Word → its readings, in the order tried last.
    public var ambiguous: [String: [WordRole]] = [:]

    public init() {}

    /// Every entry of more than one word: the phrases a name's words are joined into.
    public var phrases: Set<String> {
        let all = components.union(otherComponents).union(states).union(parts.keys).union(colorProperties)
            .union(properties).union(sizes).union(metrics).union(surfaces)
        return all.filter { $0.contains(" ") }
    }

    /// The number of words of the longest phrase.
    public var longestPhrase: Int { phrases.map { $0.split(separator: " ").count }.max() ?? 1 }

    /// The readings the tables give `word`: several for an ambiguous word, none for a word no table holds.
    public func roles(of word: String) -> [WordRole] {
        if let readings = ambiguous[word] { return readings }
        if components.contains(word) { return [.component] }
        if states.contains(word) { return [.state] }
        if parts[word] != nil { return [.part] }
        if colorProperties.contains(word) || properties.contains(word) { return [.property] }
        if sizes.contains(word) { return [.size] }
        if metrics.contains(word) { return [.metric] }
        if surfaces.contains(word) { return [.surface] }
        return []
    }
}
