import DesignTokens
import Foundation

/// What the build cache keeps of a versioned site's releases (`.docgen-cache/versions/`): a release's files are the
/// same bytes as long as its commit, every version's place, the work tree's pages (its menu links to them), the
/// theme and the configuration are, so such a release is not built again: its files are taken from the site, which
/// still holds them, and what changed in it (its changelog entry) from the record.
struct VersionCache: Sendable {
    /// One release as built: what its site holds, its pages for the other versions' menus, and its changelog entry.
    struct Record: Codable, Sendable {
        static let format = 1
        var format = Record.format
        /// Path below the version's folder → the SHA-256 the site's manifest lists for it.
        var files: [String: String]
        var pages: [String]
        var diff: SiteDiff?
        var checks: Int
        var failedChecks: Int
    }

    static let recordsKept = 64

    let folder: String

    private var records: String { FileTree.join(folder, "versions") }

    /// The key of `version` in `plan`: the configuration and docgen binary, every version's name, place and commit,
    /// the work tree's pages and the digest of the theme's files.
    static func key(of version: SiteVersion, plan: VersionPlan, workTreePages: [String], theme: String,
                    configuration: BuildConfiguration) -> String {
        var lines = ["docgen-version-site 1", BuildCache.key(of: configuration), "version \(version.name)", "theme \(theme)"]
        lines += plan.versions.map { "plan \($0.name) \($0.folder) \($0.commit ?? "work-tree") \($0.date ?? "")" }
        lines += workTreePages.sorted().map { "page \($0)" }
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// The digest of the theme's files as the work tree has them (the templates and public folders), or nil when one
    /// of them changed while the build ran.
    static func themeDigest(_ configuration: BuildConfiguration, started: Int64) -> String? {
        var reads = ReadRecord()
        for folder in [configuration.templatesDirectory, configuration.publicDirectory] { reads.folder(folder, .init(.loadTemplates)) }
        let snapshot = InputSnapshot.take(of: reads, buildStarted: started, jobs: configuration.jobs, confinement: configuration.confinement)
        return snapshot.digest(after: [])
    }

    /// The record under `key`, when the site at `site` (its `manifest`) still holds every file it lists below
    /// `versionFolder`, as a regular file of the listed size.
    func record(_ key: String, versionFolder: String, site: String, manifest: SiteManifest?) -> Record? {
        guard let manifest,
              let record = CacheFileSystem.readRegularFile(FileTree.join(records, key + ".json"), maximumSize: 256 << 20)
                .flatMap({ try? JSONDecoder().decode(Record.self, from: $0) }), record.format == Record.format
        else { return nil }
        for (path, digest) in record.files {
            guard let entry = manifest.entries[versionFolder + path], entry.digest == digest,
                  let status = CacheFileSystem.status(FileTree.join(site, versionFolder + path)), status.isRegular, status.size == entry.size
            else { return nil }
        }
        return record
    }

    /// Keeps what a release's build wrote, its files' digests read from the manifest the site was written with.
    func store(_ record: Record, key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record) else { return }
        try? FileManager.default.createDirectory(atPath: records, withIntermediateDirectories: true)
        guard CacheFileSystem.replace(FileTree.join(records, key + ".json"), with: data) else { return }
        CacheFileSystem.removeOldest(in: records, keeping: Self.recordsKept)
    }
}
