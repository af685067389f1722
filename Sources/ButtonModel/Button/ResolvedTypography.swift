import DesignTokens
import DocGenSupport

/// The members of a DTCG typography token a label uses, each with the token's provenance.
package struct ResolvedTypography {
    package var fontSize: ResolvedPart<Double>?
    package var fontWeight: ResolvedPart<Double>?
    package var fontFamily: [String]
    /// In points, or in font sizes when `letterSpacingInEm` (DTCG tokens often write `0.1em`).
    package var letterSpacing: ResolvedPart<Double>?
    package var letterSpacingInEm = false
    /// A multiple of the font size.
    package var lineHeight: ResolvedPart<Double>?
    /// The token, where it is defined and how the definition names it: the provenance of a line height the token
    /// leaves to the font.
    package var token: TokenPath
    package var location: SourceLocation
    package var written: String

    /// The line height when the token has none: the font's normal one (CSS `line-height: normal`, the font's ascender,
    /// descender and line gap), measured once the fonts are loaded (`StateMatrix.laidOut(with:threads:)`); its
    /// value is a placeholder until then.
    package var normalLineHeight: ResolvedPart<Double>? {
        guard lineHeight == nil else { return nil }
        return ResolvedPart(value: 0, declared: 0, tokens: [token], location: location, written: "\(written).lineHeight")
            .noted(ResolvedTypography.normalLineHeightNote)
    }

    package static let normalLineHeightNote = "normal: the token gives no lineHeight, so the font's own line height applies"
}
