import DesignTokens
import Foundation

/// The files of one folder as a git revision holds them, read from git objects (the work tree is never touched).
///
/// Paths are named as in the work tree (`Content/orange/system.yaml`), so messages about a revision point at the
/// same place as messages about the files on disk. Only the folder's trees are read up front; a file's bytes are read
/// when a build asks for it, after its size is checked against the limit. Nothing outside the folder can be read:
/// a path that climbs out of it (`../../etc/passwd`) or a symbolic link is simply not there.
public struct GitRevisionFileSource: FileSource {
    /// The revision as the user named it: `origin/main`, `HEAD~1`, a commit id.
    public var revision: String
    /// The commit's full id.
    public var commit: String
    public var sourceDescription: String
    private let blobs: [String: GitRepository.Blob]
    private let base: String
    private let reader: GitBlobReader

    /// Lists every file below `folder` (relative to `directory`, or absolute) at `revision` of the repository
    /// holding `directory`; folders nested deeper than `maximumDepth` are an error.
    public init(revision: String, folder: String, in directory: String,
                maximumDepth: Int = InputLimits.Name.nestingDepth.defaultValue) throws(GitError) {
        let snapshot = try GitRepository.read(revision: revision, folder: folder, from: directory, maximumDepth: maximumDepth)
        self.revision = revision
        self.commit = snapshot.commit
        self.blobs = snapshot.blobs
        self.base = snapshot.base
        self.reader = try GitBlobReader(repository: snapshot.repository)
        self.sourceDescription = "revision \(revision) (\(snapshot.commit.prefix(7)))"
    }

    public func read(_ path: String, maximumSize: Int) -> FileRead {
        guard let blob = blobs[absolute(path)] else { return .missing }
        guard blob.size <= maximumSize else { return .refused(FileRefusal(path: path, reason: .tooLarge(size: blob.size, limit: maximumSize))) }
        return reader.bytes(of: blob).map(FileRead.bytes) ?? .missing
    }

    public func fileExists(_ path: String) -> Bool { blobs[absolute(path)] != nil }

    public func isDirectory(_ path: String) -> Bool { paths.isFolder(path, among: blobs.keys) }

    public func files(in directory: String) -> [String] { paths.files(in: directory, among: blobs.keys) }

    private var paths: AbsolutePaths { AbsolutePaths(base: base) }

    private func absolute(_ path: String) -> String { paths.absolute(path) }
}
