/// A value from a page's YAML front matter, kept as data so that templates can read any key.
public indirect enum FrontMatterValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([FrontMatterValue])
    case map([String: FrontMatterValue])
    case null

    public var string: String? {
        switch self {
        case .string(let text): text
        case .number(let number): number.formattedForDisplay
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    /// The value as the plain Swift objects Mustache renders (`String`, `Double`, `Bool`, arrays, dictionaries).
    public var templateValue: Any {
        switch self {
        case .string(let text): text
        case .number(let number): number.formattedForDisplay
        case .bool(let flag): flag
        case .list(let items): items.map(\.templateValue)
        case .map(let members): members.mapValues(\.templateValue)
        case .null: ""
        }
    }
}
