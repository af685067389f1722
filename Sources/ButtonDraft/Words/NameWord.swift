/// One word of a token name after phrases are joined (`bg color`, `padding inline start`), with where it stands:
/// the segment it starts in and its place among that segment's words.
public struct NameWord: Hashable, Sendable {
    /// The word or phrase, lower-cased, its words joined by one space.
    public var text: String
    /// The index of the segment the word starts in.
    public var segment: Int
    /// The index of the segment the word ends in (a phrase such as `padding.inline` may span segments).
    public var lastSegment: Int
    /// The word's place among the words of its segment (phrases counted once).
    public var index: Int
    /// Whether the word is the last of its segment.
    public var endsSegment: Bool

    public init(text: String, segment: Int, lastSegment: Int? = nil, index: Int, endsSegment: Bool) {
        self.text = text
        self.segment = segment
        self.lastSegment = lastSegment ?? segment
        self.index = index
        self.endsSegment = endsSegment
    }
}
