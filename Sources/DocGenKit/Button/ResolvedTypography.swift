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
}
