import Foundation

/// Watches folders by listing them every `interval` and comparing each file's size, modification time and inode:
/// for file systems without inotify (network mounts, some containers), chosen with `docgen serve --poll`, and the
/// watcher of every platform but Linux (`WatcherKind`).
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    public let changes: AsyncStream<[String]>
    private let continuation: AsyncStream<[String]>.Continuation
    private var roots: [WatchRoot]
    private let interval: Double
    private let lock = NSLock()
    private var stopped = false

    struct Stamp: Equatable {
        var size: UInt64
        var modified: Date
        var inode: UInt64
    }

    public init(roots: [WatchRoot], interval: Double = 0.25) {
        self.roots = roots
        self.interval = interval
        (changes, continuation) = AsyncStream.makeStream(of: [String].self)
        let initial = Self.scan(roots)
        let thread = Thread { [self] in run(from: initial) }
        thread.name = "docgen polling watcher"
        thread.start()
    }

    public func watch(_ roots: [WatchRoot]) {
        lock.withLock { self.roots += roots.filter { !self.roots.contains($0) } }
    }

    public func stop() {
        lock.withLock { stopped = true }
    }

    private func run(from initial: [String: Stamp]) {
        defer { continuation.finish() }
        var previous = initial
        while true {
            Thread.sleep(forTimeInterval: interval)
            if lock.withLock({ stopped }) { return }
            let current = Self.scan(lock.withLock { roots })
            let changed = Self.differences(previous, current)
            previous = current
            if !changed.isEmpty { continuation.yield(changed) }
        }
    }

    /// The paths added, removed or changed between two listings, sorted.
    static func differences(_ old: [String: Stamp], _ new: [String: Stamp]) -> [String] {
        var changed = Set<String>()
        for (path, stamp) in new where old[path] != stamp { changed.insert(path) }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed.sorted()
    }

    /// Every file below the roots, with its stamp (a folder is looked into, not stamped: files say what changed).
    static func scan(_ roots: [WatchRoot]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let manager = FileManager.default
        for root in roots {
            var paths = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).map { root.path + "/" + $0 }
            while let path = paths.popLast() {
                guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
                if (attributes[.type] as? FileAttributeType) == .typeDirectory {
                    if root.recursive { paths += ((try? manager.contentsOfDirectory(atPath: path)) ?? []).map { path + "/" + $0 } }
                    continue
                }
                stamps[path] = Stamp(size: (attributes[.size] as? UInt64) ?? 0, modified: (attributes[.modificationDate] as? Date) ?? .distantPast,
                                     inode: (attributes[.systemFileNumber] as? UInt64) ?? 0)
            }
        }
        return stamps
    }
}
