import Foundation

/// A folder to watch: with every folder below it (`recursive`), or alone (the folder of a token file that lies
/// outside the content folder).
public struct WatchRoot: Hashable, Sendable {
    public var path: String
    public var recursive: Bool

    public init(_ path: String, recursive: Bool = true) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
        self.recursive = recursive
    }
}

/// Reports the files that change below some folders, as absolute paths, a batch at a time.
public protocol FileWatcher: AnyObject, Sendable {
    /// The changed paths, in batches as they are seen; ends after `stop()`.
    var changes: AsyncStream<[String]> { get }
    /// Watches `roots` too (those watched already stay watched). A root that does not exist yet is watched for from
    /// the folder above it: when it appears, its files are reported and watched.
    func watch(_ roots: [WatchRoot])
    func stop()
}

/// Why watching could not start.
public struct WatchError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String

    public var description: String { "cannot watch \(path): \(reason)" }
}
