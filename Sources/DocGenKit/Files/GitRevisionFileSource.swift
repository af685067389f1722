/// The files of one folder as a git revision holds them, read from git objects (the work tree is never touched).
///
/// Paths are named as in the work tree (`Content/orange/system.yaml`), so messages about a revision point at the
/// same place as messages about the files on disk.
public struct GitRevisionFileSource: FileSource {
    /// The revision as the user named it: `origin/main`, `HEAD~1`, a commit id.
    public var revision: String
    /// The commit's full id.
    public var commit: String
    var tree: InMemoryFileSource

    /// Reads every file below `folder` (relative to `directory`, or absolute) at `revision` of the repository
    /// holding `directory`.
    public init(revision: String, folder: String, in directory: String) throws(GitError) {
        let snapshot = try GitRepository.read(revision: revision, folder: folder, from: directory)
        self.revision = revision
        self.commit = snapshot.commit
        self.tree = InMemoryFileSource(files: snapshot.files, base: snapshot.base,
                                       description: "revision \(revision) (\(snapshot.commit.prefix(7)))")
    }

    public func contents(atPath path: String) -> [UInt8]? { tree.contents(atPath: path) }
    public func files(in directory: String) -> [String] { tree.files(in: directory) }
    public func isDirectory(_ path: String) -> Bool { tree.isDirectory(path) }
    public func fileExists(_ path: String) -> Bool { tree.fileExists(path) }
    public var sourceDescription: String { tree.sourceDescription }
}
