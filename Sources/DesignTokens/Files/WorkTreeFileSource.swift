import Foundation

/// The files on disk, read only inside the folders of its `ReadConfinement`: what every command reads unless told
/// otherwise.
public struct WorkTreeFileSource: FileSource {
    public var confinement: ReadConfinement

    /// `confinement` defaults to reading anywhere, for library callers that name every path themselves; builds pass
    /// their configuration's.
    public init(confinement: ReadConfinement = .anywhere) {
        self.confinement = confinement
    }

    public func read(_ path: String, maximumSize: Int) -> FileRead {
        if let refusal = confinement.refusal(for: path) { return .refused(refusal) }
        return PosixFile.read(path, maximumSize: maximumSize)
    }

    public func files(in directory: String) -> [String] {
        (try? FileTree.files(in: directory)) ?? []
    }

    public func isDirectory(_ path: String) -> Bool { FileTree.isDirectory(path) }

    public func fileExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    public var sourceDescription: String { "the work tree" }
}
