import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

/// What the build cache keeps of a versioned site's releases (`.docgen-cache/versions/`): one record per release,
/// named after the release, holding the key it was built under. A release's files are the same bytes as long as its
/// key is (its name, folder and commit, the commit of the release before it, the theme and the configuration; the
/// release at the root adds every version's place, since its changelog lists them), so such a release is not built
/// again: its files are taken from the site, which still holds them, and what changed in it (its changelog entry)
/// from the record. A record is replaced when its release is built anew and removed only when its release leaves the
/// plan, so every unchanged release comes from the cache whatever the number of tags.
package struct VersionCache: Sendable {
    /// One release as built: what its site holds, its pages for the version menu, and its changelog entry.
    package struct ReleaseRecord: Codable, Sendable {
        package static let format = 2
        package var format = ReleaseRecord.format
        /// The key the release was built under; a record under another key is stale.
        package var key: String
        /// Path below the version's folder → the SHA-256 the site's manifest lists for it.
        package var files: [String: String]
        package var pages: [String]
        package var diff: SiteDiff?
        /// The first release's summary on its changelog page.
        package var summary: String?
        package var checks: Int
        package var failedChecks: Int
        /// The SHA-256 of the record's JSON with this field empty: a record changed on disk is not trusted.
        package var digest = ""

        /// The record's JSON with `digest` empty, the bytes its digest is taken of.
        package func unsignedData() -> Data? {
            var unsigned = self
            unsigned.digest = ""
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try? encoder.encode(unsigned)
        }

        /// Every path it names is relative and stays below the version's folder (`RelativePath.isSafe`).
        package var pathsAreSafe: Bool { files.keys.allSatisfy(RelativePath.isSafe) && pages.allSatisfy(RelativePath.isSafe) }
    }

    package let folder: String

    private var records: String { FileTree.join(folder, "versions") }

    /// The file of `release`'s record: the SHA-256 of its name, since a tag name may hold any character.
    private func file(of release: String) -> String { "release-" + SHA256.hex(release) + ".json" }

    /// The key of `version`: the configuration and docgen binary, its name, place and commit, the commit of the
    /// version before it (its changelog entry compares the two), the digest of the theme's files, and `more` (for the
    /// release at the root, what its changelog shows of the other versions).
    package static func key(of version: SiteVersion, previous: SiteVersion?, theme: String, configuration: BuildConfiguration,
                    more: [String] = []) -> String {
        var lines = ["docgen-version-site 2", BuildCache.key(of: configuration), "theme \(theme)",
                     "version \(version.name)", "folder \(version.folder)", "commit \(version.commit ?? "work-tree")",
                     "previous \(previous.map { "\($0.name) \($0.commit ?? "work-tree")" } ?? "none")"]
        lines += more
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// The digest of the theme's files as the work tree has them (the templates and public folders), or nil when one
    /// of them changed while the build ran.
    package static func themeDigest(_ configuration: BuildConfiguration, started: Int64) -> String? {
        var reads = ReadRecord()
        for folder in [configuration.templatesDirectory, configuration.publicDirectory] { reads.folder(folder, .init(.loadTemplates)) }
        let snapshot = InputSnapshot.take(of: reads, buildStarted: started, jobs: configuration.jobs, confinement: configuration.confinement)
        return snapshot.digest(after: [])
    }

    /// The record of `release` when it was built under `key`, is whole (its digest), names only paths that stay
    /// below the version's folder, and the site at `site` (its `manifest`) still holds every file it lists below
    /// `versionFolder`, as a regular file of the listed size. Anything else is no record: the release is built again.
    package func record(of release: String, key: String, versionFolder: String, site: String, manifest: SiteManifest?) -> ReleaseRecord? {
        guard let manifest,
              let record = CacheFolder.open(records)?.read(file(of: release), maximumSize: 256 << 20)
                .flatMap({ try? JSONDecoder().decode(ReleaseRecord.self, from: $0) }),
              record.format == ReleaseRecord.format, record.key == key,
              let unsigned = record.unsignedData(), SHA256.hex(unsigned) == record.digest,
              record.pathsAreSafe, versionFolder.isEmpty || RelativePath.isSafe(String(versionFolder.dropLast()))
        else { return nil }
        for (path, digest) in record.files {
            guard let entry = manifest.entries[versionFolder + path], entry.digest == digest,
                  let status = CacheFileSystem.status(FileTree.join(site, versionFolder + path)), status.isRegular, status.size == entry.size
            else { return nil }
        }
        return record
    }

    /// Keeps what `release`'s build wrote, its files' digests read from the manifest the site was written with,
    /// replacing the release's record.
    package func store(_ record: ReleaseRecord, of release: String) {
        var signed = record
        guard let unsigned = record.unsignedData() else { return }
        signed.digest = SHA256.hex(unsigned)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(signed) else { return }
        _ = CacheFolder.make(records)?.replace(file(of: release), with: data)
    }

    /// Removes the records of releases that are not among `releases` (tags deleted or left out of the plan), and
    /// records of an older format.
    package func prune(keeping releases: [String]) {
        let kept = Set(releases.map(file(of:)))
        CacheFolder.open(records)?.removeFiles(except: kept)
    }
}
