import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

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
    /// Theme folders that lie outside the repository (a shared `Public` named by an absolute path): no revision has
    /// them, so they are read from disk, inside `unversioned`'s confinement.
    private let unversionedFolders: [String]
    private let unversioned: WorkTreeFileSource

    /// Lists every file below `folder` (relative to `directory`, or absolute) at `revision` of the repository
    /// holding `directory`, and below each of `themeFolders` (`Templates`, `Public`) that lies in the repository;
    /// a theme folder outside it is read from disk inside `confinement`, and so is each of `workTreeFolders`, which the
    /// revision's own files never stand in for (a versioned site draws every release with today's theme). Folders
    /// nested deeper than `maximumDepth` are an error.
    public init(revision: String, folder: String, themeFolders: [String] = [], workTreeFolders: [String] = [], in directory: String,
                confinement: ReadConfinement = .anywhere,
                maximumDepth: Int = InputLimits.Name.nestingDepth.defaultValue) throws(GitError) {
        let snapshot = try GitRepository.read(revision: revision, folder: folder, from: directory, maximumDepth: maximumDepth)
        var blobs = snapshot.blobs
        var outside = workTreeFolders.map { AbsolutePaths(base: snapshot.base).absolute($0) }
        for theme in themeFolders {
            do {
                let more = try GitRepository.read(revision: revision, folder: theme, from: directory, maximumDepth: maximumDepth)
                blobs.merge(more.blobs) { first, _ in first }
            } catch where error.reason == .outsideRepository(theme) {
                outside.append(AbsolutePaths(base: snapshot.base).absolute(theme))
            }
        }
        self.revision = revision
        self.commit = snapshot.commit
        self.blobs = blobs
        self.base = snapshot.base
        self.reader = try GitBlobReader(repository: snapshot.repository)
        self.sourceDescription = "revision \(revision) (\(snapshot.commit.prefix(7)))"
        self.unversionedFolders = outside
        self.unversioned = WorkTreeFileSource(confinement: confinement)
    }

    public func read(_ path: String, maximumSize: Int) -> FileRead {
        if isUnversioned(path) { return unversioned.read(path, maximumSize: maximumSize) }
        guard let blob = blobs[absolute(path)] else { return .missing }
        guard blob.size <= maximumSize else { return .refused(FileRefusal(path: path, reason: .tooLarge(size: blob.size, limit: maximumSize))) }
        return reader.bytes(of: blob).map(FileRead.bytes) ?? .missing
    }

    public func fileExists(_ path: String) -> Bool {
        isUnversioned(path) ? unversioned.fileExists(path) : blobs[absolute(path)] != nil
    }

    public func isDirectory(_ path: String) -> Bool {
        isUnversioned(path) ? unversioned.isDirectory(path) : paths.isFolder(path, among: blobs.keys)
    }

    public func files(in directory: String) -> [String] {
        isUnversioned(directory) ? unversioned.files(in: directory) : paths.files(in: directory, among: blobs.keys)
    }

    public func refusals(below directory: String, maximumSize: Int) -> [FileRefusal] {
        if isUnversioned(directory) { return unversioned.refusals(below: directory, maximumSize: maximumSize) }
        return paths.oversized(below: directory, among: blobs.mapValues(\.size), maximumSize: maximumSize)
    }

    private var paths: AbsolutePaths { AbsolutePaths(base: base) }

    private func absolute(_ path: String) -> String { paths.absolute(path) }

    private func isUnversioned(_ path: String) -> Bool {
        guard !unversionedFolders.isEmpty else { return false }
        let file = absolute(path)
        return unversionedFolders.contains { file == $0 || file.hasPrefix($0 + "/") }
    }
}
