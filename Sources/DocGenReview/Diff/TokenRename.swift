import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// A token that BASE has under one name and HEAD under another.
public struct TokenRename: Hashable, Sendable, Codable {
    /// How the rename was found, named in the report.
    public enum Method: String, Hashable, Sendable, Codable {
        /// Both sides carry the same id in `$extensions`.
        case id
        /// `token-renames.json` names it.
        case map
        /// Same type, value and group (or same last name segment), one candidate on each side.
        case structure
    }

    public var from: TokenPath
    public var to: TokenPath
    public var method: Method
    public var before: TokenState
    public var after: TokenState
}
