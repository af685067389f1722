import DocGenSupport

/// The `$type` of a token, as the DTCG 2025.10 Format module lists them, the few types published token sets use
/// that the format does not define, and any other name a file gives (kept as opaque values of that name, with a
/// `tokens.nonstandard` warning).
public enum TokenType: Hashable, Sendable, Codable, CaseIterable, RawRepresentable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Outside the format: seen in published token sets (Primer, Salesforce, Adobe Spectrum).
    case string, boolean, link, content
    /// A type name neither the format nor a tool docgen knows defines (`custom-shadow`, `primitive`): the value is
    /// kept as written, under that name.
    case other(String)

    /// The named types (not `other`), the format's first.
    public static let allCases: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
        .string, .boolean, .link, .content,
    ]

    private static let byName: [String: TokenType] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// A named type; `other` for any other non-empty name.
    public init?(rawValue: String) {
        if let known = Self.byName[rawValue] {
            self = known
        } else if rawValue.isEmpty {
            return nil
        } else {
            self = .other(rawValue)
        }
    }

    /// The type a name spells when it is one of the named types; nil for any other name.
    public init?(named name: String) {
        guard let known = Self.byName[name] else { return nil }
        self = known
    }

    public var rawValue: String {
        switch self {
        case .color: "color"
        case .dimension: "dimension"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .duration: "duration"
        case .cubicBezier: "cubicBezier"
        case .number: "number"
        case .strokeStyle: "strokeStyle"
        case .border: "border"
        case .transition: "transition"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "typography"
        case .string: "string"
        case .boolean: "boolean"
        case .link: "link"
        case .content: "content"
        case .other(let name): name
        }
    }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let type = TokenType(rawValue: name) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an empty type name"))
        }
        self = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether the DTCG 2025.10 Format module defines the type.
    public var isStandard: Bool {
        switch self {
        case .string, .boolean, .link, .content, .other: false
        default: true
        }
    }

    /// The types the format defines, for messages.
    public static var standard: [TokenType] { allCases.filter(\.isStandard) }
}
