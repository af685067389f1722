import DocGenSupport

/// CSS-wide keywords and `currentColor` written as a color token's value (`"$value": "inherit"`, Open edX Paragon's
/// `tokens/src/themes/light/components/Button/*.json`): Style Dictionary writes them to CSS as they are (Paragon's
/// color transform returns `inherit`, `initial`, `revert`, `unset`, `currentColor` and `none` untouched), and CSS
/// gives each its meaning where the property is used. Read as the keyword (`TokenValue.keyword`) of a color token,
/// with a note: what it paints depends on the part that uses it, which the component's matrix decides.
/// `transparent` is a color (CSS Color 4 § 6.2), read by `CSSColorText` as the transparent color.
package enum CSSColorKeyword {
    /// The keywords, lowercase, each with the spelling kept in the value (CSS keywords are ASCII case-insensitive:
    /// `currentcolor` is `currentColor`).
    package static let spellings: [String: String] = [
        "inherit": "inherit", "initial": "initial", "unset": "unset", "revert": "revert", "revert-layer": "revert-layer",
        "currentcolor": "currentColor",
    ]

    /// The keyword `text` is, in its kept spelling, or nil.
    package static func keyword(_ text: String) -> String? {
        spellings[text.trimmingSpaces.lowercased()]
    }

    /// What CSS gives each keyword, for the note.
    package static func meaning(of keyword: String) -> String {
        switch keyword {
        case "inherit": "the parent element's value of the property that uses it"
        case "currentColor": "the element's own text color"
        case "initial": "the initial value of the property that uses it (the text color for color, transparent for a background)"
        default: "the inherited value for an inherited property such as color, else the initial value"
        }
    }
}

extension TokenValueParser {
    /// A color token whose value is a CSS-wide keyword or `currentColor`: the keyword, with a note (in every file:
    /// Style Dictionary's own formats pass it through too, but what it paints is decided where it is used).
    package mutating func colorKeyword(_ json: JSONValue, owner: Int) -> TokenValue? {
        guard let text = json.string, let keyword = CSSColorKeyword.keyword(text) else { return nil }
        report(TokenError(.nonstandard("the color is the CSS keyword \"\(text)\", not a color",
                                       assumed: "the keyword \(keyword), which paints \(CSSColorKeyword.meaning(of: keyword)); " +
                                           "a part that uses it takes the color CSS gives it there",
                                       advice: "write the color it stands for where one color is meant"),
                          at: location(of: json, owner: owner)))
        return .keyword(keyword)
    }
}
