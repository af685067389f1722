/// Writing JSON text: quoted strings and numbers, the same way everywhere docgen writes JSON.
package enum JSONText {
    /// A JSON string literal: `"`, `\` and control characters escaped, `/` and non-ASCII left as they are.
    package static func quoted(_ text: String) -> String {
        // Most strings need no escape: copy them whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `44` for whole numbers, the shortest text that reads back to the same double otherwise.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Canonical JSON of a read value: members sorted by name, no whitespace.
    package static func canonical(_ value: JSONValue) -> String {
        switch value.content {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return self.number(number)
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map(canonical).joined(separator: ",") + "]"
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }
            return "{" + sorted.map { quoted($0.key) + ":" + canonical($0.value) }.joined(separator: ",") + "}"
        }
    }
}
