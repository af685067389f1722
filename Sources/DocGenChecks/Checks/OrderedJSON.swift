import ButtonModel
import DesignTokens
import DocGenSupport

/// A JSON value whose objects keep their keys in the order written, for reports whose documented shape
/// lists keys in a fixed order (JSONEncoder sorts them or leaves them in an unspecified order).
package enum OrderedJSON: Hashable, Sendable {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    /// The number's text, already formatted (see `Double.roundedDecimalText(places:)`).
    case number(String)
    case bool(Bool)
    case null

    package static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool { lhs.compact == rhs.compact }
    package func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    /// A number rounded to `places` decimals, or `null` when it is not finite.
    package static func number(_ value: Double, places: Int) -> OrderedJSON {
        value.roundedDecimalText(places: places).map(OrderedJSON.number) ?? .null
    }

    package static func number(_ value: Int) -> OrderedJSON { .number(String(value)) }

    package static func string(_ value: String?) -> OrderedJSON { value.map(OrderedJSON.string) ?? .null }

    /// On one line, with `", "` and `": "` between items: `{"a": 1, "b": [true, null]}`.
    package var compact: String {
        var output = ""
        write(to: &output, indent: nil)
        return output
    }

    /// Indented by two spaces per level, one member per line; empty containers stay `{}` and `[]`.
    package func pretty(indent: String = "") -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    /// Appends the value: on one line when `indent` is nil, else one member per line below `indent`.
    private func write(to output: inout String, indent: String?) {
        let inner = indent.map { $0 + "  " }
        switch self {
        case .object(let members) where !members.isEmpty:
            output += "{"
            for (index, member) in members.enumerated() {
                Self.separate(index, &output, inner)
                output += JSONText.quoted(member.key)
                output += ": "
                member.value.write(to: &output, indent: inner)
            }
            Self.close("}", &output, indent)
        case .array(let items) where !items.isEmpty:
            output += "["
            for (index, item) in items.enumerated() {
                Self.separate(index, &output, inner)
                item.write(to: &output, indent: inner)
            }
            Self.close("]", &output, indent)
        case .object: output += "{}"
        case .array: output += "[]"
        case .string(let value): output += JSONText.quoted(value)
        case .number(let text): output += text
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    private static func separate(_ index: Int, _ output: inout String, _ inner: String?) {
        if index > 0 { output += inner == nil ? ", " : "," }
        if let inner { output += "\n" + inner }
    }

    private static func close(_ bracket: String, _ output: inout String, _ indent: String?) {
        if let indent { output += "\n" + indent }
        output += bracket
    }
}
