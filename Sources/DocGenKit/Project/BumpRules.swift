import ButtonModel

/// The version bump each kind of token change asks for: `docgen.yaml`'s `changeset: { bump: … }`. The defaults follow
/// semantic versioning for a token package: what a user names disappearing or changing type is major, something new
/// to name is minor, other values under the same names are a patch.
///
/// ```yaml
/// changeset:
///   package: "@acme/tokens"
///   bump: { removed: major, renamed: major, typeChanged: major, added: minor, deprecated: minor, valueChanged: patch }
/// ```
public struct BumpRules: Hashable, Sendable, Codable {
    /// The kinds of change, in the order reports name them; `key` is the `docgen.yaml` key.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        case removed, renamed, typeChanged, added, deprecated, valueChanged, aliasChanged, undeprecated

        /// How the bump's reason counts tokens of this kind: `2 tokens removed`.
        package var phrase: String {
            switch self {
            case .removed: "removed"
            case .renamed: "renamed"
            case .typeChanged: "changed type"
            case .added: "added"
            case .deprecated: "newly deprecated"
            case .valueChanged: "changed value"
            case .aliasChanged: "changed alias only"
            case .undeprecated: "no longer deprecated"
            }
        }

        public var defaultLevel: BumpLevel {
            switch self {
            case .removed, .renamed, .typeChanged: .major
            case .added, .deprecated: .minor
            case .valueChanged, .aliasChanged, .undeprecated: .patch
            }
        }
    }

    public var levels: [Kind: BumpLevel]

    public init(_ levels: [Kind: BumpLevel] = [:]) {
        self.levels = levels
    }

    public func level(_ kind: Kind) -> BumpLevel { levels[kind] ?? kind.defaultLevel }
}

/// What `docgen diff --format changeset` needs from `docgen.yaml`'s `changeset`.
public struct ChangesetSettings: Hashable, Sendable {
    /// The npm package the entry bumps (`@acme/tokens`); without it there is no changeset to write.
    public var package: String?
    public var bump = BumpRules()

    public init(package: String? = nil, bump: BumpRules = BumpRules()) {
        self.package = package
        self.bump = bump
    }
}
