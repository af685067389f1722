import ButtonModel

/// Which revisions a versioned site publishes (`versions:` in `docgen.yaml`, `docgen build --versions`):
///
/// ```yaml
/// versions:
///   tags: "v*"        # a pattern, as `git tag -l` takes it, or a list: [v1.0.0, v2.0.0]
///   current: next     # the work tree: next (at /next/), latest (at the root), or none
/// ```
public struct VersionSettings: Hashable, Sendable {
    /// The releases: every tag matching a pattern, or tags named one by one.
    public enum Releases: Hashable, Sendable {
        case pattern(String)
        case tags([String])
    }

    /// What the work tree, not yet tagged, is on the site.
    public enum WorkTree: String, CaseIterable, Hashable, Sendable {
        /// Published at `/next/`, beside the releases, the newest release at the root.
        case next
        /// Published at the root as the latest; every release in its own folder.
        case latest
        /// Not published: the releases alone.
        case none
    }

    public var releases: Releases
    public var workTree: WorkTree

    /// Every tag, the work tree as `next`: what `--versions` builds when `docgen.yaml` says nothing.
    public init(releases: Releases = .pattern("*"), workTree: WorkTree = .next) {
        self.releases = releases
        self.workTree = workTree
    }
}
