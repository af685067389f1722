import DocGenSupport

/// A format or convention beside the DTCG format that reads or changes token values: Tokens Studio's math, color
/// functions and color modifiers (`TokensStudioValueAdapter`), Primer's `alpha` and `mix` beside `$value`
/// (`AlphaBesideValue`, `MixBesideValue`), Telekom's modular scale (`ModularScale`) and colors with alpha
/// (`ColorAlphaObject`). Per-context values in `$extensions` (`ContextValues`) are applied before resolution, to
/// the definitions, by the loader.
package protocol TokenValueAdapter {
    /// Whether `token` is a value computed from the token its `$value` names rather than an alias of it.
    func computesValue(_ token: Int, in definitions: [TokenDefinition]) -> Bool
    /// Whether `json`, where a `type` value is expected, is written in the adapter's notation (read by `parse`).
    func reads(_ json: JSONValue, as type: TokenType, in files: TokenFileTable) -> Bool
    /// `json`, which the adapter `reads`, as a value of `type`; nil, reported, when it cannot be read.
    func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue?
    /// The value resolved for `token` (its own literal's, or the value of the token it aliases), changed as the
    /// token's members say; unchanged when they say nothing; nil, reported, when the change cannot be made.
    func adjust<Parser: TokenValueParser>(_ value: TokenValue, type: TokenType, of token: Int, with parser: inout Parser) -> TokenValue?
}

extension TokenValueAdapter {
    package func computesValue(_ token: Int, in definitions: [TokenDefinition]) -> Bool { false }
    package func reads(_ json: JSONValue, as type: TokenType, in files: TokenFileTable) -> Bool { false }
    package func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue? { nil }
    package func adjust<Parser: TokenValueParser>(_ value: TokenValue, type: TokenType, of token: Int, with parser: inout Parser) -> TokenValue? { value }
}

/// The adapters, in the order they apply, which is fixed: Tokens Studio first, then Primer's alpha, then Primer's
/// mix (its build's `color/hexAlpha` before `color/hexMix`), then Style Dictionary's color recipe (`modify`). So a token's color modifier gives a color whose alpha
/// the token's `alpha` then sets, and a value in Tokens Studio's
/// notation is read before the format's literals. Values are read by a CSS function (`CSSFunctionValue`, which
/// leaves Tokens Studio's own functions to it) before Tokens Studio's notation, and as a string with references
/// inside (`StringReferenceValue`) after every other notation. Called by the alias resolver (`computesValue`, `adjust`, for
/// each token it resolves) and by the value parser (`parse`, for each value that is not an alias).
package enum TokenValueAdapters {
    package static let tokensStudio = TokensStudioValueAdapter()
    package static let alphaBesideValue = AlphaBesideValue()
    package static let mixBesideValue = MixBesideValue()
    package static let cssFunction = CSSFunctionValue()
    package static let stringReferences = StringReferenceValue()
    package static let modularScale = ModularScale()
    package static let colorAlphaObject = ColorAlphaObject()
    package static let colorRecipe = ColorRecipeValue()

    package static func computesValue(_ token: Int, in definitions: [TokenDefinition]) -> Bool {
        tokensStudio.computesValue(token, in: definitions) || alphaBesideValue.computesValue(token, in: definitions)
    }

    /// nil when no adapter reads `json`; otherwise what the first that does gives (nil inside when it failed).
    package static func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue?? {
        if modularScale.reads(json, as: type, in: parser.files) { return .some(modularScale.parse(json, as: type, owner: owner, with: &parser)) }
        if colorAlphaObject.reads(json, as: type, in: parser.files) { return .some(colorAlphaObject.parse(json, as: type, owner: owner, with: &parser)) }
        if cssFunction.reads(json, as: type, in: parser.files) { return .some(cssFunction.parse(json, as: type, owner: owner, with: &parser)) }
        if tokensStudio.reads(json, as: type, in: parser.files) { return .some(tokensStudio.parse(json, as: type, owner: owner, with: &parser)) }
        if alphaBesideValue.reads(json, as: type, in: parser.files) { return .some(alphaBesideValue.parse(json, as: type, owner: owner, with: &parser)) }
        if stringReferences.reads(json, as: type, in: parser.files) { return .some(stringReferences.parse(json, as: type, owner: owner, with: &parser)) }
        return nil
    }

    package static func adjust<Parser: TokenValueParser>(_ value: TokenValue, type: TokenType, of token: Int, with parser: inout Parser) -> TokenValue? {
        guard let value = tokensStudio.adjust(value, type: type, of: token, with: &parser),
              let value = alphaBesideValue.adjust(value, type: type, of: token, with: &parser) else { return nil }
        guard let value = mixBesideValue.adjust(value, type: type, of: token, with: &parser) else { return nil }
        return colorRecipe.adjust(value, type: type, of: token, with: &parser)
    }
}
