import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// A token that BASE has and HEAD has not, under any name.
public struct TokenRemoval: Hashable, Sendable, Codable {
    public var path: TokenPath
    public var before: TokenState
    /// `token-renames.json` lists the removal, with this reason.
    public var announced: String?
    /// Places in HEAD's content that still name the token (`{path}`).
    public var references: [SourceLocation]

    /// A removal that breaks users: never deprecated nor announced, or still referenced.
    public var isError: Bool { !references.isEmpty || (!before.deprecated && announced == nil) }
}
