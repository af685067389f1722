import DesignTokens

/// The token sets of every context the draft is read in, asked as one: a name is usable when every context defines
/// it with a value of the kind asked (a color, a length, a number), not as an empty slot. Names are read in one
/// context; every reference written is checked in all of them here.
public struct ContextTokens: Sendable {
    public var sets: [TokenSet]
    /// Every name some context defines, sorted.
    public let paths: [TokenPath]
    private let unset: Set<TokenPath>

    public init(_ sets: [TokenSet]) {
        self.sets = sets
        var all: Set<TokenPath> = []
        for set in sets { all.formUnion(set.tokens.keys) }
        paths = all.sorted()
        unset = Set(sets.flatMap(\.unset))
    }

    /// Whether every context gives `path` a value of one of `types`.
    public func isUsable(_ path: TokenPath, as types: Set<TokenType>) -> Bool {
        !sets.isEmpty && !unset.contains(path) && sets.allSatisfy { set in set[path].map { types.contains($0.type) } ?? false }
    }

    /// The contexts in which `path` has no usable value of `types`, by name (`dark`); empty when every one has.
    public func contextsLacking(_ path: TokenPath, as types: Set<TokenType>) -> [String] {
        sets.filter { set in unset.contains(path) || !(set[path].map { types.contains($0.type) } ?? false) }.map(\.name)
    }

    /// Whether `path` is an empty slot (`"$value": ""`) in some context.
    public func isUnset(_ path: TokenPath) -> Bool { unset.contains(path) }

    public static let colors: Set<TokenType> = [.color]
    public static let lengths: Set<TokenType> = [.dimension]
    public static let numbers: Set<TokenType> = [.number, .fontWeight]
}
