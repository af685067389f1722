import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The system calls behind reading the work tree: where a path resolves, what kind of file it is, and its bytes read
/// with a bound known before the first byte. The one file of the readers that calls the system.
package enum PosixFile {
    /// The path with every symbolic link resolved; `nil` when it leads nowhere.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a symbolic link holds, as written; `nil` when `path` is no link.
    package static func linkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The kind and size of the file `path` leads to (links followed); `nil` when it does not exist.
    package static func status(_ path: String) -> (isRegular: Bool, kind: String, size: Int)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = "a regular file"
        case S_IFDIR: kind = "a folder"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFIFO: kind = "a named pipe"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a special file"
        }
        return (status.st_mode & S_IFMT == S_IFREG, kind, Int(status.st_size))
    }

    /// The bytes of the regular file at `path`, at most `maximumSize` of them: a file that grew past the bound after
    /// it was measured is refused, not read whole.
    package static func read(_ path: String, maximumSize: Int) -> FileRead {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .missing }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .missing }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .refused(FileRefusal(path: path, reason: .notRegularFile(kind: Self.status(path)?.kind ?? "a special file")))
        }
        let size = Int(status.st_size)
        guard size <= maximumSize else { return .refused(FileRefusal(path: path, reason: .tooLarge(size: size, limit: maximumSize))) }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, size - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        if offset < size { bytes.removeLast(size - offset) }
        return .bytes(bytes)
    }

    /// Copies the regular file at `source` to the open descriptor `destination` in blocks, never holding it whole:
    /// at most `maximumSize` bytes. Returns false when the source cannot be read or is not a regular file.
    package static func copy(from source: String, to destination: Int32, maximumSize: Int) -> Bool {
        let fd = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= maximumSize else { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return false }
            if count == 0 { return true }
            total += count
            guard total <= maximumSize else { return false }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes { Glibc.write(destination, $0.baseAddress! + offset, count - offset) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
        }
    }
}
