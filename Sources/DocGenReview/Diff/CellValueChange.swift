import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// One value of a cell before and after: a color as hex, a length in points, the label's text.
public struct CellValueChange: Hashable, Sendable, Codable {
    /// `background`, `label`, `height`, `text`, …
    public var name: String
    public var before: String?
    public var after: String?
    /// The token the component names, then its alias chain, on each side.
    public var tokensBefore: [TokenPath]
    public var tokensAfter: [TokenPath]
}
