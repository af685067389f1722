/// Splits a template's text into literal text and tags, honouring `{{=<% %>=}}`, and drops the lines that hold
/// nothing but white space and tags that print nothing (the Mustache spec's standalone lines: a section's opening
/// line leaves no blank line behind).
///
/// Every byte is looked at a bounded number of times, whatever the delimiters: delimiters are found with
/// `DelimiterSearch`, and a tag's column is its distance from the start of its line.
struct MustacheScanner {
    private let bytes: [UInt8]
    private var open = Array("{{".utf8)
    private var close = Array("}}".utf8)
    private var position = 0
    private var line = 1
    private var lineStart = 0

    /// The tokens of the line being read, and what decides whether it stands alone.
    private var pending: [MustacheToken] = []
    private var pendingText: [UInt8] = []
    private var lineHasTag = false
    private var lineHasContent = false
    private var tokens: [MustacheToken] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func scan(_ text: String) throws(MustacheSyntaxError) -> [MustacheToken] {
        var scanner = MustacheScanner(text)
        return try scanner.run()
    }

    private mutating func run() throws(MustacheSyntaxError) -> [MustacheToken] {
        while position < bytes.count {
            let tagStart = DelimiterSearch(open).firstIndex(in: bytes, from: position) ?? bytes.count
            readText(upTo: tagStart)
            if tagStart < bytes.count { try readTag() }
        }
        endLine()
        return tokens
    }

    private mutating func readText(upTo end: Int) {
        while position < end {
            let byte = bytes[position]
            pendingText.append(byte)
            position += 1
            if byte == UInt8(ascii: "\n") {
                endLine()
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                lineHasContent = true
            }
        }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        pending.append(.text(String(decoding: pendingText, as: UTF8.self)))
        pendingText.removeAll(keepingCapacity: true)
    }

    /// Ends the current line: a standalone line keeps only its tags, with the white space before the first one as
    /// their indentation; any other line keeps everything, after a mark of where it starts.
    private mutating func endLine() {
        flushText()
        if lineHasTag && !lineHasContent {
            var indentation = ""
            var seenTag = false
            for token in pending {
                switch token {
                case .text(let text) where !seenTag:
                    indentation += text
                case .text, .lineStart:
                    continue
                case .tag(var tag):
                    if !seenTag { tag.indentation = indentation }
                    seenTag = true
                    tokens.append(.tag(tag))
                }
            }
        } else if !pending.isEmpty {
            tokens.append(.lineStart)
            tokens += pending
        }
        pending.removeAll(keepingCapacity: true)
        lineHasTag = false
        lineHasContent = false
        lineStart = position
        line += 1
    }

    private mutating func readTag() throws(MustacheSyntaxError) {
        let tagLine = line
        let column = position - lineStart + 1
        let tagStart = position
        position += open.count
        var kind = MustacheTag.Kind.variable
        var closing = close
        if position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "{"): kind = .unescaped; closing = Array("}".utf8) + close
            case UInt8(ascii: "&"): kind = .unescaped
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .inverted
            case UInt8(ascii: "/"): kind = .close
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "<"): kind = .parent
            case UInt8(ascii: "$"): kind = .block
            case UInt8(ascii: "="): kind = .delimiters; closing = Array("=".utf8) + close
            default: break
            }
        }
        let contentStart = kind == .variable ? position : min(position + 1, bytes.count)
        guard let end = DelimiterSearch(closing).firstIndex(in: bytes, from: contentStart) else {
            let text = String(decoding: bytes[tagStart...].prefix(40), as: UTF8.self)
            throw MustacheSyntaxError(reason: kind == .variable || kind == .comment ? .unclosedTag : .malformedTag(text),
                                      line: tagLine, column: column)
        }
        for index in contentStart..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let content = String(decoding: bytes[contentStart..<end], as: UTF8.self)
        position = end + closing.count
        let name = content.trimmingWhitespace
        switch kind {
        case .comment:
            break
        case .delimiters:
            let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw MustacheSyntaxError(reason: .invalidDelimiters(content), line: tagLine, column: column)
            }
            open = Array(parts[0].utf8)
            close = Array(parts[1].utf8)
        default:
            guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else {
                throw MustacheSyntaxError(reason: .invalidName(content), line: tagLine, column: column)
            }
        }
        flushText()
        pending.append(.tag(MustacheTag(kind: kind, name: name, place: MustachePlace(line: tagLine, column: column))))
        if kind.canStandAlone { lineHasTag = true } else { lineHasContent = true }
    }
}

private extension String {
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
