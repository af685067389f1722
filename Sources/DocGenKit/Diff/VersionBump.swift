/// The version a published token package should take for a diff, and why (semantic versioning).
public struct VersionBump: Hashable, Sendable, Codable {
    public enum Level: String, Hashable, Sendable, Codable, Comparable {
        case none, patch, minor, major

        private var rank: Int { [.none, .patch, .minor, .major].firstIndex(of: self)! }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }

    public var level: Level
    public var reason: String

    public init(level: Level, reason: String) {
        self.level = level
        self.reason = reason
    }

    /// Removal, rename or type change: major; addition or new deprecation: minor; value change: patch.
    public init(tokens: [TokenDiff]) {
        let removed = Set(tokens.flatMap { $0.removed.map(\.path) }).count
        let renamed = Set(tokens.flatMap { $0.renamed.map(\.from) }).count
        let retyped = Set(tokens.flatMap { $0.changed.filter(\.typeChanged).map(\.path) }).count
        let added = Set(tokens.flatMap { $0.added.map(\.path) }).count
        let deprecated = Set(tokens.flatMap { $0.deprecationsAdded.map(\.path) }).count
        let valueChanged = Set(tokens.flatMap { $0.changed.filter { !$0.typeChanged && $0.before.value != $0.after.value }.map(\.path) }).count
        let aliasOnly = Set(tokens.flatMap { $0.changed.filter { $0.before.value == $0.after.value }.map(\.path) }).count
        let undeprecated = Set(tokens.flatMap { $0.deprecationsRemoved.map(\.path) }).count
        func phrase(_ n: Int, _ what: String) -> String? { n == 0 ? nil : "\(n) token\(n == 1 ? "" : "s") \(what)" }
        let breaking = [phrase(removed, "removed"), phrase(renamed, "renamed"), phrase(retyped, "changed type")].compactMap { $0 }
        let features = [phrase(added, "added"), phrase(deprecated, "newly deprecated")].compactMap { $0 }
        let fixes = [phrase(valueChanged, "changed value"), phrase(aliasOnly, "changed alias only"),
                     phrase(undeprecated, "no longer deprecated")].compactMap { $0 }
        if !breaking.isEmpty {
            (level, reason) = (.major, breaking.joined(separator: ", ") + ": users that name them break.")
        } else if !features.isEmpty {
            (level, reason) = (.minor, features.joined(separator: ", ") + ": nothing a user names breaks.")
        } else if !fixes.isEmpty {
            (level, reason) = (.patch, fixes.joined(separator: ", ") + ": same names and types, other values.")
        } else {
            (level, reason) = (.none, "No token changed.")
        }
    }
}
