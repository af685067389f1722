import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// What writing a site will do, decided before anything is written: the new manifest (the SHA-256 of every file),
/// which files are the same bytes as the previous site's (to be linked, not written), and whether nothing differs.
package struct SiteWritePlan: Sendable {
    package let previousSite: String
    package let manifest: SiteManifest
    /// Site paths whose bytes the previous site holds already, as a regular file of the same size.
    package let reused: Set<String>
    /// Site paths to be written whose bytes are those of an earlier path of the same site (a font every version of a
    /// versioned site ships, a cell no release changed): path → that earlier path, linked to it rather than written
    /// again.
    package let sameBytes: [String: String]
    package let report: SiteWriteReport
    /// The previous site's marker says the same docgen: it is linked too.
    package let sameMarker: Bool
    /// A note when the previous site's manifest was set aside (another format, damaged, a path outside the site):
    /// every file is then written.
    package let notes: [Diagnostic]

    /// Nothing differs from the previous site (its files, its manifest, its marker): the build leaves it untouched.
    package var changesNothing: Bool { report.unchanged }

    package init(output: SiteOutput, previousSite: String, marker: Data, jobs: Int) {
        self.previousSite = previousSite
        let previous: SiteManifest?
        switch SiteManifest.load(site: previousSite) {
        case .success(let manifest):
            previous = manifest
            notes = []
        case .failure(let discard):
            previous = nil
            notes = [CacheDiagnostics.discarded("the site manifest", at: FileTree.join(previousSite, SiteManifest.fileName), discard)]
        }
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
        var realFolders: Set<String> = []
        /// True when each folder of `path` in the previous site is a real folder, not a link to elsewhere.
        func inRealFolders(_ path: String) -> Bool {
            var folder = ""
            for component in path.split(separator: "/").dropLast() {
                folder += (folder.isEmpty ? "" : "/") + component
                if realFolders.contains(folder) { continue }
                guard CacheFileSystem.status(FileTree.join(previousSite, folder))?.isFolder == true else { return false }
                realFolders.insert(folder)
            }
            return true
        }
        for (path, entry) in zip(paths, entries) {
            // A copied file that cannot be read has no entry: writing it fails with the copy's own error.
            guard let entry else { continue }
            manifest.entries[path] = entry
            if let old = previous?.entries[path], old == entry, RelativePath.isSafe(path), inRealFolders(path),
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
        report = SiteWriteReport(written: paths.count - reused.count, reused: reused.count, removed: removed, unchanged: unchanged, notes: notes)
    }
}

/// What a site write did: files written anew, files linked unchanged from the previous site, files gone.
public struct SiteWriteReport: Hashable, Sendable, Codable {
    public var written: Int
    public var reused: Int
    public var removed: Int
    /// Nothing differed: the previous site was left as it was, not one file touched.
    public var unchanged: Bool
    /// What the write says of the previous site: its manifest set aside.
    public var notes: [Diagnostic]

    public init(written: Int, reused: Int, removed: Int, unchanged: Bool, notes: [Diagnostic] = []) {
        self.written = written
        self.reused = reused
        self.removed = removed
        self.unchanged = unchanged
        self.notes = notes
    }
}
