import DesignTokens

/// A token name in the Button's scope: its words and where its component word stands.
public struct ReadName: Hashable, Sendable {
    public var words: NameWords
    /// The index in `words.words` of the component word.
    public var component: Int

    public var path: TokenPath { words.path }

    /// The segments before the component word's segment: what groups names into families (`post` in
    /// `post.button.primary.enabled-bg`; empty in `button.primary.bgColor.rest`).
    public var prefix: [String] { Array(path.segments[..<words.words[component].segment]) }

    /// The place of the word at `offset`, counted from the component word.
    func place(of offset: Int) -> WordPlace {
        let word = words.words[offset], anchor = words.words[component]
        let segment = word.segment - anchor.segment
        return WordPlace(segment: segment, index: segment == 0 ? word.index - anchor.index : word.index)
    }

    /// The offsets of the words after the prefix, the component word left out: the words a family reads.
    var readOffsets: [Int] {
        let start = words.words[component].segment
        return words.words.indices.filter { $0 != component && words.words[$0].segment >= start }
    }
}

/// Where a word stands in a name, counted from the component word: `segment` segments after it, and the word's place
/// in that segment (in the component word's own segment, counted from the component word: `-1` is the word glued
/// before it, as `primary` in `primaryButtonText`).
public struct WordPlace: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var segment: Int
    public var index: Int

    public static func < (lhs: WordPlace, rhs: WordPlace) -> Bool { (lhs.segment, lhs.index) < (rhs.segment, rhs.index) }

    public var description: String { "segment +\(segment), word \(index)" }
}
