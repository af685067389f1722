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

    public func refusals(below directory: String, maximumSize: Int) -> [FileRefusal] {
        // The folder itself leads out (a `Public` committed as a link to /etc): that alone, no file of it listed.
        if let refusal = confinement.refusal(for: directory) { return [refusal] }
        guard FileTree.isDirectory(directory), let listing = try? FileTree.listing(directory) else { return [] }
        var refused = listing.linksOutside.compactMap { confinement.refusal(for: $0.link) }
        for path in listing.files {
            let file = FileTree.join(directory, path)
            if let refusal = confinement.refusal(for: file) {
                refused.append(refusal)
            } else if let status = PosixFile.status(file) {
                if !status.isRegular {
                    refused.append(FileRefusal(path: file, reason: .notRegularFile(kind: status.kind)))
                } else if status.size > maximumSize {
                    refused.append(FileRefusal(path: file, reason: .tooLarge(size: status.size, limit: maximumSize)))
                }
            }
        }
        return refused
    }

    public var sourceDescription: String { "the work tree" }
}
