/// The `$type` of a token, as the DTCG 2025.10 Format module lists them.
public enum TokenType: String, Hashable, Sendable, Codable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
}
