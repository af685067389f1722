import DesignTokens

/// Reads the Button's family from a token set's names: the names in scope, their families, the largest read word by
/// word (`WordClassifier`) and made into a `ButtonTokenFamily`, the others listed.
public struct ButtonNameReader: Sendable {
    public var vocabulary: DraftVocabulary

    public init(vocabulary: DraftVocabulary = .standard) { self.vocabulary = vocabulary }

    /// The names of `set`: its resolved tokens, those left out and the empty slots (names count, not values).
    public static func paths(of set: TokenSet) -> [TokenPath] {
        Array(Set(set.tokens.keys).union(set.leftOut).union(set.unset)).sorted()
    }

    /// Reads the names of `set`.
    public func read(_ set: TokenSet, prefix: String? = nil) -> ButtonNameReading { read(Self.paths(of: set), prefix: prefix) }

    /// Reads `paths`: the largest family, or the one `prefix` names (`post.button`, or a family inside the Button's
    /// names such as `button.destructive`); nil as the family when `prefix` names none.
    public func read(_ paths: [TokenPath], prefix: String? = nil) -> ButtonNameReading {
        let scope = ButtonScope(vocabulary: vocabulary)
        let families = scope.families(of: scope.names(paths))
        let otherComponents = scope.otherComponents(paths)
        let chosen = prefix.map { prefix in families.first { $0.prefix == prefix || prefix.hasPrefix($0.prefix + ".") } } ?? families.first
        guard let largest = chosen else {
            return ButtonNameReading(family: nil, otherFamilies: families.map { ButtonFamilySummary(name: $0.prefix, count: $0.names.count, examples: Array($0.names.prefix(3).map(\.path))) },
                                     otherComponents: otherComponents)
        }
        let inner = prefix.flatMap { $0.hasPrefix(largest.prefix + ".") ? String($0.dropFirst(largest.prefix.count + 1)) : nil }
        let (roles, decisions) = WordClassifier(vocabulary: vocabulary).classify(largest.names)
        let built = FamilyBuilder(vocabulary: vocabulary).family(named: largest.prefix, names: largest.names, roles: roles, decisions: decisions, inner: inner)
        let others = families.filter { $0.prefix != largest.prefix }.map { ButtonFamilySummary(name: $0.prefix, count: $0.names.count, examples: Array($0.names.prefix(3).map(\.path))) }
        return ButtonNameReading(family: built.family, otherFamilies: built.others + others, otherComponents: otherComponents)
    }
}
