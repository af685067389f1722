import ButtonModel
import DocGenKit

/// The releases of a versioned site up to the version being built, oldest first, each with what changed since the
/// release before it: what `docgen diff PREVIOUS VERSION` reports, made by the same comparison.
public struct Changelog: Hashable, Sendable {
    public var entries: [ChangelogEntry]
    /// Version name → the path from the root of the version being built to the root of that version's site (`""` for
    /// the version itself, `../` for the newest release from `/next/`, `v1.0.0/` from the root): where a changed
    /// cell's picture on each side is found, each version's site holding its own `buttons/…` files.
    public var siteRoots: [String: String]
    /// The path from the root of the version being built to the site's root, which holds the changelog's pages (`""`
    /// for the version at the root, `../` from `/next/`).
    public var pagesRoot: String

    public init(entries: [ChangelogEntry], siteRoots: [String: String], pagesRoot: String = "") {
        self.entries = entries
        self.siteRoots = siteRoots
        self.pagesRoot = pagesRoot
    }

    /// The entry of `version`, named by its name or by its folder's (`release~2F1.0`), if the changelog has one.
    public func entry(_ version: String) -> ChangelogEntry? {
        entries.first { $0.version == version } ?? entries.first { SiteVersion.folderName(of: $0.version) == version }
    }
}

/// One release and what changed since the release before it.
public struct ChangelogEntry: Hashable, Sendable {
    /// The version's name: its tag (`v2.0.0`), or `next` for the work tree.
    public var version: String
    /// The release before it; nil for the first.
    public var previous: String?
    /// The day of the release's commit (`2026-03-14`); nil for the work tree.
    public var date: String?
    /// The work tree, not a release yet.
    public var isUnreleased: Bool
    /// What changed since `previous`, with both pictures of each changed cell; nil for the first release.
    public var diff: SiteDiff?
    /// For the first release: what it holds (`First release: 42 tokens in 2 themes, 3 variants.`), counted in its own
    /// build.
    public var summary: String?

    public init(version: String, previous: String?, date: String?, isUnreleased: Bool, diff: SiteDiff?, summary: String? = nil) {
        self.summary = summary
        self.version = version
        self.previous = previous
        self.date = date
        self.isUnreleased = isUnreleased
        self.diff = diff
    }
}
