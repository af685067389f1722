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

    /// The families of `names`: largest first, then by prefix. Where the same names are spelled both nested
    /// (`button.color.background.primary._`) and flat in one segment (`kui-button-color-background-primary`, Kong's
    /// theme files), the two spellings are two families; the flat one is named by the words glued before its component
    /// word (`kui-button`).
    public func families(of names: [ReadName]) -> [(prefix: String, names: [ReadName])] {
        let grouped = Dictionary(grouping: names) { name in (name.prefix + [name.words.words[name.component].text]).joined(separator: ".") }
        var families: [(prefix: String, names: [ReadName])] = []
        for (key, group) in grouped {
            let flat = group.filter(Self.isFlat), nested = group.filter { !Self.isFlat($0) }
            guard !flat.isEmpty, !nested.isEmpty else { families.append((key, group)); continue }
            families.append((key, nested))
            let glued = Set(flat.map(Self.gluedBefore))
            let component = flat[0].words.words[flat[0].component].text
            let name = glued.count == 1 && !glued.first!.isEmpty ? (glued.first! + [component]).joined(separator: "-") : component + "-flat"
            families.append(((flat[0].prefix + [name]).joined(separator: "."), flat))
        }
        return families.sorted { ($0.names.count, $1.prefix) > ($1.names.count, $0.prefix) }
    }

    /// Whether the component word's segment goes on after it (`kui-button-color-…`, `primaryButtonText`).
    static func isFlat(_ name: ReadName) -> Bool {
        let words = name.words.words
        return words.indices.contains(name.component + 1) && words[name.component + 1].segment == words[name.component].segment
    }

    /// The words glued before the component word in its segment (`kui` in `kui-button-…`).
    static func gluedBefore(_ name: ReadName) -> [String] {
        let words = name.words.words, segment = words[name.component].segment
        return words[..<name.component].filter { $0.segment == segment }.map(\.text)
    }
}
