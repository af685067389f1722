import DocGenSupport

/// Tokens Studio's `"type": "math"`: a value for math (`"2"`, `"{space.base} * 2"`), which sd-transforms'
/// `checkAndEvaluateMath` computes whatever the type and other tokens then multiply by. It is read as the type its
/// value computes to: a number when the value is unitless (or a percentage), a dimension when it is written with
/// a length unit. An expression is a dimension when one of the numbers it writes has a length unit, else a number
/// (a number token whose math gives px is then read as the plain number, as Tokens Studio computes it).
package enum TokensStudioMathType {
    package static let name = "math"

    /// The DTCG type a math token's value computes to: "number" or "dimension".
    package static func dtcgType(of value: JSONValue?) -> String {
        guard let value else { return "number" }
        if value.number != nil { return "number" }
        guard let text = value.string else { return "number" }
        if let quantity = TokensStudioQuantity.parse(text) { return isLength(quantity.unit) ? "dimension" : "number" }
        guard case .success(let tree) = TokensStudioMathParser.parse(text) else { return "number" }
        return writesLength(tree) ? "dimension" : "number"
    }

    /// A literal math value in the DTCG form of its type: `"2"` → 2, `"4px"` → 4 px; expressions stay as written.
    package static func convertValue(_ value: JSONValue) -> JSONValue {
        TokensStudioConverter.convertValue(value, type: dtcgType(of: value) == "dimension" ? "dimension" : "number")
    }

    private static func isLength(_ unit: String?) -> Bool {
        unit.map { $0 != "%" } ?? false
    }

    private static func writesLength(_ node: TokensStudioMathParser.Node) -> Bool {
        switch node {
        case .quantity(let quantity): return isLength(quantity.unit)
        case .reference: return false
        case .negate(let inner): return writesLength(inner)
        case .chain(let first, let rest): return writesLength(first) || rest.contains { writesLength($0.operand) }
        case .call(_, let arguments): return arguments.contains(where: writesLength)
        }
    }
}

extension TokensStudioMathType {
    /// A warning at each token typed `math` in a Tokens Studio file: the format has no such type, and the token is
    /// read as the type its value computes to.
    package static func warnings(in root: JSONValue, path: String) -> [TokenError] {
        var found: [TokenError] = []
        func visit(_ node: JSONValue, name: String, depth: Int) {
            guard depth < 64, let members = node.members else { return }
            if let typeMember = members.first(where: { ($0.key == "type" || $0.key == "$type") && $0.value.string == Self.name }),
               let value = node["value"] ?? node["$value"] {
                let type = dtcgType(of: value)
                found.append(TokenError(.nonstandard("the token has the Tokens Studio type \"math\", which the format does not define",
                                                     assumed: "a \(type), the value its math computes to, as sd-transforms computes the value whatever its type",
                                                     advice: "give the token the type \(type)"),
                                        at: SourceLocation(file: path, line: Int(typeMember.line), column: Int(typeMember.column), path: name)))
                return
            }
            for member in members where !member.key.hasPrefix("$") {
                visit(member.value, name: name.isEmpty ? member.key : name + "." + member.key, depth: depth + 1)
            }
        }
        visit(root, name: "", depth: 0)
        return found
    }
}
