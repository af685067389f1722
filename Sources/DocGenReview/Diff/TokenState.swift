import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// A token's resolved state on one side: its type, its value as text (colors as hex), its alias chain.
public struct TokenState: Hashable, Sendable, Codable {
    public var type: String
    /// `#ff7900`, `44px`, `{width: 1px; …}`: `TokenValueText`'s form.
    public var value: String
    /// Every alias hop in order, starting with the token this one names; empty for a literal.
    public var aliases: [TokenPath]
    public var deprecated: Bool
    /// Where the token is defined on this side.
    public var location: SourceLocation

    public init(_ token: ResolvedToken) {
        type = token.type.rawValue
        value = TokenValueText.describe(token.value)
        aliases = token.aliases
        deprecated = token.deprecated != nil
        location = token.location
    }

    /// The token this one names directly, or its literal value: what an edit of this token's own definition changes.
    package var ownDefinition: String { aliases.first.map { "{\($0)}" } ?? value }
}
