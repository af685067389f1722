import DesignTokens

/// One name of a family read word by word: what each classified word says, gathered by role.
struct NameReading {
    var name: ReadName
    /// Variant words with their segment.
    var variantWords: [(text: String, segment: Int)] = []
    var surfaces: [String] = []
    var stateWords: [String] = []
    var partWords: [String] = []
    var sizes: [String] = []
    /// Whether a measure or a property other than color names the token: not a cell's color.
    var measures = false

    init(_ name: ReadName, roles: [Int: WordRole], vocabulary: DraftVocabulary) {
        self.name = name
        for offset in name.readOffsets {
            let word = name.words.words[offset]
            switch roles[offset] ?? .variant {
            case .variant: variantWords.append((word.text, word.segment))
            case .surface: surfaces.append(word.text)
            case .state: stateWords.append(word.text)
            case .part:
                partWords.append(word.text)
                namesColor = namesColor || word.text.split(separator: " ").contains { vocabulary.colorProperties.contains(String($0)) }
            case .size: sizes.append(word.text)
            case .metric: measures = true
            case .property:
                if vocabulary.colorProperties.contains(word.text) { namesColor = true } else { measures = true }
            case .component, .namespace: break
            }
        }
    }

    /// Whether a part or property word names a color (`color`, `bg color`).
    var namesColor = false

    /// Whether the name paints a part: it has a part word and no measure.
    var isCell: Bool { !partWords.isEmpty && !measures }

    /// The distinct segments the variant words stand in.
    var variantSegments: [Int] {
        variantWords.map(\.segment).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The variant words of the first segment that holds any, joined with `-`.
    var firstVariantSegment: String {
        let first = variantWords.first?.segment
        return variantWords.filter { $0.segment == first }.map(\.text).joined(separator: "-")
    }

    /// The variant's name from the words left after `skipping` segments: words joined with `-`, surfaces appended.
    func variant(skipping skipped: Set<Int> = []) -> String {
        let words = (variantWords.filter { !skipped.contains($0.segment) }.map(\.text) + surfaces).map { $0.replacingOccurrences(of: " ", with: "-") }
        return words.isEmpty ? "default" : words.joined(separator: "-")
    }

    /// The state words other than rest markers, as one camelCase name (`checked`, `hovered` → `checkedHovered`), or
    /// nil for the rest.
    func state(restMarkers: Set<String>) -> String? {
        let words = stateWords.filter { !restMarkers.contains($0) }
        guard let first = words.first else { return nil }
        return ([first] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }
}
