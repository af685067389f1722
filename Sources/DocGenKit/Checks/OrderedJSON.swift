/// A JSON value whose objects keep their keys in the order written, for reports whose documented shape
/// lists keys in a fixed order (JSONEncoder sorts them or leaves them in an unspecified order).
enum OrderedJSON: Hashable, Sendable {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    /// The number's text, already formatted (see `Double.roundedDecimalText(places:)`).
    case number(String)
    case bool(Bool)
    case null

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool { lhs.compact == rhs.compact }
    func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    /// A number rounded to `places` decimals, or `null` when it is not finite.
    static func number(_ value: Double, places: Int) -> OrderedJSON {
        value.roundedDecimalText(places: places).map(OrderedJSON.number) ?? .null
    }

    static func number(_ value: Int) -> OrderedJSON { .number(String(value)) }

    static func string(_ value: String?) -> OrderedJSON { value.map(OrderedJSON.string) ?? .null }

    /// On one line, with `", "` and `": "` between items: `{"a": 1, "b": [true, null]}`.
    var compact: String {
        switch self {
        case .object(let members):
            "{" + members.map { "\(Self.quoted($0.key)): \($0.value.compact)" }.joined(separator: ", ") + "}"
        case .array(let items):
            "[" + items.map(\.compact).joined(separator: ", ") + "]"
        default:
            scalarText
        }
    }

    /// Indented by two spaces per level, one member per line; empty containers stay `{}` and `[]`.
    func pretty(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members) where !members.isEmpty:
            let lines = members.map { inner + Self.quoted($0.key) + ": " + $0.value.pretty(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items) where !items.isEmpty:
            let lines = items.map { inner + $0.pretty(indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        default:
            return compact
        }
    }

    private var scalarText: String {
        switch self {
        case .object: "{}"
        case .array: "[]"
        case .string(let value): Self.quoted(value)
        case .number(let text): text
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }

    /// A JSON string literal (RFC 8259 §7): quote, backslash and control characters escaped; `/` and non-ASCII
    /// text left as they are.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
