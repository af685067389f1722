import DocGenSupport

/// Reading dimensions and durations (DTCG 2025.10 Format, "Dimension" and "Duration"), and the ways published
/// token sets write them otherwise: bare numbers, `"16px"` strings, units the format does not define.
extension TokenValueParser {
    package mutating func dimension(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        if let number = json.number { return bareDimension(number, at: json, owner: owner) }
        if let text = json.string {
            guard let quantity = TokensStudioQuantity.parse(text) else {
                return malformed(json, .dimension, "expected an object such as {\"value\": 16, \"unit\": \"px\"}", owner)
            }
            guard let unit = quantity.unit else { return bareDimension(quantity.value, at: json, owner: owner) }
            nonstandard("the dimension is the string \"\(text)\"", assumed: "{\"value\": \(quantity.value.formattedForDisplay), \"unit\": \"\(unit)\"}",
                        at: json, owner: owner)
            return dimension(quantity.value, unit: unit, at: json, owner: owner)
        }
        guard json.members != nil, let valueMember = json["value"], let unitMember = json["unit"] else {
            return malformed(json, .dimension, "expected an object such as {\"value\": 16, \"unit\": \"px\"}", owner)
        }
        warnUnknownMembers(of: json, allowed: TokenValueMembers.unit, what: "a dimension object", owner: owner)
        guard case .number(let number)? = parseValue(valueMember, as: .number, owner: owner, depth: depth + 1) else { return nil }
        guard let unit = text(unitMember, owner: owner, depth: depth) else {
            return malformed(unitMember, .dimension, "the unit must be a string such as \"px\" or \"rem\"", owner)
        }
        if unit.isEmpty { return bareDimension(number, at: unitMember, owner: owner) }
        return dimension(number, unit: unit, at: unitMember, owner: owner)
    }

    /// A unit the format defines, or another unit kept as written (with a warning naming what it is kept as).
    private mutating func dimension(_ number: Double, unit text: String, at json: JSONValue, owner: Int) -> TokenValue? {
        guard text.utf8.allSatisfy({ (0x61...0x7A).contains($0) || $0 == UInt8(ascii: "%") }) else {
            return malformed(json, .dimension, "the unit must be \"px\" or \"rem\" (found \"\(text)\")", owner)
        }
        let unit = Dimension.Unit(rawValue: text)
        if !unit.isStandard {
            let size = unit.points.map { "1\(text) = \($0.formattedForDisplay)pt" }
                ?? "checks that need a length in points cannot use it"
            nonstandard("the unit \"\(text)\" is not one the format defines (px, rem)",
                        assumed: "\(number.formattedForDisplay)\(text), kept as written (\(size))", at: json, owner: owner)
        }
        return .dimension(Dimension(number, unit))
    }

    /// A dimension without a unit: zero is zero in any unit; any other number has no single reading.
    private mutating func bareDimension(_ number: Double, at json: JSONValue, owner: Int) -> TokenValue? {
        guard number.isFinite else { return nonFinite(json, .dimension, number, owner) }
        let unit = options.bareDimensionUnit
        let written = "{\"value\": \(number.formattedForDisplay), \"unit\": \"\(unit.rawValue)\"}"
        if number == 0 {
            nonstandard("the dimension is the bare number 0, without a unit", assumed: "0\(unit.rawValue) (zero in any unit)",
                        advice: "write \(written)", at: json, owner: owner)
        } else {
            let other = unit == .px ? "rem" : "px"
            nonstandard("the dimension is the bare number \(number.formattedForDisplay), without a unit",
                        assumed: "\(number.formattedForDisplay)\(unit.rawValue), the unit docgen assumes for bare numbers",
                        advice: "write \(written); if this file's bare numbers are \(other), pass --bare-dimension-unit \(other)",
                        at: json, owner: owner)
        }
        return .dimension(Dimension(number, unit))
    }

    package mutating func duration(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        let expected = "expected an object such as {\"value\": 200, \"unit\": \"ms\"}"
        if let text = json.string {
            guard let quantity = TokensStudioQuantity.parse(text), let unit = quantity.unit.flatMap(TokenDuration.Unit.init) else {
                return malformed(json, .duration, expected, owner)
            }
            nonstandard("the duration is the string \"\(text)\"",
                        assumed: "{\"value\": \(quantity.value.formattedForDisplay), \"unit\": \"\(unit.rawValue)\"}", at: json, owner: owner)
            return .duration(TokenDuration(quantity.value, unit))
        }
        guard json.members != nil, let valueMember = json["value"], let unitMember = json["unit"] else {
            return malformed(json, .duration, expected, owner)
        }
        warnUnknownMembers(of: json, allowed: TokenValueMembers.unit, what: "a duration object", owner: owner)
        guard case .number(let number)? = parseValue(valueMember, as: .number, owner: owner, depth: depth + 1) else { return nil }
        guard let text = text(unitMember, owner: owner, depth: depth), let unit = TokenDuration.Unit(rawValue: text) else {
            return malformed(unitMember, .duration, "the unit must be \"ms\" or \"s\"", owner)
        }
        return .duration(TokenDuration(number, unit))
    }
}
