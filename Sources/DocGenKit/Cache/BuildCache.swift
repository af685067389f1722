import DesignTokens
import Foundation

/// The build cache (`.docgen-cache/` in the project folder; safe to delete, never needed): what the last build of each
/// configuration read, with the digest of every input, and what it wrote. A build whose inputs all hash the same, with
/// the same docgen binary and configuration, into a site that still holds what that build wrote, has nothing to do.
///
/// A record is keyed by the SHA-256 of the configuration's `Fingerprint` and of the docgen executable's identity
/// (path, size, inode and modification time, as ccache's default compiler check): a new docgen never reads an old
/// docgen's results.
public struct BuildCache: Sendable {
    /// What one build read and wrote.
    struct Record: Codable, Sendable {
        static let format = 1
        var format = Record.format
        var inputs: InputSnapshot
        /// SHA-256 of the site's `.docgen-manifest` the build wrote (or found unchanged).
        var manifest: String
        var summary: CachedSummary
    }

    /// What `docgen build` prints of a build: enough to print it again without building.
    public struct CachedSummary: Codable, Sendable, Hashable {
        public var pages: Int
        public var files: Int
        public var checks: Int
        public var failedChecks: Int
        public var warnings: [Diagnostic]
    }

    public static let folderName = ".docgen-cache"
    /// Records kept: one per configuration, the least recently written removed past this.
    static let recordsKept = 32

    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    private var records: String { FileTree.join(folder, "builds") }

    /// The record of the last build of `configuration` whose inputs and site are as it left them; nil otherwise.
    func reusableBuild(of configuration: BuildConfiguration) -> CachedSummary? {
        guard let data = CacheFileSystem.readRegularFile(recordPath(configuration), maximumSize: 256 << 20),
              let record = try? JSONDecoder().decode(Record.self, from: data), record.format == Record.format,
              record.inputs.sameInputs(as: record.inputs.retaken(jobs: configuration.jobs)),
              Self.siteHolds(manifestDigest: record.manifest, at: configuration.outputDirectory)
        else { return nil }
        return record.summary
    }

    /// Records what `context`'s build read and wrote, for the next build. A cache that cannot be written is no
    /// error: the next build builds.
    func store(_ context: BuildContext, summary: CachedSummary, buildStarted: Int64) {
        guard let manifest = CacheFileSystem.readRegularFile(FileTree.join(context.configuration.outputDirectory, SiteManifest.fileName),
                                                             maximumSize: 64 << 20) else { return }
        let previous = CacheFileSystem.readRegularFile(recordPath(context.configuration), maximumSize: 256 << 20)
            .flatMap { try? JSONDecoder().decode(Record.self, from: $0) }
        let inputs = InputSnapshot.take(of: context.reads, buildStarted: buildStarted, previous: previous?.inputs, jobs: context.configuration.jobs)
        let record = Record(inputs: inputs, manifest: SHA256.hex(manifest), summary: summary)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record) else { return }
        try? FileManager.default.createDirectory(atPath: records, withIntermediateDirectories: true)
        guard CacheFileSystem.replace(recordPath(context.configuration), with: data) else { return }
        prune()
    }

    /// One file per configuration; the threads, the flush and the cache's own place change no byte of the site.
    private func recordPath(_ configuration: BuildConfiguration) -> String {
        var key = configuration
        key.jobs = 1
        key.durable = false
        key.cacheDirectory = nil
        return FileTree.join(records, SHA256.hex(Fingerprint.of(key) + "\n" + Self.executableIdentity) + ".json")
    }

    /// The docgen binary running: a rebuilt docgen is another one, whatever its version says.
    static let executableIdentity: String = {
        let path = CacheFileSystem.linkTarget("/proc/self/exe") ?? CommandLine.arguments.first ?? "docgen"
        let status = CacheFileSystem.status(path)
        return "docgen \(DocGenVersion.current) \(path) \(status?.size ?? 0) \(status?.inode ?? 0) \(status?.modified ?? 0)"
    }()

    /// True when the site folder holds the manifest whose digest is `manifestDigest`, and every file it lists as a
    /// regular file of the listed size.
    static func siteHolds(manifestDigest: String, at site: String) -> Bool {
        guard let data = CacheFileSystem.readRegularFile(FileTree.join(site, SiteManifest.fileName), maximumSize: 64 << 20),
              SHA256.hex(data) == manifestDigest, let manifest = SiteManifest(text: String(decoding: data, as: UTF8.self)),
              CacheFileSystem.readRegularFile(FileTree.join(site, SiteWriter.markerFile), maximumSize: 4096) == SiteWriter.marker
        else { return false }
        return manifest.entries.allSatisfy { path, entry in
            guard let status = CacheFileSystem.status(FileTree.join(site, path)) else { return false }
            return status.isRegular && status.size == entry.size
        }
    }

    private func prune() {
        guard let names = CacheFileSystem.entries(of: records), names.count > Self.recordsKept else { return }
        let dated = names.compactMap { name -> (String, Int64)? in
            CacheFileSystem.status(FileTree.join(records, name)).map { (name, $0.modified) }
        }.sorted { $0.1 > $1.1 }
        for (name, _) in dated.dropFirst(Self.recordsKept) { try? FileManager.default.removeItem(atPath: FileTree.join(records, name)) }
    }
}
