import DocGenSupport
import DesignTokens

/// Reads the custom properties of a CSS file, block by block, with the line and column of each (CSS Syntax 3 in
/// the small: comments, strings, escapes, nested blocks and `!important`; what is not a custom property is
/// skipped, so a stylesheet of ordinary rules reads as blocks with no declarations).
///
/// A repeated property keeps every declaration in order; `CSSPropertyScope` applies the cascade.
public enum CSSCustomPropertyReader {
    public static func read(_ bytes: [UInt8], file: String, maximumDepth: Int = InputLimits.Name.nestingDepth.defaultValue) -> Result<CSSStylesheet, Diagnostic> {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .failure(error(SourceLocation(file: file), "the file is not UTF-8 text"))
        }
        var scanner = Scanner(bytes: bytes, file: file)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        var blocks: [CSSRuleBlock] = []
        var open: [(block: Int, chain: CSSPreludeChain, location: SourceLocation)] = []
        while true {
            do {
                try scanner.skipSpaceAndComments()
            } catch {
                return .failure(error.diagnostic)
            }
            guard let byte = scanner.peek else {
                if let unclosed = open.last {
                    return .failure(error(unclosed.location, "this block is never closed: a '}' is missing"))
                }
                return .success(CSSStylesheet(file: file, blocks: blocks))
            }
            if byte == UInt8(ascii: "}") {
                guard open.popLast() != nil else { return .failure(error(scanner.location, "'}' closes no block")) }
                scanner.advance()
                continue
            }
            let segment: Scanner.Segment
            do {
                segment = try scanner.segment()
            } catch {
                return .failure(error.diagnostic)
            }
            switch segment.terminator {
            case UInt8(ascii: "{"):
                guard open.count < maximumDepth else {
                    return .failure(error(segment.location, "blocks nest more than \(maximumDepth) deep",
                                          hint: "raise the limit with --limit nesting-depth=N"))
                }
                let chain = CSSPreludeChain(Self.collapsed(segment.text), outer: open.last?.chain)
                blocks.append(CSSRuleBlock(chain: chain, declarations: []))
                open.append((blocks.count - 1, chain, segment.location))
            case nil where !open.isEmpty:
                return .failure(error(open.last!.location, "this block is never closed: a '}' is missing"))
            default:
                if let current = open.last, let declaration = declaration(segment) {
                    blocks[current.block].declarations.append(declaration)
                }
            }
        }
    }

    /// `--name: value [!important]`, or nil when the segment is not a custom property.
    package static func declaration(_ segment: Scanner.Segment) -> CSSDeclaration? {
        let text = segment.text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard text.hasPrefix("--"), let colon = text.firstIndex(of: ":") else { return nil }
        let name = String(text[..<colon]).trimmingSpaces
        guard !name.contains(where: \.isWhitespace) else { return nil }
        var value = collapsed(String(text[text.index(after: colon)...]))
        var important = false
        if let bang = value.lastIndex(of: "!"),
           value[value.index(after: bang)...].trimmingSpaces.lowercased() == "important",
           !isInsideString(value[..<bang]) {
            important = true
            value = String(value[..<bang]).trimmingSpaces
        }
        return CSSDeclaration(name: name, value: value, important: important, location: segment.location)
    }

    /// Whether `prefix` ends inside an open string.
    private static func isInsideString(_ prefix: Substring) -> Bool {
        var quote: Character?, escaped = false
        for character in prefix {
            if escaped { escaped = false } else if character == "\\" { escaped = true }
            else if let open = quote { if character == open { quote = nil } }
            else if character == "\"" || character == "'" { quote = character }
        }
        return quote != nil
    }

    /// Runs of whitespace outside strings become one space; leading and trailing whitespace goes.
    package static func collapsed(_ text: String) -> String {
        var result = "", quote: Character?, escaped = false, pendingSpace = false
        for character in text {
            if quote == nil, character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" "); pendingSpace = false }
            result.append(character)
            if escaped { escaped = false } else if character == "\\" { escaped = true }
            else if let open = quote { if character == open { quote = nil } }
            else if character == "\"" || character == "'" { quote = character }
        }
        return result
    }

    package static func error(_ location: SourceLocation, _ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(location: location, code: "css.syntax", message: message,
                   hint: hint ?? "fix the CSS file, or pass the stylesheet your build writes")
    }
}
