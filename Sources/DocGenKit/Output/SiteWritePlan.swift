import DesignTokens
import Foundation

/// What writing a site will do, decided before anything is written: the new manifest (the SHA-256 of every file),
/// which files are the same bytes as the previous site's (to be linked, not written), and whether nothing differs.
struct SiteWritePlan: Sendable {
    let previousSite: String
    let manifest: SiteManifest
    /// Site paths whose bytes the previous site holds already, as a regular file of the same size.
    let reused: Set<String>
    /// Site paths to be written whose bytes are those of an earlier path of the same site (a font every version of a
    /// versioned site ships, a cell no release changed): path → that earlier path, linked to it rather than written
    /// again.
    let sameBytes: [String: String]
    let report: SiteWriteReport
    /// The previous site's marker says the same docgen: it is linked too.
    let sameMarker: Bool

    /// Nothing differs from the previous site (its files, its manifest, its marker): the build leaves it untouched.
    var changesNothing: Bool { report.unchanged }

    init(output: SiteOutput, previousSite: String, marker: Data, jobs: Int) {
        self.previousSite = previousSite
        let previous = SiteManifest.read(site: previousSite)
        let paths = output.paths
        let entries = ParallelMap.map(paths, threads: jobs) { path -> SiteManifest.Entry? in
            switch output[path] {
            case .bytes(let data)?: return SiteManifest.Entry(size: data.count, digest: SHA256.hex(data))
            case .copy(let source)?: return CacheFileSystem.digest(ofFile: source, followingLinks: true).map { SiteManifest.Entry(size: $0.size, digest: $0.digest) }
            case nil: return nil
            }
        }
        var manifest = SiteManifest()
        var reused = Set<String>()
        var sameBytes: [String: String] = [:]
        var firstWith: [SiteManifest.Entry: String] = [:]
        for (path, entry) in zip(paths, entries) {
            // A copied file that cannot be read has no entry: writing it fails with the copy's own error.
            guard let entry else { continue }
            manifest.entries[path] = entry
            if let old = previous?.entries[path], old == entry,
               let status = CacheFileSystem.status(FileTree.join(previousSite, path)), status.isRegular, status.size == entry.size {
                reused.insert(path)
            } else if let first = firstWith[entry] {
                sameBytes[path] = first
            }
            if firstWith[entry] == nil { firstWith[entry] = path }
        }
        self.manifest = manifest
        self.reused = reused
        self.sameBytes = sameBytes
        let removed = previous.map { Set($0.entries.keys).subtracting(paths).count } ?? 0
        sameMarker = CacheFileSystem.readRegularFile(FileTree.join(previousSite, SiteWriter.markerFile), maximumSize: 4096) == marker
        let unchanged = previous != nil && sameMarker && removed == 0 && reused.count == paths.count
        report = SiteWriteReport(written: paths.count - reused.count, reused: reused.count, removed: removed, unchanged: unchanged)
    }
}

/// What a site write did: files written anew, files linked unchanged from the previous site, files gone.
public struct SiteWriteReport: Hashable, Sendable, Codable {
    public var written: Int
    public var reused: Int
    public var removed: Int
    /// Nothing differed: the previous site was left as it was, not one file touched.
    public var unchanged: Bool

    public init(written: Int, reused: Int, removed: Int, unchanged: Bool) {
        self.written = written
        self.reused = reused
        self.removed = removed
        self.unchanged = unchanged
    }
}
