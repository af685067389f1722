import Foundation

/// Files held in memory, keyed by absolute path: a git revision's tree once read, or a test's tree.
public struct InMemoryFileSource: FileSource {
    /// Absolute, normalized path → bytes.
    public private(set) var files: [String: [UInt8]]
    public var sourceDescription: String
    /// The folder that relative paths are taken from (the current folder when the tree was read).
    public var base: String

    public init(files: [String: [UInt8]] = [:], base: String = FileManager.default.currentDirectoryPath,
                description: String = "an in-memory tree") {
        self.base = base
        self.sourceDescription = description
        self.files = [:]
        for (path, bytes) in files { self.files[absolute(path)] = bytes }
    }

    /// Adds or replaces a file.
    public mutating func write(_ text: String, atPath path: String) {
        files[absolute(path)] = Array(text.utf8)
    }

    public func read(_ path: String, maximumSize: Int) -> FileRead {
        guard let bytes = files[absolute(path)] else { return .missing }
        guard bytes.count <= maximumSize else { return .refused(FileRefusal(path: path, reason: .tooLarge(size: bytes.count, limit: maximumSize))) }
        return .bytes(bytes)
    }

    public func fileExists(_ path: String) -> Bool { files[absolute(path)] != nil }

    public func isDirectory(_ path: String) -> Bool { paths.isFolder(path, among: files.keys) }

    public func files(in directory: String) -> [String] { paths.files(in: directory, among: files.keys) }

    public func refusals(below directory: String, maximumSize: Int) -> [FileRefusal] {
        paths.oversized(below: directory, among: files.mapValues(\.count), maximumSize: maximumSize)
    }

    private var paths: AbsolutePaths { AbsolutePaths(base: base) }

    package func absolute(_ path: String) -> String { paths.absolute(path) }
}
