import DocGenSupport

/// Whether a token is deprecated, and why.
public enum Deprecation: Hashable, Sendable, Codable {
    case deprecated
    case deprecatedBecause(String)

    public var reason: String? {
        if case .deprecatedBecause(let reason) = self { reason } else { nil }
    }
}

/// Where a token's value came from when the team's build output defines it.
public struct BuildProvenance: Hashable, Sendable {
    /// The name the build writes it under (`--pgn-color-primary-base`).
    public var name: String
    /// Where the build writes it.
    public var location: SourceLocation
    /// The value docgen read from the token's source, when it differs from the build's (the build's is used).
    public var sourceValue: TokenValue?
    /// What the build's reader assumed or converted (`Display P3, converted to sRGB`).
    public var note: String?

    public init(name: String, location: SourceLocation, sourceValue: TokenValue? = nil, note: String? = nil) {
        self.name = name
        self.location = location
        self.sourceValue = sourceValue
        self.note = note
    }
}

/// One token of one permutation, with its alias chain resolved to the end.
public struct ResolvedToken: Hashable, Sendable {
    public var path: TokenPath
    public var type: TokenType
    public var value: TokenValue
    /// Every hop of the alias chain in order, starting with the token this one names; empty for a literal.
    public var aliases: [TokenPath]
    /// Where the token is defined.
    public var location: SourceLocation
    public var description: String?
    public var deprecated: Deprecation?
    /// `$extensions`, kept as canonical JSON text (sorted keys) so that nothing is dropped.
    public var extensions: String?
    /// Why docgen cannot be sure the value is the team's, for every uncertain value it passes through; empty when it
    /// can (`ValueUncertainty`).
    public var uncertainties: [ValueUncertainty]
    /// Where the team's build output defines the token, when `tokens: { build: … }` names one: the value above is
    /// then the build's.
    public var build: BuildProvenance?

    public init(path: TokenPath, type: TokenType, value: TokenValue, aliases: [TokenPath] = [], location: SourceLocation,
                description: String? = nil, deprecated: Deprecation? = nil, extensions: String? = nil,
                uncertainties: [ValueUncertainty] = []) {
        self.path = path
        self.type = type
        self.value = value
        self.aliases = aliases
        self.location = location
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.uncertainties = uncertainties
    }

    /// Whether docgen cannot be sure the value is the one the team's build gives.
    public var isUncertain: Bool { !uncertainties.isEmpty }
}

/// The resolved tokens of one permutation of the resolver's modifiers (for example `theme=dark`).
public struct TokenSet: Hashable, Sendable {
    /// Modifier name → chosen context, in the resolver's order. Empty when there is no resolver.
    public var contextPairs: [ContextPair]
    public var tokens: [TokenPath: ResolvedToken]
    /// Tokens defined in the files but left out: their value could not be known (an error names each one, or a
    /// token they alias). Sorted.
    public var leftOut: [TokenPath]
    /// When a token is left out: the tokens each token names in its file (`TokenReferences`), which say whether a
    /// token in use passes through one left out (`TokenDemand`). Empty when every token resolved.
    public var references: [TokenPath: [TokenPath]]

    public struct ContextPair: Hashable, Sendable, Codable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(context: [ContextPair], tokens: [TokenPath: ResolvedToken], leftOut: [TokenPath] = [],
                references: [TokenPath: [TokenPath]] = [:]) {
        self.contextPairs = context
        self.tokens = tokens
        self.leftOut = leftOut
        self.references = references
    }

    /// Tokens whose names hold a dot (Style Dictionary's key `"1.5"`: `spacing.spacer.1.5`), by that dotted name: a
    /// reference written `{spacing.spacer.1.5}` is split at every dot, and finds its token here. Empty in most sets.
    public var dottedNames: [String: TokenPath] = [:]

    /// The token at `path`, or the token whose dotted name `path` spells when its name holds a dot.
    public subscript(path: TokenPath) -> ResolvedToken? {
        if let token = tokens[path] { return token }
        guard !dottedNames.isEmpty, let named = dottedNames[path.description] else { return nil }
        return tokens[named]
    }

    /// `theme=dark, density=compact`, or `default` when there are no modifiers.
    public var contextDescription: String {
        contextPairs.isEmpty ? "default" : contextPairs.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
    }

    /// A short name for the permutation: the context values joined with `-` (`dark`, `dark-compact`).
    public var name: String {
        contextPairs.isEmpty ? "default" : contextPairs.map(\.value).joined(separator: "-")
    }

    /// Tokens written as empty slots (`"$value": ""`), and aliases of them: unset, as a CSS custom property whose
    /// value is empty is, so that a definition's fallback list goes on to its next entry. Sorted.
    public var unset: [TokenPath] = []

    /// Tokens sorted by path: the order every listing uses.
    public var sortedTokens: [ResolvedToken] { tokens.values.sorted { $0.path < $1.path } }
}
