import CGit2
import Foundation

/// Reads blobs of one repository on demand: the one libgit2 handle that outlives a call. It opens the repository
/// once, reads each blob's bytes under a lock (libgit2 repository handles are not shared between threads), and frees
/// the handle when the last file source holding it goes away.
final class GitBlobReader: @unchecked Sendable {
    private let repository: OpaquePointer
    private let lock = NSLock()

    init(repository folder: String) throws(GitError) {
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
    func bytes(of blob: GitRepository.Blob) -> [UInt8]? {
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
