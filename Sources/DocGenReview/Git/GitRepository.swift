import ButtonModel
internal import CGit2
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

/// The one file that calls libgit2. Each call opens the repository, copies what it needs (blob bytes, tree
/// listings, commit ids) into Swift values, and frees every handle before returning.
package enum GitRepository {
    /// The files below one folder at one revision: their blob ids and sizes, read from the trees alone. Bytes are
    /// read later, one file at a time, only for the files a build uses (`GitBlobReader`).
    package struct Snapshot: Sendable {
        package var commit: String
        /// Absolute path (the work tree's real path joined with the path in the repository) → blob.
        package var blobs: [String: Blob]
        /// The real path of the folder relative paths are taken from.
        package var base: String
        /// The repository's folder, for reading blobs.
        package var repository: String
    }

    /// A blob named by a tree: its id and its size, known without reading its bytes.
    package struct Blob: Hashable, Sendable {
        var id: git_oid
        package var size: Int

        package static func == (lhs: Blob, rhs: Blob) -> Bool {
            withUnsafeBytes(of: lhs.id) { one in withUnsafeBytes(of: rhs.id) { two in one.elementsEqual(two) } } && lhs.size == rhs.size
        }

        package func hash(into hasher: inout Hasher) {
            withUnsafeBytes(of: id) { hasher.combine(bytes: $0) }
        }
    }

    /// Lists the blobs below `folder` at `revision`; folders nested deeper than `maximumDepth` are an error.
    package static func read(revision: String, folder: String, from directory: String, maximumDepth: Int) throws(GitError) -> Snapshot {
        try withRepository(at: directory) { (repository, workdir) throws(GitError) in
            let base = realPath(directory)
            let target = realPath(PathText.join(base, folder))
            guard target == workdir || target.hasPrefix(workdir + "/") else { throw GitError(.outsideRepository(folder)) }
            let inside = target == workdir ? "" : String(target.dropFirst(workdir.count + 1))

            var object: OpaquePointer?
            guard git_revparse_single(&object, repository, revision) == 0, let object else { throw GitError(.unknownRevision(revision)) }
            defer { git_object_free(object) }
            var commitObject: OpaquePointer?
            guard git_object_peel(&commitObject, object, GIT_OBJECT_COMMIT) == 0, let commitObject else {
                throw GitError(.unknownRevision(revision))
            }
            defer { git_object_free(commitObject) }
            let commit = String(cString: git_oid_tostr_s(git_object_id(commitObject)))
            var rootObject: OpaquePointer?
            guard git_object_peel(&rootObject, commitObject, GIT_OBJECT_TREE) == 0, let rootObject else { throw lastError() }
            defer { git_object_free(rootObject) }

            var odb: OpaquePointer?
            guard git_repository_odb(&odb, repository) == 0, let odb else { throw lastError() }
            defer { git_odb_free(odb) }
            var blobs: [String: Blob] = [:]
            if inside.isEmpty {
                try collect(tree: git_object_id(rootObject).pointee, prefix: workdir, repository: repository, odb: odb,
                            maximumDepth: maximumDepth, into: &blobs)
            } else {
                var entry: OpaquePointer?
                // A folder the revision does not have reads as empty: the analysis then says the content is missing.
                if git_tree_entry_bypath(&entry, rootObject, inside) == 0, let entry {
                    defer { git_tree_entry_free(entry) }
                    if git_tree_entry_type(entry) == GIT_OBJECT_TREE {
                        try collect(tree: git_tree_entry_id(entry).pointee, prefix: target, repository: repository, odb: odb,
                                    maximumDepth: maximumDepth, into: &blobs)
                    }
                }
            }
            return Snapshot(commit: commit, blobs: blobs, base: base, repository: workdir)
        }
    }

    /// The full id of the best common ancestor of two revisions.
    package static func mergeBase(_ one: String, _ two: String, from directory: String) throws(GitError) -> String {
        try withRepository(at: directory) { (repository, _) throws(GitError) in
            let first = try commitID(one, repository)
            let second = try commitID(two, repository)
            var first2 = first, second2 = second, base = git_oid()
            guard git_merge_base(&base, repository, &first2, &second2) == 0 else { throw GitError(.noMergeBase(one, two)) }
            return String(cString: git_oid_tostr_s(&base))
        }
    }

    /// A tag and the commit it names.
    package struct Tag: Hashable, Sendable {
        package var name: String
        /// The full id of the commit the tag names (an annotated tag peeled).
        package var commit: String
        /// The commit's time, in seconds since 1970, and its offset from UTC in minutes.
        package var time: Int64
        package var offsetMinutes: Int
    }

    /// The tags whose names `pattern` matches (`TagPattern`, as `git tag -l` takes it), each with its commit; tags
    /// that name no commit (a tagged tree or blob) are left out. In name order. Every reference is listed, loose and
    /// packed alike, and matched here: libgit2's own matcher backtracks without bound on patterns of many stars.
    package static func tags(matching pattern: TagPattern, from directory: String) throws(GitError) -> [Tag] {
        try withRepository(at: directory) { (repository, _) throws(GitError) in
            var iterator: OpaquePointer?
            guard git_reference_iterator_new(&iterator, repository) == 0, let iterator else { throw lastError() }
            defer { git_reference_iterator_free(iterator) }
            var names: Set<String> = []
            var pointer: UnsafePointer<CChar>?
            while git_reference_next_name(&pointer, iterator) == 0 {
                guard let pointer else { continue }
                let reference = String(cString: pointer)
                guard reference.hasPrefix("refs/tags/") else { continue }
                let name = String(reference.dropFirst("refs/tags/".count))
                if pattern.matches(name) { names.insert(name) }
            }
            var tags: [Tag] = []
            for name in names {
                var object: OpaquePointer?
                guard git_revparse_single(&object, repository, "refs/tags/" + name) == 0, let object else { continue }
                defer { git_object_free(object) }
                var commit: OpaquePointer?
                guard git_object_peel(&commit, object, GIT_OBJECT_COMMIT) == 0, let commit else { continue }
                defer { git_object_free(commit) }
                tags.append(Tag(name: name, commit: String(cString: git_oid_tostr_s(git_object_id(commit))),
                                time: Int64(git_commit_time(commit)), offsetMinutes: Int(git_commit_time_offset(commit))))
            }
            return tags.sorted { $0.name < $1.name }
        }
    }

    private static func commitID(_ revision: String, _ repository: OpaquePointer) throws(GitError) -> git_oid {
        var object: OpaquePointer?
        guard git_revparse_single(&object, repository, revision) == 0, let object else { throw GitError(.unknownRevision(revision)) }
        defer { git_object_free(object) }
        var commit: OpaquePointer?
        guard git_object_peel(&commit, object, GIT_OBJECT_COMMIT) == 0, let commit else { throw GitError(.unknownRevision(revision)) }
        defer { git_object_free(commit) }
        return git_object_id(commit).pointee
    }

    private static func withRepository<T>(at directory: String,
                                          _ body: (OpaquePointer, String) throws(GitError) -> T) throws(GitError) -> T {
        git_libgit2_init()
        defer { git_libgit2_shutdown() }
        var repository: OpaquePointer?
        guard git_repository_open_ext(&repository, directory, 0, nil) == 0, let repository else {
            throw GitError(.notARepository(directory))
        }
        defer { git_repository_free(repository) }
        guard let workdir = git_repository_workdir(repository) else { throw GitError(.bareRepository) }
        var root = realPath(String(cString: workdir))
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return try body(repository, root)
    }

    /// Lists every blob below `tree` (hidden entries, symbolic links and submodules skipped) with a stack of folders,
    /// not recursion, and each blob's size from the object database's header alone: a revision's gigabyte file costs
    /// nothing until a build reads it, and then only after its size is checked.
    private static func collect(tree: git_oid, prefix: String, repository: OpaquePointer, odb: OpaquePointer, maximumDepth: Int,
                                into blobs: inout [String: Blob]) throws(GitError) {
        var folders: [(id: git_oid, path: String, depth: Int)] = [(tree, prefix, 0)]
        while let folder = folders.popLast() {
            var id = folder.id
            var subtree: OpaquePointer?
            guard git_tree_lookup(&subtree, repository, &id) == 0, let subtree else { throw lastError() }
            defer { git_tree_free(subtree) }
            for index in 0..<git_tree_entrycount(subtree) {
                guard let entry = git_tree_entry_byindex(subtree, index) else { continue }
                let name = String(cString: git_tree_entry_name(entry))
                if name.hasPrefix(".") { continue }
                let path = folder.path + "/" + name
                switch git_tree_entry_type(entry) {
                case GIT_OBJECT_TREE:
                    guard folder.depth < maximumDepth else { throw GitError(.tooDeep(path, limit: maximumDepth)) }
                    folders.append((git_tree_entry_id(entry).pointee, path, folder.depth + 1))
                case GIT_OBJECT_BLOB where git_tree_entry_filemode(entry) != GIT_FILEMODE_LINK:
                    var blobID = git_tree_entry_id(entry).pointee
                    var size = 0
                    var type = GIT_OBJECT_BLOB
                    guard git_odb_read_header(&size, &type, odb, &blobID) == 0 else { throw lastError() }
                    blobs[path] = Blob(id: blobID, size: size)
                default:
                    continue
                }
            }
        }
    }

    package static func lastError() -> GitError {
        GitError(.readFailed(git_error_last().map { String(cString: $0.pointee.message) } ?? "unknown libgit2 error"))
    }

    package static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : PathText.join(FileManager.default.currentDirectoryPath, path)
        guard let resolved = realpath(absolute, nil) else { return PathText.normalize(absolute) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}


/// Reads blobs of one repository on demand: the one libgit2 handle that outlives a call. It opens the repository
/// once, reads each blob's bytes under a lock (libgit2 repository handles are not shared between threads), and frees
/// the handle when the last file source holding it goes away.
package final class GitBlobReader: @unchecked Sendable {
    private let repository: OpaquePointer
    private let lock = NSLock()

    package init(repository folder: String) throws(GitError) {
        git_libgit2_init()
        var repository: OpaquePointer?
        guard git_repository_open_ext(&repository, folder, 0, nil) == 0, let repository else {
            git_libgit2_shutdown()
            throw GitError(.notARepository(folder))
        }
        self.repository = repository
    }

    deinit {
        git_repository_free(repository)
        git_libgit2_shutdown()
    }

    /// The bytes of one blob, `nil` when it cannot be read.
    package func bytes(of blob: GitRepository.Blob) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        var id = blob.id
        var object: OpaquePointer?
        guard git_blob_lookup(&object, repository, &id) == 0, let object else { return nil }
        defer { git_blob_free(object) }
        let size = Int(git_blob_rawsize(object))
        return git_blob_rawcontent(object).map { Array(UnsafeRawBufferPointer(start: $0, count: size)) } ?? []
    }
}
