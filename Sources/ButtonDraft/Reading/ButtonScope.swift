import DesignTokens

/// Which names are the Button's and how they group: a name is in scope when one of its words is a component word
/// (`button`, `btn`) and none is another component's (`icon button`, `button counter`); names group into families by
/// the segments before the component word (`post.button.*` and `post.scheme.color.interactive.button.*`).
public struct ButtonScope: Sendable {
    public var vocabulary: DraftVocabulary

    public init(vocabulary: DraftVocabulary) { self.vocabulary = vocabulary }

    /// The names among `paths` in scope, each split into words.
    public func names(_ paths: [TokenPath]) -> [ReadName] {
        let phrases = vocabulary.phrases, longest = vocabulary.longestPhrase
        return paths.sorted().compactMap { path in
            let words = NameWords(path, phrases: phrases, longest: longest)
            if words.words.contains(where: { vocabulary.otherComponents.contains($0.text) }) { return nil }
            guard let component = words.words.firstIndex(where: { vocabulary.components.contains($0.text) }) else { return nil }
            return ReadName(words: words, component: component)
        }
    }

    /// The names among `paths` that carry another component's words (`buttonCounter.*`, `post.icon-button.*`), grouped
    /// by their segments up to the one that holds those words: listed beside the Button, never drafted. Largest first.
    public func otherComponents(_ paths: [TokenPath]) -> [ButtonFamilySummary] {
        let phrases = vocabulary.phrases, longest = vocabulary.longestPhrase
        var groups: [String: [TokenPath]] = [:]
        for path in paths {
            let words = NameWords(path, phrases: phrases, longest: longest)
            guard let word = words.words.first(where: { vocabulary.otherComponents.contains($0.text) }) else { continue }
            groups[path.segments[...word.lastSegment].joined(separator: "."), default: []].append(path)
        }
        return groups.map { ButtonFamilySummary(name: $0.key, count: $0.value.count, examples: Array($0.value.sorted().prefix(3))) }
            .sorted { ($0.count, $1.name) > ($1.count, $0.name) }
    }

    /// The families of `names`: largest first, then by prefix.
    public func families(of names: [ReadName]) -> [(prefix: String, names: [ReadName])] {
        let grouped = Dictionary(grouping: names) { name in (name.prefix + [name.words.words[name.component].text]).joined(separator: ".") }
        return grouped.map { ($0.key, $0.value) }.sorted { ($0.names.count, $1.prefix) > ($1.names.count, $0.prefix) }
    }
}
