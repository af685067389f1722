import DocGenSupport

/// Reads Tokens Studio's JSON export by rewriting it into the DTCG shape, as `ClassicTokenConverter` does for
/// Style Dictionary: `value`/`type`/`description` become `$value`/`$type`/`$description`, type names become DTCG
/// type names, and literal values take DTCG's form (`"16"` → 16 px, `"150%"` → 1.5, `"Bold"` → 700, a box
/// shadow's `x`/`y`/`type` → `offsetX`/`offsetY`/`inset`). Math expressions and references are left as written:
/// the alias resolver computes them in every permutation, and applies `studio.tokens` color modifiers.
package enum TokensStudioConverter {
    /// A file is a Tokens Studio export when it has `$themes` or `$metadata` at the top, or a token whose type
    /// only Tokens Studio uses, or a `studio.tokens` extension, or a value (or a member of a value) that only
    /// Tokens Studio writes: arithmetic (`{space.base} * 2`, `16 * 1.5`), or `rgba(#hex, alpha)` /
    /// `rgba({alias}, alpha)`. Decided for each file by its own content. A CSS function (`rotate( -45deg )`,
    /// `calc(100% - 8px)`), which Style Dictionary files hold as text, is no sign of Tokens Studio: one such
    /// value never turns a Style Dictionary file into a Tokens Studio one.
    package static func isTokensStudio(_ root: JSONValue) -> Bool {
        if root["$themes"] != nil || root["$metadata"] != nil { return true }
        func visit(_ node: JSONValue, depth: Int) -> Bool {
            guard depth < 64, let members = node.members else { return false }
            if let type = (node["type"] ?? node["$type"])?.string, TokensStudioType.distinctive.contains(type) { return true }
            if node["$extensions"]?["studio.tokens"] != nil { return true }
            if let value = node["value"] ?? node["$value"], writtenTheTokensStudioWay(value, depth: depth) { return true }
            return members.contains { visit($0.value, depth: depth + 1) }
        }
        return visit(root, depth: 0)
    }

    private static func writtenTheTokensStudioWay(_ value: JSONValue, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        switch value.content {
        case .string(let text):
            if text.hasPrefix("rgba(#") || text.hasPrefix("rgba({") { return true }
            guard TokensStudioMath.isExpression(text), case .success(let tree) = TokensStudioMathParser.parse(text) else { return false }
            return isTokensStudioMath(tree)
        case .array(let elements): return elements.contains { writtenTheTokensStudioWay($0, depth: depth + 1) }
        case .object(let members): return members.contains { writtenTheTokensStudioWay($0.value, depth: depth + 1) }
        default: return false
        }
    }

    /// Arithmetic only Tokens Studio computes: a sum or product, a negated reference, or one of the math functions
    /// its transforms evaluate (sd-transforms' `checkAndEvaluateMath`, through expr-eval) around either. A call
    /// of any other function is CSS, kept as text by the tools that write it.
    private static func isTokensStudioMath(_ node: TokensStudioMathParser.Node) -> Bool {
        switch node {
        case .chain: return true
        case .negate(let inner): if case .reference = inner { return true } else { return false }
        case .call(let name, let arguments): return mathFunctions.contains(name) && arguments.contains(where: isTokensStudioMath)
        case .quantity, .reference: return false
        }
    }

    private static let mathFunctions: Set<String> = ["roundTo", "round", "floor", "ceil", "abs", "min", "max", "sqrt", "pow"]

    package static func convert(_ node: JSONValue) -> JSONValue {
        guard let members = node.members else { return node }
        var result = node
        guard let value = node["value"] ?? node["$value"] else {
            result.content = .object(members.compactMap { member in
                if member.key == "$themes" || member.key == "$metadata" { return nil }
                var copy = member
                if member.key == "$type" || member.key == "type", let name = member.value.string {
                    copy.key = "$type"
                    copy.value = string(TokensStudioType.dtcgType(name, value: nil), at: member.value)
                } else if !member.key.hasPrefix("$") {
                    copy.value = convert(member.value)
                }
                return copy
            })
            return result
        }
        let studioType = (node["type"] ?? node["$type"])?.string
        var converted: [JSONMember] = []
        for member in members {
            switch member.key {
            case "value", "$value":
                converted.append(JSONMember(key: "$value", line: member.line, column: member.column,
                                            value: studioType.map { convertValue(value, type: $0) } ?? value))
            case "type", "$type":
                let name = studioType.map { TokensStudioType.dtcgType($0, value: value) } ?? ""
                converted.append(JSONMember(key: "$type", line: member.line, column: member.column, value: string(name, at: member.value)))
            case "description", "$description":
                converted.append(JSONMember(key: "$description", line: member.line, column: member.column, value: member.value))
            case "$extensions", "$deprecated":
                converted.append(member)
            default:
                continue // `id`, `name` and the like are the plugin's own bookkeeping.
            }
        }
        result.content = .object(converted)
        return result
    }

    /// A literal written the Tokens Studio way, in DTCG's form; references and math stay strings.
    package static func convertValue(_ value: JSONValue, type: String) -> JSONValue {
        if let text = value.string, text.contains("{") || TokensStudioMath.isExpression(text) { return value }
        if TokensStudioType.dimensions.contains(type) { return dimension(value) }
        switch type {
        case TokensStudioMathType.name:
            return TokensStudioMathType.convertValue(value)
        case "opacity", "lineHeights", "number":
            guard let quantity = quantity(value) else { return value }
            if quantity.unit == "%" { return number(quantity.value / 100, at: value) }
            if quantity.unit == nil { return number(quantity.value, at: value) }
            return type == "opacity" ? value : dimension(value)
        case "fontWeights":
            guard let text = value.string, let weight = TokensStudioType.fontWeight(text) else { return value }
            return number(weight, at: value)
        case "boxShadow":
            if let elements = value.elements {
                var copy = value
                copy.content = .array(elements.map(shadow))
                return copy
            }
            return shadow(value)
        case "typography":
            return composite(value, [
                "fontFamily": "fontFamilies", "fontWeight": "fontWeights", "fontSize": "fontSizes",
                "lineHeight": "lineHeights", "letterSpacing": "letterSpacing",
            ], defaults: ["letterSpacing": 0])
        case "border":
            return composite(value, ["color": "color", "width": "borderWidth", "style": "other"], defaults: [:])
        case "text", "textCase", "textDecoration", "other":
            // Read as strings (`ForeignTypeName`); the plugin lets a number stand for its text.
            guard let number = value.number else { return value }
            return string(number.formattedForDisplay, at: value)
        case "boolean":
            // The plugin writes booleans as the strings "true" and "false".
            guard let text = value.string, text == "true" || text == "false" else { return value }
            return JSONValue(.bool(text == "true"), file: value.file, line: value.line, column: value.column)
        default:
            return value
        }
    }

    /// A Tokens Studio shadow (`x`, `y`, `blur`, `spread`, `color`, `type`) as a DTCG shadow.
    private static func shadow(_ value: JSONValue) -> JSONValue {
        guard let members = value.members else { return value }
        var result = value
        result.content = .object(members.compactMap { member in
            var copy = member
            switch member.key {
            case "x", "offsetX": copy.key = "offsetX"; copy.value = convertValue(member.value, type: "dimension")
            case "y", "offsetY": copy.key = "offsetY"; copy.value = convertValue(member.value, type: "dimension")
            case "blur", "spread": copy.value = convertValue(member.value, type: "dimension")
            case "color", "inset": break
            case "type":
                copy.key = "inset"
                copy.value = JSONValue(.bool(member.value.string == "innerShadow"), file: member.value.file,
                                       line: member.value.line, column: member.value.column)
            default: return nil
            }
            return copy
        })
        return result
    }

    /// The members DTCG defines, each converted as the Tokens Studio type given; others are dropped, and a
    /// missing member with a default (Figma's letter spacing of 0) is filled in.
    private static func composite(_ value: JSONValue, _ types: [String: String], defaults: [String: Double]) -> JSONValue {
        guard let members = value.members else { return value }
        var result = value
        var kept: [JSONMember] = members.compactMap { member in
            guard let type = types[member.key] else { return nil }
            var copy = member
            copy.value = convertValue(member.value, type: type)
            return copy
        }
        for (name, number) in defaults.sorted(by: { $0.key < $1.key }) where value[name] == nil {
            kept.append(JSONMember(key: name, line: value.line, column: value.column, value: dimension(self.number(number, at: value))))
        }
        result.content = .object(kept)
        return result
    }

    private static func quantity(_ value: JSONValue) -> TokensStudioQuantity? {
        if let number = value.number { return TokensStudioQuantity(number) }
        return value.string.flatMap(TokensStudioQuantity.parse)
    }

    /// `16`, `"16"` and `"16px"` → 16 px; `"1.5rem"` → 1.5 rem; other units are kept for the resolver to report.
    private static func dimension(_ value: JSONValue) -> JSONValue {
        guard let quantity = quantity(value) else { return value }
        return JSONValue(.object([
            JSONMember(key: "value", line: value.line, column: value.column, value: number(quantity.value, at: value)),
            JSONMember(key: "unit", line: value.line, column: value.column, value: string(quantity.unit ?? "px", at: value)),
        ]), file: value.file, line: value.line, column: value.column)
    }

    private static func number(_ number: Double, at place: JSONValue) -> JSONValue {
        JSONValue(.number(number), file: place.file, line: place.line, column: place.column)
    }

    private static func string(_ text: String, at place: JSONValue) -> JSONValue {
        JSONValue(.string(text), file: place.file, line: place.line, column: place.column)
    }
}
