import DesignTokens
import DocGenSupport

/// One value written in a component definition: a token reference or a literal, with where it was written.
public struct ComponentValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `"{color.button.primary.default.background}"`
        case token(TokenPath)
        /// `"#0b5fff"`, `"#00000080"`, `transparent`
        case color(Color)
        /// `44`, `"44px"`, `"1rem"` (16 px), `600`
        case number(Double)
        /// `"({md.comp.button.touch-target} - {md.comp.button.container-height}) / 2"`
        case expression(ComponentExpression)
        /// `inherit`, `currentColor`, `initial`, `unset`: a CSS-wide keyword (or `currentColor`) in a part's color,
        /// which takes the meaning CSS gives it for that part (`ColorKeyword`).
        case keyword(ColorKeyword)
        /// `["{button.color.background.primary}", "{color.background.primary}", "#0b5fff"]`: tried in order as CSS
        /// tries `var(--a, var(--b, #0b5fff))`; an entry that is unset or not defined gives way to the next.
        case fallbacks([ComponentValue])
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// How the value reads in the file: `{path}`, `#rrggbb` or the number.
    public var written: String {
        switch kind {
        case .token(let path): "{\(path)}"
        case .color(let color): color.hex
        case .number(let number): number.formattedForDisplay
        case .expression(let expression): expression.text
        case .keyword(let keyword): keyword.rawValue
        case .fallbacks(let entries): "[" + entries.map(\.written).joined(separator: ", ") + "]"
        }
    }
}
