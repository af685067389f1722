import DesignTokens

/// Why a token's value changed: its own definition was edited, or it inherited the edit of a token it aliases.
public struct TokenCause: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case direct, inherited }
    public var kind: Kind
    /// The upstream token whose edit this one inherited (for `inherited`).
    public var from: TokenPath?

    public static let direct = TokenCause(kind: .direct, from: nil)
    public static func inherited(_ path: TokenPath) -> TokenCause { TokenCause(kind: .inherited, from: path) }
}
