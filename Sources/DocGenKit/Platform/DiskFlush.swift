import ButtonModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a staged site is made durable before it is swapped in (`docgen build --durable`): the one file that chooses
/// between Linux's `syncfs` and an `fsync` of each file (see "Porting to macOS" in docs/architecture.md).
package enum DiskFlush: Sendable, CaseIterable {
    /// One `syncfs` of the file system that holds the folder (Linux, through `AtomicRename`): every write pending
    /// there, in one call.
    case fileSystem
    /// `fsync` of every file and folder below the folder, then of the folder itself: POSIX everywhere, one call each.
    case eachFile

    /// Linux's `syncfs` on Linux, unless `PortableCalls` chooses the fallbacks; a flush of each file elsewhere.
    package static var standard: DiskFlush { PortableCalls.chosen ? .eachFile : .fileSystem }

    /// A file or folder that could not be opened or flushed, and the system's reason.
    package struct Failure: Error, Sendable {
        package var path: String
        package var reason: String
    }

    /// Flushes the folder at `root` and everything below it; returns how many descriptors were flushed (1 for
    /// `fileSystem`, every file and folder for `eachFile`).
    @discardableResult
    package func flush(_ root: String) throws(Failure) -> Int {
        switch self {
        case .fileSystem:
            try Self.flush(root) { AtomicRename.syncFileSystem(holding: $0) }
            return 1
        case .eachFile:
            let below = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
            for path in below.sorted() { try Self.flush(root + "/" + path) { fsync($0) == 0 } }
            try Self.flush(root) { fsync($0) == 0 }
            return below.count + 1
        }
    }

    /// Opens `path` without following a link, calls `sync` on it and closes it.
    private static func flush(_ path: String, with sync: (Int32) -> Bool) throws(Failure) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        guard sync(fd) else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
    }
}
