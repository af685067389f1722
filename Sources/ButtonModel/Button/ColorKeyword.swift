import DesignTokens
import DocGenSupport

/// A keyword written for a part's color instead of a color: `currentColor` and the CSS-wide keywords, each taking
/// the meaning CSS gives it for the property the part stands for (CSS Cascading and Inheritance Level 4, §7; CSS
/// Color Level 4, §6.4 for `currentColor`). `transparent` is a color (`Color.transparent`), not one of these.
public enum ColorKeyword: String, Hashable, Sendable, CaseIterable {
    case inherit
    case currentColor
    case initial
    case unset

    /// The keyword for a word as a definition or a token writes it; CSS keywords are ASCII case-insensitive
    /// (`currentcolor`, `INHERIT`).
    public init?(word: String) {
        guard let keyword = Self.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else { return nil }
        self = keyword
    }
}
