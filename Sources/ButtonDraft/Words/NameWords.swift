import DesignTokens

/// The words of a token name, with the phrases a vocabulary knows joined, longest first: `button.primary.bgColor`
/// reads `button`, `primary`, `bg color`; `padding.inline.start` reads as one phrase when the vocabulary has it.
public struct NameWords: Hashable, Sendable {
    public var path: TokenPath
    public var words: [NameWord]

    /// Splits `path` and joins the phrases of `phrases` (each written as its words joined by one space), trying the
    /// longest (up to `longest` words) first. A phrase may span segments.
    public init(_ path: TokenPath, phrases: Set<String>, longest: Int) {
        self.path = path
        var plain: [(text: String, segment: Int)] = []
        for (segment, text) in path.segments.enumerated() {
            plain += NameSplitter.words(of: text).map { ($0, segment) }
        }
        var joined: [(text: String, segment: Int, lastSegment: Int)] = []
        var start = 0
        while start < plain.count {
            var taken = 1
            for length in stride(from: min(longest, plain.count - start), to: 1, by: -1) {
                let phrase = plain[start..<start + length].map(\.text).joined(separator: " ")
                if phrases.contains(phrase) { taken = length; break }
            }
            let last = plain[start + taken - 1]
            joined.append((plain[start..<start + taken].map(\.text).joined(separator: " "), plain[start].segment, last.segment))
            start += taken
        }
        words = joined.enumerated().map { offset, word in
            let index = joined[..<offset].filter { $0.segment == word.segment }.count
            let ends = offset + 1 == joined.count || joined[offset + 1].segment != word.lastSegment
            return NameWord(text: word.text, segment: word.segment, lastSegment: word.lastSegment, index: index, endsSegment: ends)
        }
    }
}
