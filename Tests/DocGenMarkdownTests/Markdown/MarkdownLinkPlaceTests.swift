import Testing
import DocGenMarkdown

/// The places the parse gives a link's destination and a definition's are the bytes they are written in, also after
/// multi-byte text, and stay inside their line on any input.
@Suite struct MarkdownLinkPlaceTests {
    static func parse(_ text: String) -> MarkdownDocument {
        CommonMarkParser(rawHTML: .allow).parse(text, file: "page.md", firstLine: 3)
    }

    /// The text at `range` in `text`, whose first line is line 3.
    static func written(_ range: SourceByteRange, in text: String) -> String? {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.indices.contains(range.line - 3) else { return nil }
        let line = Array(lines[range.line - 3])
        guard range.columns.lowerBound >= 0, range.columns.upperBound <= line.count else { return nil }
        return String(decoding: line[range.columns], as: UTF8.self)
    }

    @Test func aDestinationAfterMultiByteTextIsPlacedByBytes() throws {
        // cmark's columns count bytes: é is 2, 日 3, 🇫🇷 8.
        let text = "Été 日本 🇫🇷 [x](a.md) and ![y](b.png \"t\")\n\n[r]: c.md\n\n[z][r]\n"
        let document = Self.parse(text)
        #expect(document.links.map(\.kind) == [.inline, .inline, .reference])
        let ranges = document.links.compactMap(\.destinationRange)
        #expect(ranges.map { Self.written($0, in: text) } == ["a.md", "b.png"])
        #expect(ranges.first == SourceByteRange(line: 3, columns: 26..<30))
        #expect(document.definitions.map(\.destination) == ["c.md"])
        #expect(document.definitions.map { Self.written($0.range, in: text) } == ["c.md"])
    }

    @Test func anAutolinkAndAnEscapedDestinationAreNotPlaced() {
        let document = Self.parse("<https://example.com> [a](a\\_b.md) [c](d&amp;e.md)\n")
        #expect(document.links.map(\.kind) == [.autolink, .inline, .inline])
        #expect(document.links.allSatisfy { $0.destinationRange == nil })
    }

    /// Hostile input (brackets, quotes, tabs, markers, multi-byte characters, backslash breaks, lone bytes) in many
    /// arrangements: every place stays inside its line and holds the destination cmark read.
    @Test func placesStayInsideTheirLineOnHostileInput() {
        let pieces = ["[", "]", "(", ")", "<", ">", "a.md", " ", "\t", "\n", "> ", "- ", "1. ", "`", "\\", "\"t\"", "é", "🇫🇷",
                      "[r]: r.md\n", "[r]", "![", "  ", "\\\n", "*", "&amp;", "\r\n", "#"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<(Int(state % 40) + 1) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            let document = Self.parse(text)
            for link in document.links {
                guard let range = link.destinationRange else { continue }
                #expect(Self.written(range, in: text) == link.destination, "\(text.debugDescription)")
            }
            for definition in document.definitions {
                #expect(Self.written(definition.range, in: text) == definition.destination, "\(text.debugDescription)")
            }
        }
    }
}
