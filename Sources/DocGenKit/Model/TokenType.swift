/// The `$type` of a token, as the DTCG 2025.10 Format module lists them, and the few types published token sets
/// use that the format does not define (kept as opaque values, with a `tokens.nonstandard` warning).
public enum TokenType: String, Hashable, Sendable, Codable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Outside the format: seen in published token sets (Primer, Salesforce, Adobe Spectrum).
    case string, boolean, link, content

    /// Whether the DTCG 2025.10 Format module defines the type.
    public var isStandard: Bool {
        switch self {
        case .string, .boolean, .link, .content: false
        default: true
        }
    }

    /// The types the format defines, for messages.
    public static var standard: [TokenType] { allCases.filter(\.isStandard) }
}
