import CGit2
import Foundation

/// The one file that calls libgit2. Each call opens the repository, copies what it needs (blob bytes, tree
/// listings, commit ids) into Swift values, and frees every handle before returning.
enum GitRepository {
    /// The files below one folder at one revision, keyed by absolute path.
    struct Snapshot: Sendable {
        var commit: String
        /// Absolute path (the work tree's real path joined with the path in the repository) → bytes.
        var files: [String: [UInt8]]
        /// The real path of the folder relative paths are taken from.
        var base: String
    }

    static func read(revision: String, folder: String, from directory: String) throws(GitError) -> Snapshot {
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

            var files: [String: [UInt8]] = [:]
            if inside.isEmpty {
                try collect(tree: rootObject, prefix: workdir, repository: repository, into: &files)
            } else {
                var entry: OpaquePointer?
                // A folder the revision does not have reads as empty: the analysis then says the content is missing.
                if git_tree_entry_bypath(&entry, rootObject, inside) == 0, let entry {
                    defer { git_tree_entry_free(entry) }
                    if git_tree_entry_type(entry) == GIT_OBJECT_TREE {
                        var subtree: OpaquePointer?
                        guard git_tree_lookup(&subtree, repository, git_tree_entry_id(entry)) == 0, let subtree else { throw lastError() }
                        defer { git_tree_free(subtree) }
                        try collect(tree: subtree, prefix: target, repository: repository, into: &files)
                    }
                }
            }
            return Snapshot(commit: commit, files: files, base: base)
        }
    }

    /// The full id of the best common ancestor of two revisions.
    static func mergeBase(_ one: String, _ two: String, from directory: String) throws(GitError) -> String {
        try withRepository(at: directory) { (repository, _) throws(GitError) in
            let first = try commitID(one, repository)
            let second = try commitID(two, repository)
            var first2 = first, second2 = second, base = git_oid()
            guard git_merge_base(&base, repository, &first2, &second2) == 0 else { throw GitError(.noMergeBase(one, two)) }
            return String(cString: git_oid_tostr_s(&base))
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

    /// Copies every blob below `tree` (hidden entries, symbolic links and submodules skipped).
    private static func collect(tree: OpaquePointer, prefix: String, repository: OpaquePointer,
                                into files: inout [String: [UInt8]]) throws(GitError) {
        for index in 0..<git_tree_entrycount(tree) {
            guard let entry = git_tree_entry_byindex(tree, index) else { continue }
            let name = String(cString: git_tree_entry_name(entry))
            if name.hasPrefix(".") { continue }
            let path = prefix + "/" + name
            switch git_tree_entry_type(entry) {
            case GIT_OBJECT_TREE:
                var subtree: OpaquePointer?
                guard git_tree_lookup(&subtree, repository, git_tree_entry_id(entry)) == 0, let subtree else { throw lastError() }
                defer { git_tree_free(subtree) }
                try collect(tree: subtree, prefix: path, repository: repository, into: &files)
            case GIT_OBJECT_BLOB where git_tree_entry_filemode(entry) != GIT_FILEMODE_LINK:
                var blob: OpaquePointer?
                guard git_blob_lookup(&blob, repository, git_tree_entry_id(entry)) == 0, let blob else { throw lastError() }
                defer { git_blob_free(blob) }
                let size = Int(git_blob_rawsize(blob))
                let bytes = git_blob_rawcontent(blob).map { Array(UnsafeRawBufferPointer(start: $0, count: size)) } ?? []
                files[path] = bytes
            default:
                continue
            }
        }
    }

    private static func lastError() -> GitError {
        GitError(.readFailed(git_error_last().map { String(cString: $0.pointee.message) } ?? "unknown libgit2 error"))
    }

    private static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : PathText.join(FileManager.default.currentDirectoryPath, path)
        guard let resolved = realpath(absolute, nil) else { return PathText.normalize(absolute) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
