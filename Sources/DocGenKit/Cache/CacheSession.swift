import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// The build cache as one build uses it: the input digests of the last build of the same configuration (lending the
/// digest of every file whose `lstat` did not change), and each design system's drawings, kept under the digest of
/// everything the system's steps read. A page edit leaves every system's inputs as they were, so no button is drawn
/// again; a token edit draws again only the system whose tokens changed.
public struct CacheSession: Sendable {
    package let cache: BuildCache
    /// SHA-256 of the configuration's fingerprint and the docgen executable's identity.
    package let configurationKey: String
    package let previous: InputSnapshot?
    /// When the build started, in nanoseconds since 1970: inputs modified after it are not trusted.
    package let started: Int64
    /// The folders the build may read: the snapshot follows no link out of them.
    package let confinement: ReadConfinement
    /// What the build says of the cache: each record or archive set aside.
    package let notes = CacheNotes()
    /// Set when the build reads a fixed revision rather than the work tree (a release of a versioned site, read from
    /// its tag's objects): what it read outside `workTreeFolders` is that revision's bytes, which its name stands for.
    package var revision: FixedRevision?

    /// A revision whose files do not change: a commit, and the folders a build of it still reads from the work tree.
    package struct FixedRevision: Sendable {
        package var name: String
        package var workTreeFolders: [String]

        package init(name: String, workTreeFolders: [String]) {
            self.name = name
            self.workTreeFolders = workTreeFolders
        }
    }

    package init(cache: BuildCache, configurationKey: String, previous: InputSnapshot?, started: Int64, confinement: ReadConfinement,
                 revision: FixedRevision? = nil) {
        self.cache = cache
        self.configurationKey = configurationKey
        self.previous = previous
        self.started = started
        self.confinement = confinement
        self.revision = revision
    }

    /// Drawings kept: one file per system and input digest, the least recently written removed past this.
    package static let drawingsKept = 64

    private var drawingsFolder: String { FileTree.join(cache.folder, BuildCache.drawingsFolder) }

    /// Where the drawings kept under `key` are.
    package func drawingsPath(_ key: String) -> String { FileTree.join(drawingsFolder, key) }

    /// The steps whose reads do not feed a system's drawings: pages, templates, public files are drawn from nothing.
    private static let stepsNotDrawn: Set<BuildStepID> = [.parseMarkdown, .loadTemplates, .copyPublicFiles]
    /// Steps that list a folder to find files and record each file they then read: the folders they list count by
    /// their listing, so that a page edited beside a system's token files does not draw its buttons again.
    private static let stepsListing: Set<BuildStepID> = [.loadSystems, .resolveTokens]

    /// The digest of every input the drawings of system `id` rest on: what its steps read for it, and what the build
    /// read for no system in particular (`site.yaml`'s limits, every `system.yaml`, `Public/fonts`) but pages,
    /// templates and public files. nil when one of them changed while the build ran. A build of a fixed `revision`
    /// hashes only what it read from the work tree; the revision's name stands for the rest.
    package func systemKey(_ id: String, reads: ReadRecord) -> String? {
        var record = reads.filtered { use in use.system == id || (use.system == nil && !Self.stepsNotDrawn.contains(use.step)) }
        var header = ["system \(id)", configurationKey]
        if let revision {
            record = record.within(revision.workTreeFolders)
            header.append("revision \(revision.name)")
        }
        let snapshot = InputSnapshot.take(of: record, buildStarted: started, previous: previous, listedBy: Self.stepsListing, confinement: confinement)
        return snapshot.digest(after: header)
    }

    /// The files drawn under `key`, in the order they were stored; nil when none are kept, or the archive is set aside
    /// (another format, bytes that do not match its digest, a path that is not `RelativePath.isSafe`) with a note.
    package func drawings(forKey key: String) -> [(path: String, bytes: Data)]? {
        guard let data = CacheFolder.open(drawingsFolder)?.read(key, maximumSize: 1 << 30) else { return nil }
        switch DrawingArchive.files(in: data) {
        case .success(let files): return files
        case .failure(let discard):
            notes.add(CacheDiagnostics.discarded("the drawings archive", at: drawingsPath(key), discard))
            return nil
        }
    }

    package func storeDrawings(_ files: [(path: String, bytes: Data)], forKey key: String) {
        guard let folder = CacheFolder.make(drawingsFolder), folder.replace(key, with: DrawingArchive.data(of: files)) else { return }
        folder.removeOldest(keeping: Self.drawingsKept)
    }
}
