/// A link's kind and the place of its destination, read from the bytes at the link's end.
extension MarkdownSourceLines {
    /// How the link or image whose last byte is at `end` was written, and, for an inline link, where its
    /// `destination` (as cmark read it) is written: `nil` where the bytes there are not the link's own.
    func link(endingAt end: (line: Int, offset: Int), destination: String, title: String) -> (MarkdownLinkKind, SourceByteRange?)? {
        guard let line = self.line(end.line) else { return nil }
        let bytes = Array(line)
        guard end.offset >= 0, end.offset < bytes.count else { return nil }
        switch bytes[end.offset] {
        case UInt8(ascii: ">"): return (.autolink, nil)
        case UInt8(ascii: "]"): return (.reference, nil)
        case UInt8(ascii: ")"):
            let columns = Self.inlineDestination(in: bytes, close: end.offset, destination: Array(destination.utf8), title: Array(title.utf8))
            return (.inline, columns.map { SourceByteRange(line: end.line, columns: $0) })
        default: return nil
        }
    }

    /// The destination's bytes in `](destination "title")` whose `)` is at `close`, matched backwards: the title (if
    /// any) after whitespace, the destination bare or in `<…>`, whitespace, `(` and `]`. Only a destination and title
    /// written as cmark read them (no escapes or entities) match; a link written otherwise keeps its text.
    static func inlineDestination(in bytes: [UInt8], close: Int, destination: [UInt8], title: [UInt8]) -> Range<Int>? {
        guard !destination.isEmpty else { return nil }
        var index = close
        func skipWhitespace() { while index > 0, isWhitespace(bytes[index - 1]) { index -= 1 } }
        func written(_ text: [UInt8], endingAt end: Int) -> Bool {
            end - text.count >= 0 && bytes[(end - text.count)..<end].elementsEqual(text)
        }
        skipWhitespace()
        let closers: [UInt8: UInt8] = [UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "'"): UInt8(ascii: "'"), UInt8(ascii: ")"): UInt8(ascii: "(")]
        if index > 0, let opener = closers[bytes[index - 1]], written(title, endingAt: index - 1),
           case let start = index - 1 - title.count - 1, start > 0, bytes[start] == opener, isWhitespace(bytes[start - 1]) {
            index = start
            skipWhitespace()
        } else if !title.isEmpty {
            return nil
        }
        let range: Range<Int>
        if index > 0, bytes[index - 1] == UInt8(ascii: ">"), written(destination, endingAt: index - 1),
           case let start = index - 1 - destination.count - 1, start >= 0, bytes[start] == UInt8(ascii: "<") {
            range = (start + 1)..<(index - 1)
            index = start
        } else if written(destination, endingAt: index) {
            range = (index - destination.count)..<index
            index = range.lowerBound
        } else {
            return nil
        }
        skipWhitespace()
        guard index >= 2, bytes[index - 1] == UInt8(ascii: "("), bytes[index - 2] == UInt8(ascii: "]") else { return nil }
        return range
    }

    /// The link reference definition written on line `number` (`[label]: destination`, after any block quote and list
    /// markers), when its destination is on that line too.
    func definition(onLine number: Int) -> MarkdownDefinition? {
        guard let line = self.line(number) else { return nil }
        let bytes = Array(line)
        var index = 0
        func at(_ character: Character) -> Bool { index < bytes.count && bytes[index] == character.asciiValue }
        // Container markers: whitespace, `>`, a bullet or an ordered item's number.
        while index < bytes.count {
            if Self.isWhitespace(bytes[index]) || at(">") {
                index += 1
            } else if at("-") || at("+") || at("*"), index + 1 < bytes.count, Self.isWhitespace(bytes[index + 1]) {
                index += 2
            } else if let digits = bytes[index...].firstIndex(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                      digits > index, digits + 1 < bytes.count, [UInt8(ascii: "."), UInt8(ascii: ")")].contains(bytes[digits]),
                      Self.isWhitespace(bytes[digits + 1]) {
                index = digits + 2
            } else {
                break
            }
        }
        guard at("[") else { return nil }
        index += 1
        let labelStart = index
        while index < bytes.count, !at("]"), !at("[") { index += at("\\") ? 2 : 1 }
        guard at("]"), index > labelStart else { return nil }
        index += 1
        guard at(":") else { return nil }
        index += 1
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        let range: Range<Int>
        if at("<") {
            guard let close = bytes[(index + 1)...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }),
                  bytes[close] == UInt8(ascii: ">") else { return nil }
            range = (index + 1)..<close
            index = close + 1
        } else {
            let end = bytes[index...].firstIndex { $0 <= 0x20 } ?? bytes.count
            range = index..<end
            index = end
        }
        guard !range.isEmpty, index == bytes.count || bytes[index] <= 0x20 else { return nil }
        return MarkdownDefinition(destination: String(decoding: bytes[range], as: UTF8.self), range: SourceByteRange(line: number, columns: range))
    }
}
