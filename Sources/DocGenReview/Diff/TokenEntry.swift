import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// A token on one side only, or whose deprecation changed.
public struct TokenEntry: Hashable, Sendable, Codable {
    public var path: TokenPath
    public var state: TokenState
    /// Why it is deprecated, when it is and says why.
    public var reason: String?

    public init(path: TokenPath, state: TokenState, reason: String? = nil) {
        self.path = path
        self.state = state
        self.reason = reason
    }
}
