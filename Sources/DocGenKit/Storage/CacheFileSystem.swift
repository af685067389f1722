import ButtonModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The system calls behind the site manifest and the build cache: a file's identity as `lstat` sees it, its SHA-256
/// read in blocks, its bytes, and hard links. Links are never followed: a link put where a site file or a cached
/// input was is a different file, not the file it points to. With `CacheFolder` (the cache's folders, held open), the
/// files of the cache that call the system.
package enum CacheFileSystem {
    /// What `lstat` says of a path: enough to tell that a file was not touched since it was last hashed.
    package struct Status: Hashable, Sendable, Codable {
        package var isRegular: Bool
        package var isFolder: Bool
        package var size: Int
        package var inode: UInt64
        /// Modification and status-change times, in nanoseconds since 1970.
        package var modified: Int64
        package var changed: Int64
    }

    package static func status(_ path: String) -> Status? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        return Status(isRegular: kind == S_IFREG, isFolder: kind == S_IFDIR, size: Int(status.st_size), inode: UInt64(status.st_ino),
                      modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                      changed: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec))
    }

    /// The SHA-256 and size of the regular file at `path`, read in blocks; nil when it is missing, not a regular file
    /// (a link included, unless `followingLinks`: a public file the copy step let through), or cannot be read.
    package static func digest(ofFile path: String, followingLinks: Bool = false) -> (digest: String, size: Int)? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var hasher = SHA256()
        var size = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer.baseAddress!, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return (hasher.finalizeHex(), size) }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            size += count
        }
    }

    /// The bytes of the regular file at `path`, when it is one (not a link) of at most `maximumSize` bytes.
    package static func readRegularFile(_ path: String, maximumSize: Int) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return readAll(fd, maximumSize: maximumSize)
    }

    /// The bytes of the regular file open at `fd`, when it has at most `maximumSize` of them.
    package static func readAll(_ fd: Int32, maximumSize: Int) -> Data? {
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= maximumSize else { return nil }
        var data = Data(count: Int(status.st_size))
        var offset = 0
        let complete = data.withUnsafeMutableBytes { raw -> Bool in
            while offset < raw.count {
                let count = read(fd, raw.baseAddress! + offset, raw.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        return complete ? data : nil
    }

    /// Writes all of `data` to the file open at `fd`, again after an interrupted or partial write; false when the
    /// system refuses (a full disk).
    package static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Gives the file at `existing` a second name, `new`; false where the file system cannot (another device, no
    /// hard links): the caller then writes the bytes instead.
    package static func link(_ existing: String, to new: String) -> Bool {
        Glibc.link(existing, new) == 0
    }

    /// The entries of the folder at `path`, `.` and `..` left out, unsorted; nil when it cannot be listed.
    package static func entries(of path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Writes `data` to a new file beside `path` and renames it over `path`: a reader sees the old file or the new one,
    /// never a part. The file's folder and that folder's parent (the cache and one of its folders) must be real
    /// folders, and neither the new file nor its name is followed if a link stands there. False when it cannot.
    package static func replace(_ path: String, with data: Data) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard let folder = CacheFolder.open((path as NSString).deletingLastPathComponent) else { return false }
        return folder.replace(name, with: data)
    }

    /// Removes the regular files directly in `folder` but the `keeping` most recently modified: never a link (nor
    /// what it leads to), a folder or anything else. Nothing when `folder` or its parent is not a real folder.
    package static func removeOldest(in folder: String, keeping: Int) {
        CacheFolder.open(folder)?.removeOldest(keeping: keeping)
    }

    /// Nanoseconds since 1970, now.
    package static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
