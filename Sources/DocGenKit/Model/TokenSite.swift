import DesignTokens

/// A place in a component definition that names a token.
public struct TokenSite: Hashable, Sendable {
    public var path: TokenPath
    public var location: SourceLocation

    public init(path: TokenPath, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}
