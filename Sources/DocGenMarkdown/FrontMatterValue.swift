import Mustache
import DocGenSupport
import DocGenYAML

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

    /// The value as templates read it: numbers as displayed, `null` as empty text.
    public var templateValue: TemplateValue {
        switch self {
        case .string(let text): .text(text)
        case .number(let number): .text(number.formattedForDisplay)
        case .bool(let flag): .bool(flag)
        case .list(let items): .list(items.map(\.templateValue))
        case .map(let members): .object(members.mapValues(\.templateValue))
        case .null: .text("")
        }
    }
}
