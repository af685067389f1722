import DocGenSupport
import DocGenYAML


/// Front matter written the common way, one `key: value` per line, read without libyaml to the values Yams's nodes
/// give: a plain, single-quoted or double-quoted scalar on each line, keys unique and at the start of the line.
///
/// Anything else (nesting, lists, flow collections, comments, escapes, anchors, tags, block scalars, tabs, a value
/// running onto the next line, more than the limits allow) is left to Yams, so that what this reader accepts reads
/// exactly as Yams reads it, and Yams reports what is wrong.
package enum FlatFrontMatter {
    /// One `key: value` line: the key, its line in the YAML (1-based), and its value.
    package struct Entry {
        package var key: String
        package var line: Int
        package var value: FrontMatterValue
    }

    /// Every line's entry, in order, or `nil` when the YAML is empty or not written one flat `key: value` per line.
    package static func entries(in yaml: String, limits: InputLimits = InputLimits()) -> [Entry]? {
        var entries: [Entry] = []
        var keys: Set<Substring> = []
        var line = 0
        for text in yaml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            if text.isEmpty { continue }
            guard let colon = keyEnd(text), colon != text.endIndex else { return nil }
            let key = Substring(yaml[text.startIndex..<colon])
            guard keys.insert(key).inserted, let value = value(yaml[yaml.utf8.index(after: colon)..<text.endIndex]) else { return nil }
            entries.append(Entry(key: String(key), line: line, value: value))
        }
        // A mapping of n scalars is 1 + 2n nodes, two levels deep.
        guard !entries.isEmpty, 1 + 2 * entries.count <= limits.yamlNodes, limits.nestingDepth >= 2 else { return nil }
        return entries
    }

    /// Where a key of letters, digits, `_` and `-` (a letter or `_` first) ends at its colon, or `nil`.
    private static func keyEnd(_ text: Substring.UTF8View) -> String.Index? {
        guard let first = text.first, isLetter(first) || first == UInt8(ascii: "_") else { return nil }
        var index = text.startIndex
        var length = 0
        while index != text.endIndex, isLetter(text[index]) || isDigit(text[index]) || text[index] == UInt8(ascii: "_") || text[index] == UInt8(ascii: "-") {
            index = text.index(after: index)
            length += 1
        }
        guard length <= 128, index != text.endIndex, text[index] == UInt8(ascii: ":") else { return nil }
        return index
    }

    /// The value after a key's colon: spaces, then a quoted or plain scalar on its own.
    private static func value(_ rest: Substring) -> FrontMatterValue? {
        let utf8 = rest.utf8
        guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }), start != utf8.startIndex else { return nil }
        var end = utf8.endIndex
        while end > start, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        let scalar = utf8[start..<end]
        guard scalar.allSatisfy(isAllowed), rest[start..<end].unicodeScalars.allSatisfy(isAllowed) else { return nil }
        let first = scalar[scalar.startIndex]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            // A quoted scalar with no quote, escape or backslash inside reads as written between its quotes.
            guard scalar.count >= 2, scalar.last == first else { return nil }
            let inside = scalar.dropFirst().dropLast()
            guard !inside.contains(first), !inside.contains(UInt8(ascii: "\\")) else { return nil }
            // Quoted, it is text whatever it reads like.
            return .string(String(rest[inside.startIndex..<inside.endIndex]))
        }
        guard startsPlain(scalar) else { return nil }
        var previous = first
        for byte in scalar.dropFirst() {
            // `: ` would start a mapping and ` #` a comment; a colon at the end is one too.
            if byte == UInt8(ascii: "#"), previous == UInt8(ascii: " ") { return nil }
            if previous == UInt8(ascii: ":"), byte == UInt8(ascii: " ") { return nil }
            previous = byte
        }
        guard previous != UInt8(ascii: ":") else { return nil }
        return plainValue(rest[start..<end])
    }

    /// A plain scalar's value. Words of letters and spaces longer than `false` are text and a whole number without a
    /// leading zero is that number, as Yams's constructors read them; the rest goes through those constructors.
    private static func plainValue(_ text: Substring) -> FrontMatterValue {
        let utf8 = text.utf8
        if utf8.count > 5, utf8.allSatisfy({ isLetter($0) || $0 == UInt8(ascii: " ") }) {
            return .string(String(text))
        }
        if utf8.count <= 18, utf8.allSatisfy(isDigit), utf8.first != UInt8(ascii: "0") || utf8.count == 1, let number = Int(text) {
            return .number(Double(number))
        }
        return FrontMatterParser.value(of: YAMLNode(.scalar(YAMLScalar(String(text)))))
    }

    /// A plain scalar starts with a letter, a digit, a character beyond ASCII, a few harmless signs, or a minus
    /// before a digit: never with an indicator (`- ? : , [ ] { } # & * ! | > ' " % @` and the backtick).
    private static func startsPlain(_ scalar: Substring.UTF8View) -> Bool {
        let first = scalar[scalar.startIndex]
        if isLetter(first) || isDigit(first) || first >= 0x80 || "._/(+~$".utf8.contains(first) { return true }
        let second = scalar.index(after: scalar.startIndex)
        return first == UInt8(ascii: "-") && second != scalar.endIndex && isDigit(scalar[second])
    }

    /// Printable ASCII; control characters, tabs and carriage returns leave the line to Yams.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F
    }

    /// Characters beyond ASCII that YAML reads as printable and never as a line break or byte-order mark.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 || (scalar.value >= 0xA0 && scalar.value != 0x2028 && scalar.value != 0x2029
                                && scalar.value != 0xFEFF && scalar.value < 0xFFFE)
            || scalar.value >= 0x10000
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
