import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// A token whose resolved value, type or alias chain changed.
public struct TokenChange: Hashable, Sendable, Codable {
    public var path: TokenPath
    public var before: TokenState
    public var after: TokenState
    public var cause: TokenCause
    /// How many of HEAD's documented cells draw a value that passes through this token: what orders the report.
    public var reach = 0

    /// The type changed: a breaking change for anyone who reads the token.
    public var typeChanged: Bool { before.type != after.type }
}
