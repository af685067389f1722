import DocGenSupport

/// Tokens Studio's token type names (its `type`/`$type` values), and the DTCG 2025.10 type each is read as.
package enum TokensStudioType {
    /// Types read as `dimension`: bare numbers are px, as Tokens Studio assumes.
    package static let dimensions: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "dimension", "fontSizes", "letterSpacing",
        "paragraphSpacing", "paragraphIndent",
    ]

    /// Types the format has no type for: read as strings (`text` as content, `asset` as a link; see
    /// `ForeignTypeName`), `composition` kept under its own name as an opaque value.
    package static let opaque: Set<String> = ["other", "text", "composition", "textCase", "textDecoration", "asset", "boolean", "string"]

    /// Names only Tokens Studio uses: one of them in a file marks the file as a Tokens Studio export. `boolean` and
    /// `string` are not among them: DTCG token sets use them too (read there as types outside the format).
    package static let distinctive: Set<String> = dimensions.subtracting(["dimension"]).union(opaque.subtracting(["boolean", "string"])).union([
        "fontFamilies", "fontWeights", "lineHeights", "opacity", "boxShadow", TokensStudioMathType.name,
    ])

    /// The DTCG type for a Tokens Studio type name; `lineHeights` or `number` written with px or rem is a dimension.
    package static func dtcgType(_ name: String, value: JSONValue?) -> String {
        if dimensions.contains(name) { return "dimension" }
        if name == TokensStudioMathType.name { return TokensStudioMathType.dtcgType(of: value) }
        if name == "number" {
            if let unit = value?.string.flatMap(TokensStudioQuantity.parse)?.unit, unit == "px" || unit == "rem" { return "dimension" }
            return "number"
        }
        // The names sd-transforms maps (`ForeignTypeName.tokensStudio`): `fontFamilies`, `boxShadow`, `text`, …
        guard ForeignTypeName.tokensStudio[name] != nil, let mapping = ForeignTypeName.mapping(for: name, value: value) else { return name }
        return mapping.type.rawValue
    }

    /// Font weight names as Tokens Studio maps them (sd-transforms' `fontWeightMap`, after MDN's common weight
    /// name mapping): case and spaces do not matter, and a trailing style (`Bold Italic`) is dropped.
    package static func fontWeight(_ text: String) -> Double? {
        var name = text.lowercased()
        for style in ["italic", "oblique", "normal"] where name.hasSuffix(" " + style) { name = String(name.dropLast(style.count + 1)) }
        name = name.filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
        if let number = Double(name) { return number }
        return weightNames[name]
    }

    private static let weightNames: [String: Double] = [
        "hairline": 100, "thin": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200,
        "light": 300, "leicht": 300, "normal": 400, "regular": 400, "buch": 400, "book": 400,
        "medium": 500, "kraeftig": 500, "kräftig": 500, "semibold": 600, "demibold": 600, "halbfett": 600,
        "bold": 700, "dreiviertelfett": 700, "extrabold": 800, "ultrabold": 800, "fett": 800,
        "black": 900, "heavy": 900, "super": 900, "extrafett": 900, "ultra": 950, "ultrablack": 950, "extrablack": 950,
    ]
}
