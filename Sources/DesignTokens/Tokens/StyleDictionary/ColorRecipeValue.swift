import DocGenSupport

/// Style Dictionary's color recipe beside a token's value (`ColorRecipe`) as a value adapter: applied to the token's
/// resolved color after Primer's `alpha` and `mix`, inherited by every alias of it (Paragon's transform is
/// transitive: an alias takes the computed color). The result is taken to 8 bits per channel, as the transform's
/// `hex('rgba')` writes it for the next token to read.
package struct ColorRecipeValue: TokenValueAdapter {
    package func adjust<Parser: TokenValueParser>(_ value: TokenValue, type: TokenType, of owner: Int, with parser: inout Parser) -> TokenValue? {
        let definition = parser.definitions[owner]
        guard let member = definition.node.members?.first(where: { $0.key == "modify" }),
              StyleDictionaryMember(key: member.key, value: member.value) == .recipe else { return value }
        let location = parser.files.location(of: member, file: definition.node.file, path: definition.name)
        let entries = member.value.elements ?? [member.value]
        let types = entries.map { $0["type"]?.string ?? "" }
        // Paragon's transform returns a CSS-wide keyword as written, recipe or not.
        if case .keyword = value { return value }
        guard case .color(let color) = value else {
            parser.markUnread(owner, UnreadMember(found: "the token has a \"modify\" recipe (\(Self.list(types))) beside $value, but it is a " +
                                                      "\(type.rawValue) token, which docgen computes no recipe for",
                                                  name: "the recipe \"modify\"", advice: "write the value the recipe gives in $value",
                                                  location: location))
            return value
        }
        var steps: [ColorRecipe.Step] = []
        for entry in entries {
            switch step(entry, owner: owner, with: &parser) {
            case .success(let step): steps.append(step)
            case .failure(let problem):
                parser.markUnread(owner, UnreadMember(found: "the token has a \"modify\" recipe beside $value whose step \(problem.text)",
                                                      name: "the recipe \"modify\" (\(Self.list(types)))",
                                                      advice: "write the color the recipe gives in $value, or give docgen the team's build " +
                                                          "output (tokens: build:)", location: location))
                return value
            }
        }
        let result = ColorRecipe(steps: steps).applied(to: ChromaColor(color)).color
        parser.nonstandard("the token has a Style Dictionary color recipe beside $value (\"modify\": \(Self.list(types))), which the format does not define",
                           assumed: "\(result.hex), \(color.hex) with the recipe applied as Open edX Paragon's transform applies it on chroma-js 2.4 " +
                               "(aliases inherit it)",
                           advice: "keep it to read the tokens as the team's build does, or write the computed color in $value",
                           at: member.value, owner: owner)
        return .color(result)
    }

    private static func list(_ types: [String]) -> String {
        types.map { $0.isEmpty ? "no type" : $0 }.joined(separator: ", ")
    }

    /// A problem with one step, said as the rest of a sentence ("\"type\": \"str-replace\" docgen does not compute").
    private struct Problem: Error { var text: String }

    private func step<Parser: TokenValueParser>(_ entry: JSONValue, owner: Int, with parser: inout Parser) -> Result<ColorRecipe.Step, Problem> {
        guard entry.members != nil, let type = entry["type"]?.string else { return .failure(Problem(text: "has no \"type\"")) }
        guard ColorRecipe.computedTypes.contains(type) else {
            return .failure(Problem(text: "\"type\": \"\(type)\" is a recipe docgen does not compute (it computes " +
                                        ColorRecipe.computedTypes.sorted().joined(separator: ", ") + ")"))
        }
        let amount = entry["amount"].map { number($0, owner: owner, with: &parser) }
        if amount == .some(nil) { return .failure(Problem(text: "\"\(type)\" has an amount that is not a number")) }
        func needing(_ make: (Double) -> ColorRecipe.Step, default fallback: Double? = nil) -> Result<ColorRecipe.Step, Problem> {
            guard let value = amount.flatMap({ $0 }) ?? fallback else { return .failure(Problem(text: "\"\(type)\" has no \"amount\"")) }
            return .success(make(value))
        }
        switch type {
        case "darken": return needing { .hslLightness(-$0) }
        case "lighten":
            if let text = entry["amount"]?.string { return .success(.hslLightnessJoinedText(text)) }
            return needing { .hslLightness($0) }
        case "brighten", "brighter": return needing({ .labLightness($0) }, default: 1)
        case "darker": return needing({ .labLightness(-$0) }, default: 1)
        case "saturate": return needing({ .saturate($0) }, default: 1)
        case "desaturate": return needing({ .saturate(-$0) }, default: 1)
        case "alpha":
            guard let alpha = amount.flatMap({ $0 }), (0...1).contains(alpha) else {
                return .failure(Problem(text: "\"alpha\" needs an amount from 0 to 1"))
            }
            return .success(.alpha(alpha))
        case "mix":
            guard let otherJSON = entry["otherColor"] else { return .failure(Problem(text: "\"mix\" has no \"otherColor\"")) }
            guard let other = color(otherJSON, owner: owner, with: &parser) else {
                return .failure(Problem(text: "\"mix\" has an \"otherColor\" that is not a color"))
            }
            return .success(.mix(other, amount.flatMap { $0 } ?? 0.5))
        default: // color-yiq
            var dark = ColorRecipe.yiqDark, light = ColorRecipe.yiqLight, threshold = ColorRecipe.yiqThreshold
            for (name, json) in [("dark", entry["dark"]), ("light", entry["light"])] {
                guard let json else { continue }
                guard let read = color(json, owner: owner, with: &parser) else {
                    return .failure(Problem(text: "\"color-yiq\" has a \"\(name)\" that is not a color"))
                }
                if name == "dark" { dark = read } else { light = read }
            }
            if let json = entry["threshold"] {
                guard let read = number(json, owner: owner, with: &parser) else {
                    return .failure(Problem(text: "\"color-yiq\" has a \"threshold\" that is not a number"))
                }
                threshold = read
            }
            return .success(.yiq(dark: dark, light: light, threshold: threshold))
        }
    }

    /// A number, a number written as a string (`"0.94"`, as Paragon writes amounts: JavaScript's arithmetic reads
    /// it), or a reference to a number token.
    private func number<Parser: TokenValueParser>(_ json: JSONValue, owner: Int, with parser: inout Parser) -> Double? {
        if let number = json.number { return number }
        if let text = json.string, let number = TokenValueParserNumbers.plainDecimal(text) { return number }
        guard let target = reference(json, with: parser), case .number(let number)? = parser.operand(target, usedBy: owner, at: json)?.value else {
            return nil
        }
        return number
    }

    /// A color as chroma-js reads one (a hex string, a CSS color name such as `white`), or a reference to a color
    /// token, written `{color.white}` or, as Style Dictionary 3 wrote it, `{color.white.value}`.
    private func color<Parser: TokenValueParser>(_ json: JSONValue, owner: Int, with parser: inout Parser) -> ChromaColor? {
        if let text = json.string, let color = HexColor.parse(text) ?? CSSColorText.parse(text) { return ChromaColor(color) }
        guard let target = reference(json, with: parser), case .color(let color)? = parser.operand(target, usedBy: owner, at: json)?.value else {
            return nil
        }
        return ChromaColor(color)
    }

    /// The token a `{…}` reference names, with or without Style Dictionary 3's `.value` ending, in any file.
    private func reference<Parser: TokenValueParser>(_ json: JSONValue, with parser: Parser) -> Int? {
        guard let text = json.string, text.hasPrefix("{"), text.hasSuffix("}"), text.utf8.count > 2 else { return nil }
        let name = String(text.dropFirst().dropLast()).trimmingSpaces
        if let target = parser.token(named: name) { return target }
        return name.hasSuffix(".value") ? parser.token(named: String(name.dropLast(6))) : nil
    }
}
