/// How a link or image was written, as its source shows at the place cmark parsed it from.
public enum MarkdownLinkKind: Hashable, Sendable {
    /// `[text](destination "title")`: the destination is written inside the link.
    case inline
    /// `[text][label]`, `[label][]` or `[label]`: the destination is written in the label's definition.
    case reference
    /// `<https://example.com>`: the destination is the link's text too.
    case autolink
}

/// Bytes of one line of a page's file: `line` counts from 1 as cmark does, `columns` are UTF-8 byte offsets into the
/// line from 0 (cmark's columns are bytes too, from 1).
public struct SourceByteRange: Hashable, Sendable {
    public var line: Int
    public var columns: Range<Int>

    public init(line: Int, columns: Range<Int>) {
        self.line = line
        self.columns = columns
    }
}

/// A link reference definition (`[label]: destination "title"`) on one line: cmark keeps no node for it, so it is
/// found on the lines no block of the parse covers (see `MarkdownSourceLines.definitions`).
public struct MarkdownDefinition: Hashable, Sendable {
    /// The destination as written, without angle brackets.
    public var destination: String
    /// Where `destination` is written.
    public var range: SourceByteRange

    public init(destination: String, range: SourceByteRange) {
        self.destination = destination
        self.range = range
    }
}
