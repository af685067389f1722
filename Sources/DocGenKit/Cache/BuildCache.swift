import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// The build cache (`.docgen-cache/` in the project folder; safe to delete, never needed): what the last build of each
/// configuration read, with the digest of every input, and what it wrote. A build whose inputs all hash the same, with
/// the same docgen binary and configuration, into a site that still holds what that build wrote, has nothing to do.
///
/// A record is keyed by the SHA-256 of the configuration's `BuildCacheKey` and of the docgen executable's identity
/// (path, size, inode and modification time, as ccache's default compiler check): a new docgen never reads an old
/// docgen's results.
public struct BuildCache: Sendable {
    /// What one build read and wrote.
    package struct Record: Codable, Sendable {
        /// The kind and format on the record's first line (`SealedFile`): 2 since records carry their digest.
        package static let kind = "docgen-build"
        package static let format = 2
        package var inputs: InputSnapshot
        /// SHA-256 of the site's `.docgen-manifest` the build wrote (or found unchanged).
        package var manifest: String
        package var summary: CachedSummary
    }

    /// What `docgen build` prints of a build: enough to print it again without building.
    public struct CachedSummary: Codable, Sendable, Hashable {
        public var pages: Int
        public var files: Int
        public var checks: Int
        public var failedChecks: Int
        /// Cells docgen could not reproduce exactly (uncertain); nil in a record written before they were counted.
        public var uncertainCells: Int?
        public var warnings: [Diagnostic]
    }

    public static let folderName = ".docgen-cache"
    /// Records kept: one per configuration, the least recently written removed past this.
    package static let recordsKept = 32

    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// The cache's folders: the build records, the drawings, the releases of a versioned site (`VersionCache`).
    package static let recordsFolder = "builds", drawingsFolder = "drawings", versionsFolder = "versions"

    private var records: String { FileTree.join(folder, Self.recordsFolder) }

    /// Why the build cannot use the cache at `folder`: the cache, or one of its folders, is there as a link or as
    /// anything but a real folder. nil when each is a real folder or missing (a missing one is made when needed).
    public static func refusal(of folder: String) -> Diagnostic? {
        for path in [folder] + [recordsFolder, drawingsFolder, versionsFolder].map({ FileTree.join(folder, $0) }) {
            guard let status = CacheFileSystem.status(path) else {
                if path == folder { return nil }
                continue
            }
            if !status.isFolder { return CacheDiagnostics.unusableFolder(path, linkTarget: PosixFile.linkTarget(path)) }
        }
        return nil
    }

    /// What the last build of `configuration` recorded, and whether it can stand for this build: its inputs hash the
    /// same and its site is as it left it. The record lends its input digests to the session either way. A record of
    /// another format, whose bytes do not match its digest, or that cannot be decoded is set aside with a note.
    package func open(_ configuration: BuildConfiguration, started: Int64) -> (session: CacheSession, reusable: CachedSummary?) {
        let key = Self.key(of: configuration)
        // A record naming an input the build may not read (outside the project, through a link) is set aside: hashing
        // its inputs again would read there.
        let found = readRecord(key).flatMap { record -> Result<Record?, Discard> in
            guard let record, let outside = record.inputs.firstPath(outside: configuration.confinement) else { return .success(record) }
            return .failure(.unsafePath(outside))
        }
        let record = (try? found.get()) ?? nil
        let session = CacheSession(cache: self, configurationKey: key, previous: record?.inputs, started: started, confinement: configuration.confinement)
        if case .failure(let discard) = found { session.notes.add(CacheDiagnostics.discarded("the build record", at: recordPath(key), discard)) }
        guard let record, record.inputs.sameInputs(as: record.inputs.retaken(jobs: configuration.jobs, confinement: configuration.confinement)),
              Self.siteHolds(manifestDigest: record.manifest, at: configuration.outputDirectory)
        else { return (session, nil) }
        return (session, record.summary)
    }

    /// Records what a build of `configuration` read (`reads`) and wrote, for the next build. A cache that cannot be
    /// written is no error: the next build builds.
    package func store(reads: ReadRecord, of configuration: BuildConfiguration, summary: CachedSummary, session: CacheSession) {
        guard let manifest = CacheFileSystem.readRegularFile(FileTree.join(configuration.outputDirectory, SiteManifest.fileName),
                                                             maximumSize: 64 << 20) else { return }
        let inputs = InputSnapshot.take(of: reads, buildStarted: session.started, previous: session.previous, jobs: configuration.jobs,
                                        confinement: configuration.confinement)
        var kept = summary
        kept.warnings.removeAll(where: CacheDiagnostics.isAboutTheCache)
        let record = Record(inputs: inputs, manifest: SHA256.hex(manifest), summary: kept)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record), let folder = CacheFolder.make(records),
              folder.replace(session.configurationKey + ".json", with: SealedFile.seal(data, kind: Record.kind, format: Record.format))
        else { return }
        folder.removeOldest(keeping: Self.recordsKept)
    }

    private func recordPath(_ key: String) -> String { FileTree.join(records, key + ".json") }

    /// The record under `key`: nil when there is none, a `Discard` when there is one this build cannot trust.
    private func readRecord(_ key: String) -> Result<Record?, Discard> {
        guard let data = CacheFolder.open(records)?.read(key + ".json", maximumSize: 256 << 20) else { return .success(nil) }
        return Self.record(from: data).map { $0 }
    }

    /// The record a file holds, or why it is set aside: another format, bytes that do not match its digest, JSON that
    /// is not a record, or a manifest digest that is not one.
    package static func record(from data: Data) -> Result<Record, Discard> {
        SealedFile.open(data, kind: Record.kind, format: Record.format).flatMap { body in
            guard let record = try? JSONDecoder().decode(Record.self, from: body), record.manifest.utf8.count == 64 else { return .failure(.damaged) }
            return .success(record)
        }
    }

    /// The SHA-256 of the configuration's settings that change the site (`BuildCacheKey`) and of the docgen binary.
    package static func key(of configuration: BuildConfiguration) -> String {
        BuildCacheKey(configuration).digest(executableIdentity: executableIdentity)
    }

    /// The docgen binary running: a rebuilt docgen is another one, whatever its version says.
    package static let executableIdentity: String = {
        let path = ExecutablePath.file() ?? CommandLine.arguments.first ?? "docgen"
        let status = CacheFileSystem.status(path)
        return "docgen \(DocGenVersion.current) \(path) \(status?.size ?? 0) \(status?.inode ?? 0) \(status?.modified ?? 0)"
    }()

    /// True when the site folder holds the manifest whose digest is `manifestDigest`, and every file it lists as a
    /// regular file of the listed size.
    package static func siteHolds(manifestDigest: String, at site: String) -> Bool {
        guard let data = CacheFileSystem.readRegularFile(FileTree.join(site, SiteManifest.fileName), maximumSize: 64 << 20),
              SHA256.hex(data) == manifestDigest, let manifest = SiteManifest(text: String(decoding: data, as: UTF8.self)),
              CacheFileSystem.readRegularFile(FileTree.join(site, SiteWriter.markerFile), maximumSize: 4096) == SiteWriter.marker
        else { return false }
        return manifest.entries.allSatisfy { path, entry in
            guard let status = CacheFileSystem.status(FileTree.join(site, path)) else { return false }
            return status.isRegular && status.size == entry.size
        }
    }
}
