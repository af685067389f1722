import ButtonModel
import DocGenKit

/// The version a published token package should take for a diff, and why (semantic versioning).
public struct VersionBump: Hashable, Sendable, Codable {
    public var level: BumpLevel
    public var reason: String

    public init(level: BumpLevel, reason: String) {
        self.level = level
        self.reason = reason
    }

    /// The highest level `rules` give the kinds of change present (by default: removal, rename or type change
    /// major; addition or new deprecation minor; value change patch). The reason counts the tokens of each kind at
    /// that level.
    public init(tokens: [TokenDiff], rules: BumpRules = BumpRules()) {
        let counts = Self.counts(tokens)
        func phrase(_ kind: BumpRules.Kind) -> String? {
            let n = counts[kind] ?? 0
            return n == 0 ? nil : "\(n) token\(n == 1 ? "" : "s") \(kind.phrase)"
        }
        let present = BumpRules.Kind.allCases.filter { (counts[$0] ?? 0) > 0 }
        let level = present.map(rules.level).max() ?? .none
        let phrases = present.filter { rules.level($0) == level }.compactMap(phrase).joined(separator: ", ")
        self.level = level
        switch level {
        case .major: reason = phrases + ": users that name them break."
        case .minor: reason = phrases + ": nothing a user names breaks."
        case .patch: reason = phrases + ": same names and types, other values."
        case .none: reason = present.isEmpty ? "No token changed." : present.compactMap(phrase).joined(separator: ", ") + ": no release needed."
        }
    }

    /// Distinct tokens of each kind of change, across themes.
    package static func counts(_ tokens: [TokenDiff]) -> [BumpRules.Kind: Int] {
        [
            .removed: Set(tokens.flatMap { $0.removed.map(\.path) }).count,
            .renamed: Set(tokens.flatMap { $0.renamed.map(\.from) }).count,
            .typeChanged: Set(tokens.flatMap { $0.changed.filter(\.typeChanged).map(\.path) }).count,
            .added: Set(tokens.flatMap { $0.added.map(\.path) }).count,
            .deprecated: Set(tokens.flatMap { $0.deprecationsAdded.map(\.path) }).count,
            .valueChanged: Set(tokens.flatMap { $0.changed.filter { !$0.typeChanged && $0.before.value != $0.after.value }.map(\.path) }).count,
            .aliasChanged: Set(tokens.flatMap { $0.changed.filter { $0.before.value == $0.after.value }.map(\.path) }).count,
            .undeprecated: Set(tokens.flatMap { $0.deprecationsRemoved.map(\.path) }).count,
        ]
    }
}
