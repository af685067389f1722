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

extension DraftVocabulary {
    /// These tables with a team's added: each word of `other` joins its table (states and sizes after these, in
    /// `other`'s order), and an ambiguous word takes `other`'s readings.
    public func extended(by other: DraftVocabulary) -> DraftVocabulary {
        var merged = self
        merged.components.formUnion(other.components)
        merged.otherComponents.formUnion(other.otherComponents)
        merged.restStates.formUnion(other.restStates)
        merged.states += other.states.filter { !states.contains($0) }
        merged.parts.merge(other.parts) { _, added in added }
        merged.colorProperties.formUnion(other.colorProperties)
        merged.properties.formUnion(other.properties)
        merged.sizes += other.sizes.filter { !sizes.contains($0) }
        merged.metrics.formUnion(other.metrics)
        merged.surfaces.formUnion(other.surfaces)
        merged.ambiguous.merge(other.ambiguous) { _, added in added }
        return merged
    }
}
