extension ResolvedPart {
    /// Where a value on a diagram came from, in a few words: the token the component names
    /// (`theme.height.button.md`), `literal 16` for a value written in the component file, or `docgen default`.
    var provenance: String {
        if let token = tokens.first { return token.description }
        if written == "default" { return "docgen default" }
        if derivedFrom != nil { return "as \(derivedFrom!.rawValue)" }
        return "literal \(written)"
    }
}

extension Double {
    /// `44px`, `12.5px`: a length as a diagram labels it.
    var px: String { "\(ButtonGlyphs.n(self))px" }
}
