import ButtonModel
import DesignTokens
import DocGenSupport

extension ResolvedPart {
    /// Where a value on a diagram came from, in a few words: the token the component names
    /// (`theme.height.button.md`), `literal 16` for a value written in the component file, or `docgen default`.
    package var provenance: String {
        if let token = tokens.first { return token.description }
        if written == "default" { return "docgen default" }
        if derivedFrom != nil { return "as \(derivedFrom!.rawValue)" }
        return "literal \(written)"
    }
}

extension ResolvedPart where Value == Color {
    /// `#0b5fff`, `transparent`, or `#0000001f (#e0e0e0 painted)` for a translucent color.
    package var colorText: String {
        if declared.alpha == 0 { return "transparent" }
        return declared.isOpaque ? value.hex : "\(declared.hex) (\(value.hex) painted)"
    }
}

extension Double {
    /// `44px`, `12.5px`: a length as a diagram labels it.
    package var px: String { "\(ButtonGlyphs.n(self))px" }
}
