import ButtonModel
import DocGenKit

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
    // Changes that alter no value, folded in the report: "no visible change" rather than "no change".
    /// Tokens whose `$description` changed.
    public var descriptions: [TokenTextChange] = []
    /// Deprecated tokens whose reason changed.
    public var deprecationReasons: [TokenTextChange] = []
    /// Tokens now defined in another file (file → file).
    public var moved: [TokenTextChange] = []
    /// Tokens whose written value changed while their resolved value, type and alias chain did not.
    public var rewritten: [TokenTextChange] = []

    public init(system: String, theme: String) {
        self.system = system
        self.theme = theme
    }

    public var isEmpty: Bool { changeCount == 0 && quietCount == 0 }

    /// Changes that alter no value: descriptions, deprecation reasons, moves and rewrites to an equal value.
    public var quietCount: Int { descriptions.count + deprecationReasons.count + moved.count + rewritten.count }

    public var changeCount: Int {
        added.count + removed.count + renamed.count + changed.count + deprecationsAdded.count + deprecationsRemoved.count
    }
}
