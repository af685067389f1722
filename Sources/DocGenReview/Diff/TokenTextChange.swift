import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// A token whose text changed while its value did not: a description, a deprecation reason, the file it is defined
/// in, or its written value.
public struct TokenTextChange: Hashable, Sendable, Codable {
    public var path: TokenPath
    public var before: String?
    public var after: String?

    public init(path: TokenPath, before: String?, after: String?) {
        self.path = path
        self.before = before
        self.after = after
    }
}
