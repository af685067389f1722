/// How one token of one theme differs between BASE and HEAD: the token part of a `SiteDiff`.
public struct TokenDiff: Hashable, Sendable, Codable {
    /// The design system's folder in the content (`orange`).
    public var system: String
    /// The theme permutation (`TokenSet.name`: `light`, `dark-compact`, `default`).
    public var theme: String
    public var added: [TokenEntry] = []
    public var removed: [TokenRemoval] = []
    public var renamed: [TokenRename] = []
    public var changed: [TokenChange] = []
    /// Tokens deprecated in HEAD that were not in BASE.
    public var deprecationsAdded: [TokenEntry] = []
    /// Tokens deprecated in BASE that no longer are in HEAD (and still exist).
    public var deprecationsRemoved: [TokenEntry] = []

    public init(system: String, theme: String) {
        self.system = system
        self.theme = theme
    }

    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty && deprecationsAdded.isEmpty && deprecationsRemoved.isEmpty
    }

    public var changeCount: Int {
        added.count + removed.count + renamed.count + changed.count + deprecationsAdded.count + deprecationsRemoved.count
    }
}
