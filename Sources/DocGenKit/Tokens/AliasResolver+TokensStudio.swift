import Foundation

/// Tokens Studio's computed values: math expressions in values (`{space.base} * 2`) and color modifiers in
/// `$extensions["studio.tokens"].modify`, both evaluated here so that the aliases inside them resolve in the
/// permutation being resolved.
extension AliasResolver {
    /// A string in a Tokens Studio file that is math rather than a literal or a single alias.
    func isStudioExpression(_ json: JSONValue) -> Bool {
        guard let text = json.string, files.format(of: json.file) == .tokensStudio else { return false }
        return TokensStudioMath.isExpression(text)
    }

    /// The modifier written on a token, if any.
    func studioModifier(of position: Int) -> JSONValue? {
        definitions[position].node["$extensions"]?["studio.tokens"]?["modify"]
    }

    /// Computes a math expression and reads the result as `type` (a dimension, number, font weight or duration).
    mutating func studioMath(_ json: JSONValue, as type: TokenType, owner: Int) -> TokenValue? {
        guard let result = studioQuantity(json, owner: owner) else { return nil }
        let shown = result.value.formattedForDisplay + (result.unit ?? "")
        switch (type, result.unit) {
        case (.dimension, nil), (.dimension, "px"): return .dimension(Dimension(result.value, .px))
        case (.dimension, "rem"): return .dimension(Dimension(result.value, .rem))
        case (.number, nil): return .number(result.value)
        case (.number, "%"): return .number(result.value / 100)
        case (.fontWeight, nil) where (1...1000).contains(result.value): return .fontWeight(result.value)
        case (.duration, nil), (.duration, "ms"): return .duration(TokenDuration(result.value, .ms))
        case (.duration, "s"): return .duration(TokenDuration(result.value, .s))
        default:
            return malformed(json, type, "the expression \"\(json.string ?? "")\" gives \(shown), which is not a valid \(type.rawValue)", owner)
        }
    }

    /// A number, a numeric string, a reference or an expression, as a quantity (nil after reporting why not).
    mutating func studioQuantity(_ json: JSONValue, owner: Int) -> TokensStudioQuantity? {
        if let number = json.number { return TokensStudioQuantity(number) }
        guard let text = json.string else {
            _ = malformed(json, nil, "expected a number or a math expression, found \(json.kindDescription)", owner)
            return nil
        }
        let depth = options.limits.nestingDepth
        let outcome = TokensStudioMath.evaluate(text, maximumDepth: depth) { name in mathOperand(name, at: json, owner: owner) }
        switch outcome {
        case .success(let quantity): return quantity
        case .failure(let failure) where failure.limit != nil:
            let what = "the math expression nests parentheses, function calls and signs too deeply (at character \(failure.position))"
            errors.append(TokenError(.limitExceeded(.nestingDepth, limit: depth, what), at: location(of: json, owner: owner)))
            return nil
        case .failure(let failure):
            if !failure.message.isEmpty {
                let place = failure.position > 0 ? " at character \(failure.position)" : ""
                let shown = text.count > 80 ? text.prefix(80) + "…" : Substring(text)
                _ = malformed(json, nil, "malformed math in \"\(shown)\"\(place): \(failure.message)", owner)
            }
            return nil
        }
    }

    private mutating func mathOperand(_ name: String, at json: JSONValue, owner: Int) -> TokensStudioQuantity? {
        guard let target = index[name] else {
            reportMissing("{\(name)}", at: json, owner: owner)
            return nil
        }
        guard let value = resolvedOperand(target, owner: owner, at: json) else { return nil }
        switch value {
        case .dimension(let dimension): return TokensStudioQuantity(dimension.value, dimension.unit.rawValue)
        case .number(let number), .fontWeight(let number): return TokensStudioQuantity(number)
        case .duration(let duration): return TokensStudioQuantity(duration.value, duration.unit.rawValue)
        default:
            _ = malformed(json, nil, "{\(name)} is not a number or a dimension, so it cannot be used in math", owner)
            return nil
        }
    }

