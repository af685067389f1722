import DocGenSupport

/// Reads Style Dictionary's classic format (`value`, `type`, `comment`, no `$`) by rewriting it into the
/// DTCG shape, so that everything after reading handles one format.
package enum ClassicTokenConverter {
    /// A file is classic when it has no `$value` anywhere but does have objects with a `value` member.
    package static func isClassic(_ root: JSONValue) -> Bool {
        var sawValue = false
        func visit(_ node: JSONValue, depth: Int) -> Bool {
            guard depth < 64, let members = node.members else { return true }
            for member in members {
                if member.key == "$value" { return false }
                if member.key == "value" { sawValue = true }
                if !visit(member.value, depth: depth + 1) { return false }
            }
            return true
        }
        return visit(root, depth: 0) && sawValue
    }

    /// Members Style Dictionary itself gives a token, none of which changes its value.
    package static let styleDictionaryMembers: Set<String> = ["name", "attributes", "themeable", "original", "filePath", "isSource", "path", "type", "value"]

    package static func convert(_ node: JSONValue) -> JSONValue {
        guard let members = node.members else { return node }
        var result = node
        if let value = node["value"] {
            let declared = node["type"]?.string.map { classicType($0, value: value) }
            let type = declared ?? inferType(value)
            var converted: [JSONMember] = []
            if let type, let typeMember = members.first(where: { $0.key == "type" }) ?? members.first(where: { $0.key == "value" }) {
                converted.append(JSONMember(key: "$type", line: typeMember.line, column: typeMember.column,
                                            value: JSONValue(.string(type), file: node.file, line: typeMember.value.line, column: typeMember.value.column)))
            }
            for member in members {
                switch member.key {
                case "value":
                    converted.append(JSONMember(key: "$value", line: member.line, column: member.column, value: convertValue(member.value, type: type)))
                case "comment", "description":
                    converted.append(JSONMember(key: "$description", line: member.line, column: member.column, value: member.value))
                case "deprecated", "deprecated_comment":
                    if member.key == "deprecated", member.value.bool == true, let reason = node["deprecated_comment"] {
                        converted.append(JSONMember(key: "$deprecated", line: member.line, column: member.column, value: reason))
                    } else if member.key == "deprecated" {
                        converted.append(JSONMember(key: "$deprecated", line: member.line, column: member.column, value: member.value))
                    }
                case "$extensions":
                    converted.append(member)
                default:
                    // `type` is handled above; `name`, `attributes` and the like are Style Dictionary's own. A member
                    // that could change the value (`alpha`, `modify: […]`) is kept, to be applied or reported.
                    if !styleDictionaryMembers.contains(member.key), UnreadMember.couldChangeValue(key: member.key, value: member.value) {
                        converted.append(member)
                    }
                }
            }
            result.content = .object(converted)
            return result
        }
        result.content = .object(members.map { member in
            var copy = member
            copy.value = convert(member.value)
            return copy
        })
        return result
    }

    /// Style Dictionary's (and Tokens Studio's) type names mapped to DTCG's (`ForeignTypeName`); other names pass
    /// through, to be kept as opaque types of that name.
    /// Telekom's `modular-scale`, written as a scale object, is the dimension its build computes (`ModularScale`).
    package static func classicType(_ name: String, value: JSONValue? = nil) -> String {
        if TokenType(named: name) != nil { return name }
        if name == ModularScale.typeName, ModularScale.isScale(value) { return TokenType.dimension.rawValue }
        return ForeignTypeName.mapping(for: name, value: value)?.type.rawValue ?? name
    }

    /// The type an untyped value has beyond doubt (`UntypedValue`): Style Dictionary needs no types, so the
    /// classic format gets no warning for it.
    private static func inferType(_ value: JSONValue) -> String? {
        UntypedValue.inferredType(of: value)?.0.rawValue
    }

    /// `"16px"` → `{"value": 16, "unit": "px"}`, `"200ms"` → a duration object; references and other values stay.
    private static func convertValue(_ value: JSONValue, type: String?) -> JSONValue {
        func object(_ number: Double, _ unit: String) -> JSONValue {
            JSONValue(.object([
                JSONMember(key: "value", line: value.line, column: value.column, value: JSONValue(.number(number), file: value.file, line: value.line, column: value.column)),
                JSONMember(key: "unit", line: value.line, column: value.column, value: JSONValue(.string(unit), file: value.file, line: value.line, column: value.column)),
            ]), file: value.file, line: value.line, column: value.column)
        }
        switch (type, value.content) {
        case ("dimension", .string(let text)):
            if let (number, unit) = LegacyValueText.dimension(text) { return object(number, unit) }
        case ("dimension", .number(let number)):
            return object(number, "px")
        case ("duration", .string(let text)):
            if let (number, unit) = LegacyValueText.duration(text) { return object(number, unit) }
        case ("duration", .number(let number)):
            return object(number, "ms")
        case ("number", .string(let text)):
            if let number = Double(text) { return JSONValue(.number(number), file: value.file, line: value.line, column: value.column) }
        default:
            break
        }
        return value
    }
}

/// The string forms older token files use for lengths and times.
package enum LegacyValueText {
    package static func dimension(_ text: String) -> (Double, String)? {
        for unit in ["rem", "px"] where text.hasSuffix(unit) {
            if let number = Double(text.dropLast(unit.count)) { return (number, unit) }
        }
        if text == "0" { return (0, "px") }
        return nil
    }

    package static func duration(_ text: String) -> (Double, String)? {
        for unit in ["ms", "s"] where text.hasSuffix(unit) {
            if let number = Double(text.dropLast(unit.count)) { return (number, unit) }
        }
        return nil
    }
}
