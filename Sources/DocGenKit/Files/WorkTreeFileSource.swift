import Foundation

/// The files on disk, read through `FileManager`: what every command reads unless told otherwise.
public struct WorkTreeFileSource: FileSource {
    public init() {}

    public func contents(atPath path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    public func files(in directory: String) -> [String] {
        (try? FileTree.files(in: directory)) ?? []
    }

    public func isDirectory(_ path: String) -> Bool { FileTree.isDirectory(path) }

    public func fileExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    public var sourceDescription: String { "the work tree" }
}
