import Foundation

/// Writes a set of new files below a folder, all or nothing: if any of them exists, nothing is written.
/// `docgen init` and `docgen theme export` write through it.
public struct ProjectWriter: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Writes the files (paths relative to `directory`) and returns their paths as the user sees them.
    public func write(_ files: [(path: String, data: Data)]) throws(ProjectWriterError) -> [String] {
        let targets = files.map { FileTree.join(directory, $0.path) }
        let existing = targets.filter { FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else { throw ProjectWriterError(reason: .wouldOverwrite(existing)) }
        for (file, target) in zip(files, targets) {
            let url = URL(fileURLWithPath: target)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            } catch {
                throw ProjectWriterError(reason: .unwritable(target, "\(error.localizedDescription)"))
            }
        }
        return targets
    }
}
