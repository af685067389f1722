import Foundation
#if os(Linux)
import Glibc

/// Watches folders with Linux inotify: one watch per folder, a folder created below a recursive root is watched
/// as soon as it appears (and the files already in it are reported). The folder above each root is watched too, for
/// the root alone: a root that does not exist yet, or is renamed away and back, is watched (and its files reported)
/// when it appears. The one file of docgen that calls inotify: events are copied into Swift values here, and the
/// descriptor is closed when the watcher stops. Compiled on Linux alone; `WatcherKind` starts it.
public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    public let changes: AsyncStream<[String]>
    private let continuation: AsyncStream<[String]>.Continuation
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false
    /// Watch descriptor → the folder it watches, and whether folders below it are watched too.
    private var folders: [Int32: (path: String, recursive: Bool)] = [:]
    /// The roots asked for: path → whether folders below it are watched.
    private var roots: [String: Bool] = [:]

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)
        | UInt32(IN_ONLYDIR)

    public init(roots: [WatchRoot]) throws(WatchError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw WatchError(path: "inotify", reason: String(cString: strerror(errno))) }
        (changes, continuation) = AsyncStream.makeStream(of: [String].self)
        for root in roots {
            self.roots[root.path] = (self.roots[root.path] ?? false) || root.recursive
            if FileManager.default.fileExists(atPath: root.path) { _ = try add(root.path, recursive: root.recursive) }
        }
        _ = settle()
        let thread = Thread { [self] in run() }
        thread.name = "docgen inotify"
        thread.start()
    }

    public func stop() {
        lock.withLock { stopped = true }
    }

    public func watch(_ roots: [WatchRoot]) {
        lock.withLock {
            for root in roots { self.roots[root.path] = (self.roots[root.path] ?? false) || root.recursive }
        }
        _ = settle()
    }

    /// How many folders of the roots are watched (the folders above them, watched for the roots alone, not counted).
    public var watchCount: Int {
        lock.withLock {
            folders.values.filter { folder in
                roots[folder.path] != nil || roots.contains { $0.value && Self.isInside(folder.path, $0.key) }
            }.count
        }
    }

    /// Watches `path` (and, when recursive, every folder below it); returns the files found below it.
    private func add(_ path: String, recursive: Bool) throws(WatchError) -> [String] {
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        guard watch >= 0 else { throw WatchError(path: path, reason: String(cString: strerror(errno))) }
        lock.withLock { folders[watch] = (path, recursive || (folders[watch]?.recursive ?? false)) }
        guard recursive else { return [] }
        var files: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
            let child = path + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                files += (try? add(child, recursive: true)) ?? []
            } else {
                files.append(child)
            }
        }
        return files
    }

    /// Watches every root that exists and is not watched yet, and the folder above every root (the nearest that
    /// exists): returns the roots that began to be watched and the files found in them.
    private func settle() -> [String] {
        var found: [String] = []
        let wanted = lock.withLock { roots }
        for (root, recursive) in wanted.sorted(by: { $0.key < $1.key }) {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) && isFolder.boolValue
            if exists, !isWatched(root), let files = try? add(root, recursive: recursive) {
                found += [root] + files
            }
            var above = (root as NSString).deletingLastPathComponent
            while !FileManager.default.fileExists(atPath: above), above != "/" { above = (above as NSString).deletingLastPathComponent }
            if !isWatched(above) { _ = try? add(above, recursive: false) }
        }
        return found
    }

    private func isWatched(_ path: String) -> Bool {
        lock.withLock { folders.values.contains { $0.path == path } }
    }

    /// Whether `path` is a root or a folder above one.
    private func holdsRoot(_ path: String) -> Bool {
        lock.withLock { roots.keys.contains { $0 == path || Self.isInside($0, path) } }
    }

    /// Stops watching `path` and the folders below it: it went away (or moved, and its watches would name it wrongly).
    private func unwatch(_ path: String) {
        lock.withLock {
            for (watch, folder) in folders where folder.path == path || Self.isInside(folder.path, path) {
                inotify_rm_watch(descriptor, watch)
                folders[watch] = nil
            }
        }
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private func run() {
        defer {
            close(descriptor)
            continuation.finish()
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !lock.withLock({ stopped }) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            let changed = handle(events(in: buffer, count: count))
            if !changed.isEmpty { continuation.yield(changed) }
        }
    }

    /// One inotify event, copied out of the kernel's buffer.
    struct Event {
        var watch: Int32
        var mask: UInt32
        var name: String
    }

    private func events(in buffer: [UInt8], count: Int) -> [Event] {
        var events: [Event] = []
        let header = MemoryLayout<inotify_event>.size
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset + header <= count {
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameBytes = raw[(offset + header)..<min(count, offset + header + Int(event.len))].prefix { $0 != 0 }
                events.append(Event(watch: event.wd, mask: event.mask, name: String(decoding: nameBytes, as: UTF8.self)))
                offset += header + Int(event.len)
            }
        }
        return events
    }

    /// The changed paths of a batch of events; new folders are watched, removed ones forgotten.
    private func handle(_ events: [Event]) -> [String] {
        var changed: [String] = []
        var rootsMoved = false
        for event in events {
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: report every watched folder, which rebuilds everything below it.
                changed += lock.withLock { folders.values.map(\.path) }
                continue
            }
            guard let folder = lock.withLock({ folders[event.watch] }) else { continue }
            if event.mask & UInt32(IN_IGNORED) != 0 || event.mask & UInt32(IN_DELETE_SELF) != 0 {
                lock.withLock { folders[event.watch] = nil }
                rootsMoved = rootsMoved || holdsRoot(folder.path)
                continue
            }
            let path = event.name.isEmpty ? folder.path : folder.path + "/" + event.name
            let appeared = event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
            if event.mask & UInt32(IN_ISDIR) != 0 {
                // A new folder: watch it and report what it already holds. A folder moved away: report it (a deleted one
                // reported its files as they went) and forget its watches. A root coming or going is reported itself.
                let holdsRoot = holdsRoot(path)
                if appeared {
                    if folder.recursive { changed += (try? add(path, recursive: true)) ?? [] }
                } else {
                    if event.mask & UInt32(IN_MOVED_FROM) != 0 || holdsRoot { changed.append(path) }
                    unwatch(path)
                }
                rootsMoved = rootsMoved || holdsRoot
                continue
            }
            changed.append(path)
        }
        if rootsMoved { changed += settle() }
        return changed
    }
}
#endif
