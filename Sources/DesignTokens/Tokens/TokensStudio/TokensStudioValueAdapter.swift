import DocGenSupport

/// Tokens Studio's computed values: math expressions in values (`{space.base} * 2`), color functions
/// (`rgba({color.yellow}, 50%)`) and color modifiers in `$extensions["studio.tokens"].modify`, all evaluated while
/// resolving, so that the aliases inside them resolve in the permutation being resolved.
package struct TokensStudioValueAdapter: TokenValueAdapter {
    /// A token with a color modifier is a computed value, not an alias.
    package func computesValue(_ token: Int, in definitions: [TokenDefinition]) -> Bool {
        modifier(of: definitions[token]) != nil
    }

    /// Math where a number, dimension, font weight or duration is expected; a color function where a color is.
    package func reads(_ json: JSONValue, as type: TokenType, in files: TokenFileTable) -> Bool {
        guard let text = json.string, files.format(of: json.file) == .tokensStudio else { return false }
        switch type {
        case .dimension, .number, .fontWeight, .duration: return TokensStudioMath.isExpression(text)
        case .color: return (text.hasPrefix("rgba(") || text.hasPrefix("rgb(")) && text.hasSuffix(")")
        default: return false
        }
    }

    package func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue? {
        type == .color ? colorFunction(json, owner: owner, with: &parser) : math(json, as: type, owner: owner, with: &parser)
    }

    /// Applies the token's `modify` to its color. A token with a modifier ends its chain (`computesValue`), so a
    /// value it aliases is never modified twice.
    package func adjust<Parser: TokenValueParser>(_ value: TokenValue, type: TokenType, of token: Int, with parser: inout Parser) -> TokenValue? {
        guard let modify = modifier(of: parser.definitions[token]) else { return value }
        return apply(modify, to: value, owner: token, with: &parser)
    }

    /// The modifier written on a token, if any.
    private func modifier(of definition: TokenDefinition) -> JSONValue? {
        definition.node["$extensions"]?["studio.tokens"]?["modify"]
    }

    /// Computes a math expression and reads the result as `type` (a dimension, number, font weight or duration).
    package func math<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue? {
        guard let result = quantity(json, owner: owner, with: &parser) else { return nil }
        let shown = result.value.formattedForDisplay + (result.unit ?? "")
        switch (type, result.unit) {
        case (.dimension, nil), (.dimension, "px"): return .dimension(Dimension(result.value, .px))
        case (.dimension, "rem"): return .dimension(Dimension(result.value, .rem))
        case (.number, nil): return .number(result.value)
        case (.number, "px"): return pixelsAsNumber(result, json, owner: owner, with: &parser)
        case (.number, "%"): return .number(result.value / 100)
        case (.fontWeight, nil) where (1...1000).contains(result.value): return .fontWeight(result.value)
        case (.duration, nil), (.duration, "ms"): return .duration(TokenDuration(result.value, .ms))
        case (.duration, "s"): return .duration(TokenDuration(result.value, .s))
        default:
            return parser.malformed(json, type, "the expression \"\(json.string ?? "")\" gives \(shown), which is not a valid \(type.rawValue)", owner)
        }
    }

    /// Math in a number token that gives px (its operands are dimensions, `{size.step} / {size.base} * {size.font}`)
    /// is the plain number: px is Tokens Studio's unit for a bare number, the plugin computes over the unitless values
    /// as written, and sd-transforms' `checkAndEvaluateMath` strips px before it computes. Warned: the format has no
    /// such reading.
    private func pixelsAsNumber<Parser: TokenValueParser>(_ result: TokensStudioQuantity, _ json: JSONValue, owner: Int,
                                                         with parser: inout Parser) -> TokenValue {
        let number = result.value.formattedForDisplay
        parser.report(TokenError(.nonstandard("the number token's math \"\(json.string ?? "")\" gives \(number)px, a dimension; Tokens Studio allows that, the format does not",
                                              assumed: "the number \(number), as Tokens Studio computes px as plain numbers (sd-transforms strips px before it computes)",
                                              advice: "give the token the type dimension, or make the tokens it computes with numbers"),
                                 at: parser.location(of: json, owner: owner)))
        return .number(result.value)
    }

    /// A number, a numeric string, a reference or an expression, as a quantity (nil after reporting why not).
    package func quantity<Parser: TokenValueParser>(_ json: JSONValue, owner: Int, with parser: inout Parser) -> TokensStudioQuantity? {
        if let number = json.number { return TokensStudioQuantity(number) }
        guard let text = json.string else {
            _ = parser.malformed(json, nil, "expected a number or a math expression, found \(json.kindDescription)", owner)
            return nil
        }
        let depth = parser.options.limits.nestingDepth
        let outcome = TokensStudioMath.evaluate(text, maximumDepth: depth) { name in operand(name, at: json, owner: owner, with: &parser) }
        switch outcome {
        case .success(let quantity): return quantity
        case .failure(let failure) where failure.limit != nil:
            let what = "the math expression nests parentheses, function calls and signs too deeply (at character \(failure.position))"
            parser.report(TokenError(.limitExceeded(.nestingDepth, limit: depth, what), at: parser.location(of: json, owner: owner)))
            return nil
        case .failure(let failure):
            if !failure.message.isEmpty {
                let place = failure.position > 0 ? " at character \(failure.position)" : ""
                let shown = text.count > 80 ? text.prefix(80) + "…" : Substring(text)
                _ = parser.malformed(json, nil, "malformed math in \"\(shown)\"\(place): \(failure.message)", owner)
            }
            return nil
        }
    }

    private func operand<Parser: TokenValueParser>(_ name: String, at json: JSONValue, owner: Int, with parser: inout Parser) -> TokensStudioQuantity? {
        guard let target = parser.token(referencedAs: name, at: json) else {
            parser.reportMissing("{\(name)}", at: json, owner: owner)
            return nil
        }
        guard let (value, _) = parser.operand(target, usedBy: owner, at: json) else { return nil }
        switch value {
        case .dimension(let dimension): return TokensStudioQuantity(dimension.value, dimension.unit.rawValue)
        case .number(let number), .fontWeight(let number): return TokensStudioQuantity(number)
        case .duration(let duration): return TokensStudioQuantity(duration.value, duration.unit.rawValue)
        default:
            _ = parser.malformed(json, nil, "{\(name)} is not a number or a dimension, so it cannot be used in math", owner)
            return nil
        }
    }
}
