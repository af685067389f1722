import DocGenSupport

/// The type a value written with no `$type` anywhere above it has, where the value leaves no doubt: a hex or CSS
/// color, a length with its unit, a time with its unit, a JSON number, a color object. Anything else (a
/// percentage, a number in a string, a word that could be a font or a weight) stays open, and `typeToAdd` says
/// what to write.
package enum UntypedValue {
    /// Units that make a number a length, as CSS and the platforms write them.
    package static let lengthUnits: Set<String> = ["px", "rem", "em", "pt", "dp", "sp", "vw", "vh", "vmin", "vmax", "ch", "ex", "cm", "mm", "in", "pc"]

    /// The type and, for the warning, what in the value gave it away.
    package static func inferredType(of json: JSONValue) -> (TokenType, String)? {
        switch json.content {
        case .number(let number) where number.isFinite:
            return (.number, "a JSON number")
        case .string(let text):
            return inferredType(of: text)
        case .object:
            if json["colorSpace"] != nil, json["components"] != nil { return (.color, "a color object") }
            guard let members = json.members, members.count == 2, json["value"]?.number != nil, let unit = json["unit"]?.string else { return nil }
            if ["ms", "s"].contains(unit) { return (.duration, "a time object (\"unit\": \"\(unit)\")") }
            if lengthUnits.contains(unit) { return (.dimension, "a length object (\"unit\": \"\(unit)\")") }
            return nil
        default:
            return nil
        }
    }

    private static func inferredType(of text: String) -> (TokenType, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            let digits = trimmed.dropFirst()
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            return (.color, "the hex color \(trimmed)")
        }
        if let quantity = TokensStudioQuantity.parse(trimmed), let unit = quantity.unit {
            if unit == "ms" || unit == "s" { return (.duration, "the time \(trimmed)") }
            if lengthUnits.contains(unit) { return (.dimension, "the length \(trimmed)") }
            return nil
        }
        if trimmed.hasSuffix(")"), CSSColorText.parse(trimmed) != nil { return (.color, "the CSS color \(trimmed)") }
        if CSSColorText.parse(trimmed) != nil { return (.color, "the CSS color name \(trimmed)") }
        return nil
    }

    /// The hint for a value whose type stays open: the `$type` to add, where the value suggests one.
    package static func typeToAdd(for json: JSONValue) -> String? {
        let add = "add \"$type\" to the token or to an enclosing group"
        switch json.content {
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("%"), TokensStudioQuantity.parse(trimmed) != nil {
                return add + ": \"number\" (and write 0.5 for 50%) or \"dimension\" (a percentage length); docgen cannot tell which"
            }
            if Double(trimmed) != nil { return add + ": \"number\", with the number written without quotes" }
            if TokensStudioType.fontWeight(trimmed) != nil { return add + ": \"fontWeight\" if \"\(trimmed)\" is a weight, else \"string\"" }
            return add + ": \"string\" for text, or \"fontFamily\" for a font name"
        case .bool:
            return add + ": \"boolean\""
        case .array(let elements):
            if elements.count == 4, elements.allSatisfy({ $0.number != nil }) { return add + ": \"cubicBezier\"" }
            if elements.allSatisfy({ $0.string != nil }) { return add + ": \"fontFamily\"" }
            return add + ": \"shadow\" or \"gradient\", as the list holds"
        case .object:
            if json["fontFamily"] != nil || json["fontSize"] != nil { return add + ": \"typography\"" }
            if json["offsetX"] != nil || json["blur"] != nil { return add + ": \"shadow\"" }
            if json["width"] != nil, json["style"] != nil { return add + ": \"border\"" }
            if json["duration"] != nil, json["timingFunction"] != nil { return add + ": \"transition\"" }
            return nil
        default:
            return nil
        }
    }
}
