import DesignTokens

/// A token whose resolved value, type or alias chain changed.
public struct TokenChange: Hashable, Sendable, Codable {
    public var path: TokenPath
    public var before: TokenState
    public var after: TokenState
    public var cause: TokenCause

    /// The type changed: a breaking change for anyone who reads the token.
    public var typeChanged: Bool { before.type != after.type }
}
