import DesignTokens

/// The members of a DTCG typography token a label uses, each with the token's provenance.
struct ResolvedTypography {
    var fontSize: ResolvedPart<Double>?
    var fontWeight: ResolvedPart<Double>?
    var fontFamily: [String]
    /// In points, or in font sizes when `letterSpacingInEm` (DTCG tokens often write `0.1em`).
    var letterSpacing: ResolvedPart<Double>?
    var letterSpacingInEm = false
    /// A multiple of the font size.
    var lineHeight: ResolvedPart<Double>?
    /// The token, where it is defined and how the definition names it: the provenance of a line height the token
    /// leaves to the font.
    var token: TokenPath
    var location: SourceLocation
    var written: String

    /// The line height when the token has none: the font's normal one (CSS `line-height: normal`, the font's ascender,
    /// descender and line gap), measured once the fonts are loaded (`StateMatrix.measuringShadowedSurfaces`); its
    /// value is a placeholder until then.
    var normalLineHeight: ResolvedPart<Double>? {
        guard lineHeight == nil else { return nil }
        return ResolvedPart(value: 0, declared: 0, tokens: [token], location: location, written: "\(written).lineHeight")
            .noted(ResolvedTypography.normalLineHeightNote)
    }

    static let normalLineHeightNote = "normal: the token gives no lineHeight, so the font's own line height applies"
}