    /// Applies a token's `modify` to its resolved color.
    mutating func applyStudioModifier(_ modify: JSONValue, to value: TokenValue, owner: Int) -> TokenValue? {
        guard case .color(let color) = value else {
            return malformed(modify, nil, "a color modifier needs a color token", owner)
        }
        guard let spaceName = modify["space"]?.string, !spaceName.isEmpty else { return value } // As Tokens Studio: no space, no change.
        guard let space = TokensStudioColorModifier.Space(rawValue: spaceName) else {
            return malformed(modify["space"] ?? modify, .color, "unknown modifier space \"\(spaceName)\"; expected srgb, hsl, lch or p3", owner)
        }
        let kindName = modify["type"]?.string ?? ""
        guard let kind = TokensStudioColorModifier.Kind(rawValue: kindName) else {
            return malformed(modify["type"] ?? modify, .color, "unknown modifier type \"\(kindName)\"; expected lighten, darken, mix or alpha", owner)
        }
        guard let amountValue = modify["value"] else { return malformed(modify, .color, "the modifier has no value", owner) }
        guard let amount = studioQuantity(amountValue, owner: owner) else { return nil }
        guard amount.unit == nil else {
            return malformed(amountValue, .color, "the modifier value must be a plain number such as 0.2", owner)
        }
        var mixColor: Color?
        if kind == .mix {
            guard let colorValue = modify["color"] else { return malformed(modify, .color, "a mix modifier needs a color", owner) }
            guard case .color(let other)? = parseValue(colorValue, as: .color, owner: owner, depth: 1) else { return nil }
            mixColor = other
        }
        let modifier = TokensStudioColorModifier(kind: kind, amount: amount.value, space: space, mixColor: mixColor)
        return .color(modifier.apply(to: color))
    }

    /// Tokens Studio's `rgba(#ffff00, 0.5)` and `rgba({color.yellow}, 50%)`, and CSS `rgba(255, 255, 0, 0.5)`.
    func isStudioColorFunction(_ json: JSONValue) -> Bool {
        guard let text = json.string, files.format(of: json.file) == .tokensStudio else { return false }
        return (text.hasPrefix("rgba(") || text.hasPrefix("rgb(")) && text.hasSuffix(")")
    }

    mutating func studioColorFunction(_ json: JSONValue, owner: Int) -> TokenValue? {
        let text = json.string ?? ""
        let inner = text.drop { $0 != "(" }.dropFirst().dropLast()
        let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        func fraction(_ part: String, scale: Double) -> Double? {
            guard let quantity = TokensStudioQuantity.parse(part) else { return nil }
            switch quantity.unit {
            case nil: return quantity.value / scale
            case "%": return quantity.value / 100
            default: return nil
            }
        }
        let usage = "expected rgba(#rrggbb, alpha), rgba({color}, alpha) or rgba(red, green, blue, alpha)"
        switch parts.count {
        case 2:
            guard let alpha = fraction(parts[1], scale: 1), (0...1).contains(alpha) else {
                return malformed(json, .color, "\"\(text)\": the alpha must be a number in [0, 1] or a percentage; \(usage)", owner)
            }
            var base = json
            base.content = .string(parts[0])
            guard case .color(var color)? = parseValue(base, as: .color, owner: owner, depth: 1) else { return nil }
            color.alpha = alpha
            return .color(color)
        case 3, 4:
            let channels = parts.prefix(3).map { fraction($0, scale: 255) }
            let alpha = parts.count == 4 ? fraction(parts[3], scale: 1) : 1
            guard channels.allSatisfy({ $0.map { (0...1).contains($0) } == true }), let alpha, (0...1).contains(alpha) else {
                return malformed(json, .color, "\"\(text)\": channels must be 0–255 or percentages; \(usage)", owner)
            }
            return .color(Color(red: channels[0] ?? 0, green: channels[1] ?? 0, blue: channels[2] ?? 0, alpha: alpha))
        default:
            return malformed(json, .color, "\"\(text)\": \(usage)", owner)
        }
    }
}
