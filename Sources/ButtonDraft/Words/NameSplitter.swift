/// Splits a token name into words: each segment at `-`, `_`, spaces and `/`, and at camelCase and UPPER_SNAKE
/// boundaries (`bgColor` → `bg`, `color`; `COLOR_BACKGROUND` → `color`, `background`), lower-cased. A whole segment
/// `_` or `@base` is one word: the rest marker a system writes for its unnamed state or size.
public enum NameSplitter {
    /// The characters that end a word inside a segment.
    static let separators: Set<Character> = ["-", "_", " ", "/"]

    /// The words of one segment, lower-cased, in order.
    public static func words(of segment: String) -> [String] {
        if segment == "_" || segment.hasPrefix("@") { return [segment] }
        var words: [String] = []
        var current = ""
        let characters = Array(segment)
        for (offset, character) in characters.enumerated() {
            if separators.contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, character.isUppercase, startsWord(at: offset, in: characters) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// Whether the upper-case letter at `offset` starts a word: after a lower-case letter or a digit (`bgColor`), or
    /// as the last capital of a run followed by a lower-case letter (`HTMLParser` → `HTML`, `Parser`).
    static func startsWord(at offset: Int, in characters: [Character]) -> Bool {
        guard offset > 0 else { return false }
        let previous = characters[offset - 1]
        if previous.isLowercase || previous.isNumber { return true }
        guard previous.isUppercase, offset + 1 < characters.count else { return false }
        return characters[offset + 1].isLowercase
    }
}
