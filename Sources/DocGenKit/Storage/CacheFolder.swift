import ButtonModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One folder of the build cache, held open: a real folder whose parent (the cache itself) is a real folder too, both
/// opened without following a link. Its files are read, written, renamed and removed relative to the open folder
/// (`openat`, `renameat`, `unlinkat`), so that a link put in the place of the cache, of one of its folders or of one
/// of their files never leads a read, a write or a removal elsewhere. It closes its folder when it goes.
package final class CacheFolder {
    private let fd: Int32

    private init(fd: Int32) {
        self.fd = fd
    }

    deinit { close(fd) }

    private static let folderFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

    /// The folder at `path`, when it and its parent are real folders; nil when either is missing, a link or
    /// anything else.
    package static func open(_ path: String) -> CacheFolder? {
        let (parentPath, name) = split(path)
        let parent = Glibc.open(parentPath, folderFlags)
        guard parent >= 0 else { return nil }
        defer { close(parent) }
        let fd = openat(parent, name, folderFlags)
        return fd >= 0 ? CacheFolder(fd: fd) : nil
    }

    /// Makes the folder at `path` and its parent where they are missing (0755), and opens it; nil when either is a
    /// link or not a folder, or cannot be made.
    package static func make(_ path: String) -> CacheFolder? {
        let (parentPath, name) = split(path)
        guard mkdir(parentPath, 0o755) == 0 || errno == EEXIST else { return nil }
        let parent = Glibc.open(parentPath, folderFlags)
        guard parent >= 0 else { return nil }
        defer { close(parent) }
        guard mkdirat(parent, name, 0o755) == 0 || errno == EEXIST else { return nil }
        let fd = openat(parent, name, folderFlags)
        return fd >= 0 ? CacheFolder(fd: fd) : nil
    }

    /// The bytes of the regular file `name` of the folder (not a link) when it has at most `maximumSize` of them.
    package func read(_ name: String, maximumSize: Int) -> Data? {
        let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        return CacheFileSystem.readAll(file, maximumSize: maximumSize)
    }

    /// Writes `data` to a new file of the folder (created, never opened through a link: `O_EXCL | O_NOFOLLOW`) and
    /// renames it over `name`: a reader sees the old file or the new one, never a part. False when it cannot.
    package func replace(_ name: String, with data: Data) -> Bool {
        let temporary = ".\(name).\(getpid()).new"
        var file = openat(fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if file < 0, errno == EEXIST {
            // Left by an earlier process of the same id: removed (a link is removed, not what it leads to).
            unlinkat(fd, temporary, 0)
            file = openat(fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard file >= 0 else { return false }
        let written = CacheFileSystem.writeAll(file, data)
        close(file)
        guard written, renameat(fd, temporary, fd, name) == 0 else {
            unlinkat(fd, temporary, 0)
            return false
        }
        return true
    }

    /// Removes the regular files of the folder but the `keeping` most recently modified. Links, folders and anything
    /// else are left as they are and not counted; nothing below the folder is touched.
    package func removeOldest(keeping: Int) {
        let dated = regularFiles().sorted { $0.modified > $1.modified }
        for file in dated.dropFirst(keeping) { unlinkat(fd, file.name, 0) }
    }

    /// Removes the regular files of the folder whose names are not in `kept`: links, folders and anything else are
    /// left as they are; nothing below the folder is touched.
    package func removeFiles(except kept: Set<String>) {
        for file in regularFiles() where !kept.contains(file.name) { unlinkat(fd, file.name, 0) }
    }

    /// The regular files directly in the folder, with their modification times, as `fstatat` sees them without
    /// following a link.
    private func regularFiles() -> [(name: String, modified: Int64)] {
        let listing = dup(fd)
        guard listing >= 0, let folder = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return []
        }
        defer { closedir(folder) }
        rewinddir(folder)  // the copy shares the folder's offset
        var files: [(name: String, modified: Int64)] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            var status = stat()
            guard name != ".", name != "..", fstatat(fd, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            files.append((name, Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)))
        }
        return files
    }

    /// A path's folder (`.` when it names none) and last component.
    private static func split(_ path: String) -> (parent: String, name: String) {
        let parent = (path as NSString).deletingLastPathComponent
        return (parent.isEmpty ? "." : parent, (path as NSString).lastPathComponent)
    }
}
