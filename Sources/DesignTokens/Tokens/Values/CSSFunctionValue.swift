import DocGenSupport

/// A CSS function written as a token's value, as published sets write them for Style Dictionary to pass through:
/// `clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)`, `calc({space.2} * 2)`, `color-mix(in srgb, {color.fg} 7%,
/// transparent)`, `linear-gradient(…)` as a color, `var(--x)`, `rgba({color.black}, {opacity.50})`.
///
/// References inside are resolved first (`ReferenceText`). Where CSS defines the result and docgen can know it
/// (`calc()`, `min()`, `max()`, `clamp()` of like units; `color-mix()` of colors docgen reads; `cubic-bezier()`;
/// CSS Color 4's color functions; TokenScript's OKLCH functions, `TokenScriptColorFunction`), the value is computed,
/// with a warning saying so. Anything else is kept as
/// written, an opaque value that tokens aliasing it keep too and that no check can use, with a warning saying why.
package struct CSSFunctionValue: TokenValueAdapter {
    /// Types whose values are text anyway: a function there is just its text.
    package static let textTypes: Set<TokenType> = [.string, .content, .link, .boolean]

    package func reads(_ json: JSONValue, as type: TokenType, in files: TokenFileTable) -> Bool {
        // The text first: every value not a token's comes here, and few end in `)`.
        guard let text = json.string, text.utf8.last == UInt8(ascii: ")"), !Self.textTypes.contains(type),
              let call = CSSFunctionCall(text) else { return false }
        let tokensStudio = files.format(of: json.file) == .tokensStudio
        switch call.name {
        // Plain CSS colors are the color reader's; Tokens Studio's rgba() over references is its adapter's.
        case "rgb", "rgba": return text.contains("{") && !tokensStudio
        case "hsl", "hsla": return text.contains("{")
        // Tokens Studio's math functions are its own, in its files.
        case "roundto", "round", "ceil", "floor", "abs", "sqrt", "pow", "min", "max": return !tokensStudio
        default: return true
        }
    }

    package func parse<Parser: TokenValueParser>(_ json: JSONValue, as type: TokenType, owner: Int, with parser: inout Parser) -> TokenValue? {
        let text = json.string ?? ""
        if type == .color, let call = CSSFunctionCall(text), call.name == "rgb" || call.name == "rgba" {
            guard let value = TokenValueAdapters.tokensStudio.colorFunction(json, owner: owner, with: &parser) else { return nil }
            parser.nonstandard("the color is the color function \"\(text)\", with references inside",
                               assumed: "\(TokenValueText.describe(value)), the references resolved first as Tokens Studio resolves them",
                               advice: "write a color object, or alias a color token and give the alpha beside it", at: json, owner: owner)
            return value
        }
        guard let substituted = ReferenceText.substitute(text, at: json, owner: owner, with: &parser) else { return nil }
        let shown = substituted == text ? "\"\(text)\"" : "\"\(text)\" (\"\(substituted)\" with its references resolved)"
        switch Self.computed(substituted, as: type, maximumDepth: parser.options.limits.nestingDepth) {
        case .success(let value):
            let tokenScript = CSSFunctionCall(text).map { TokenScriptColorFunction.defines($0.name) } ?? false
            parser.nonstandard("the \(type.rawValue) is the \(tokenScript ? "TokenScript" : "CSS") function \(shown)",
                               assumed: "\(TokenValueText.describe(value)), computed as " +
                                   (tokenScript ? "TokenScript's script for it defines, in OKLCH" : "CSS computes it"),
                               advice: "write the computed value, or keep the function for your build to pass through", at: json, owner: owner)
            return value
        case .failure(let failure):
            parser.nonstandard("the \(type.rawValue) is the CSS function \(shown), which docgen does not compute: \(failure.reason)",
                               assumed: "the text as written, an opaque value that tokens aliasing it keep too; no check (contrast, size, " +
                                   "geometry) can use it, and a component that uses it is an error",
                               advice: "where a component or a check needs this token, give it a \(type.rawValue) the format defines",
                               at: json, owner: owner)
            return .opaque(JSONText.quoted(substituted))
        }
    }

    /// The value of a CSS function call where docgen can compute it for `type`, else why not.
    package static func computed(_ text: String, as type: TokenType, maximumDepth: Int) -> Result<TokenValue, CSSCalc.Failure> {
        guard let call = CSSFunctionCall(text) else { return .failure(CSSCalc.Failure("it is not one function call")) }
        switch type {
        case .color:
            if call.name == "color-mix" { return CSSColorMix.color(of: call).map(TokenValue.color) }
            if let result = TokenScriptColorFunction.color(of: call) { return result.map(TokenValue.color) }
            if let color = CSSColorValue.parse(text) { return .success(.color(color)) }
            if call.name.hasSuffix("gradient") { return .failure(CSSCalc.Failure("\(call.name)() paints an image, not one color")) }
        case .dimension, .number, .duration, .fontWeight:
            guard CSSCalc.functions.contains(call.name) else { break }
            switch CSSCalc.evaluate(text, maximumDepth: maximumDepth) {
            case .failure(let failure): return .failure(failure)
            case .success(let quantity):
                if let value = value(quantity, as: type) { return .success(value) }
                let result = quantity.value.formattedForDisplay + (quantity.unit ?? "")
                return .failure(CSSCalc.Failure("it gives \(result), which is not a \(type.rawValue)"))
            }
        case .cubicBezier where call.name == "cubic-bezier":
            let numbers = call.arguments.compactMap { Double($0) }
            guard numbers.count == 4, call.arguments.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { break }
            return .success(.cubicBezier(numbers))
        default:
            break
        }
        if ["var", "env", "attr"].contains(call.name) { return .failure(CSSCalc.Failure("\(call.name)() takes its value from the page")) }
        return .failure(CSSCalc.Failure("docgen does not compute \(call.name)() as a \(type.rawValue)"))
    }

    private static func value(_ quantity: CSSCalc.Quantity, as type: TokenType) -> TokenValue? {
        switch (type, quantity.unit) {
        case (.dimension, nil): return quantity.value == 0 ? .dimension(Dimension(0, .px)) : nil
        case (.dimension, let unit?): return unit == "%" ? nil : .dimension(Dimension(quantity.value, Dimension.Unit(rawValue: unit)))
        case (.number, nil): return .number(quantity.value)
        case (.fontWeight, nil): return (1...1000).contains(quantity.value) ? .fontWeight(quantity.value) : nil
        case (.duration, let unit?): return TokenDuration.Unit(rawValue: unit).map { .duration(TokenDuration(quantity.value, $0)) }
        default: return nil
        }
    }
}
