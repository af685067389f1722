import DocGenSupport

/// Splits a token name into words: each segment at `-`, `_`, spaces and `/`, and at camelCase and UPPER_SNAKE
/// boundaries (`bgColor` → `bg`, `color`; `COLOR_BACKGROUND` → `color`, `background`), lower-cased. A whole segment
/// `_` or `@base` is one word: the rest marker a system writes for its unnamed state or size.
public enum NameSplitter {
    /// The words of one segment, lower-cased, in order, cut as the build's name rules cut them (`CaseWords`).
    public static func words(of segment: String) -> [String] {
        if segment == "_" || segment.hasPrefix("@") { return [segment] }
        return CaseWords.split(segment).map { $0.lowercased() }
    }
}
