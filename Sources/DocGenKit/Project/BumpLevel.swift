/// A semantic-versioning bump, from none to major: what `docgen.yaml`'s `changeset: { bump: … }` gives each kind of
/// token change, and what a diff's `VersionBump` comes to.
public enum BumpLevel: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    case none, patch, minor, major

    private var rank: Int { [.none, .patch, .minor, .major].firstIndex(of: self)! }
    public static func < (lhs: BumpLevel, rhs: BumpLevel) -> Bool { lhs.rank < rhs.rank }
}
