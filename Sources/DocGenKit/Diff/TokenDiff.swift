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
    var ownDefinition: String { aliases.first.map { "{\($0)}" } ?? value }
}

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

/// A token whose resolved value, type or alias chain changed.
public struct TokenChange: Hashable, Sendable, Codable {
    public var path: TokenPath
    public var before: TokenState
    public var after: TokenState
    public var cause: TokenCause

    /// The type changed: a breaking change for anyone who reads the token.
    public var typeChanged: Bool { before.type != after.type }
}

/// Why a token's value changed: its own definition was edited, or it inherited the edit of a token it aliases.
public struct TokenCause: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case direct, inherited }
    public var kind: Kind
    /// The upstream token whose edit this one inherited (for `inherited`).
    public var from: TokenPath?

    public static let direct = TokenCause(kind: .direct, from: nil)
    public static func inherited(_ path: TokenPath) -> TokenCause { TokenCause(kind: .inherited, from: path) }
}

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
