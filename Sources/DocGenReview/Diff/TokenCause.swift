import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// Why a token's value changed: its own definition was edited, or it inherited the edit of a token it aliases.
public struct TokenCause: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case direct, inherited }
    public var kind: Kind
    /// The upstream token whose edit this one inherited (for `inherited`).
    public var from: TokenPath?
    /// For a composite that names `from` inside its value: the member that names it (`color`, `0.color`).
    public var part: String?

    public static let direct = TokenCause(kind: .direct, from: nil)
    public static func inherited(_ path: TokenPath, part: String? = nil) -> TokenCause {
        TokenCause(kind: .inherited, from: path, part: part?.isEmpty == false ? part : nil)
    }
}
