/// The bytes of a parsed text by line, to turn cmark's inline source positions into the places they stand for.
///
/// libcmark 0.30.2 gives every inline node a start and end line and a byte column (`CMARK_OPT_SOURCEPOS`), measured
/// in the paragraph's content rather than in the file, so that
/// - on a paragraph's continuation line the column leaves out the line's own prefix: its leading whitespace, or a
///   block quote's `>` that differs from the first line's (`>  [a](b)` under `> text`, or a lazy line without `>`);
/// - a paragraph that starts with link reference definitions reports its inlines on lines as many too early as the
///   definitions took (the definitions are cut from the content, the paragraph's start line is not moved);
/// - a link that spans lines reports its start on its last line (its end is right);
/// - after a backslash hard break (`a\` at a line's end) the line is not counted and the column runs on.
/// So only a node's end is used: its line moved down by the definitions, its column measured from where the line's
/// content starts (after the quotes' `>` and the whitespace cmark strips). The bytes found there must be the link's own
/// (`](destination)` before its `)`, `]`, `>`): where they are not (a backslash break), the place is not given.
struct MarkdownSourceLines {
    private let bytes: [UInt8]
    /// The offset of each line's first byte; the line ends before its `\n`.
    private let starts: [Int]

    init(_ text: Substring) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    var lineCount: Int { starts.count }

    /// Line `number` (from 1) without its line break, or `nil` outside the text.
    func line(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= starts.count else { return nil }
        let end = number < starts.count ? starts[number] - 1 : bytes.count
        return bytes[starts[number - 1]..<end]
    }

    /// The offsets in `line` where a paragraph's continuation content may start: after up to `quoteDepth` block quote
    /// markers and the whitespace around them (a list item's indentation is whitespace too), or, on a lazy line (one
    /// that leaves a container's marker or indentation out), before the whitespace cmark keeps there.
    func contentStarts(ofLine line: ArraySlice<UInt8>, quoteDepth: Int) -> [Int] {
        var index = line.startIndex
        func skipWhitespace() { while index < line.endIndex, Self.isWhitespace(line[index]) { index += 1 } }
        var markers = line.startIndex
        for _ in 0..<quoteDepth {
            skipWhitespace()
            guard index < line.endIndex, line[index] == UInt8(ascii: ">") else { break }
            index += 1
            markers = index
        }
        skipWhitespace()
        return index == markers ? [index - line.startIndex] : [index - line.startIndex, markers - line.startIndex]
    }

    /// Where an inline node of `leaf` that cmark says ends at `line`:`column` may really end (the first the likelier):
    /// a line of the text and an offset in it, none outside the text.
    func ends(line: Int, column: Int, in leaf: CmarkLeafPlace) -> [(line: Int, offset: Int)] {
        guard line >= 1, column >= 1 else { return [] }
        let moved = line + leaf.definitionLines
        guard let bytes = self.line(moved) else { return [] }
        let offsets = moved == leaf.startLine ? [column - 1]
            : contentStarts(ofLine: bytes, quoteDepth: leaf.quoteDepth).map { $0 + column - leaf.startColumn }
        return offsets.filter { $0 >= 0 && $0 < bytes.count }.map { (moved, $0) }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}

/// A paragraph or heading as cmark placed it: the block an inline node's position is measured in.
struct CmarkLeafPlace {
    /// The block's first line and byte column (from 1) in the parsed text, as cmark gives them.
    var startLine: Int
    var startColumn: Int
    /// How many block quotes hold the block.
    var quoteDepth: Int
    /// The lines at the block's start cmark read as link reference definitions (0 for a heading).
    var definitionLines: Int
}
