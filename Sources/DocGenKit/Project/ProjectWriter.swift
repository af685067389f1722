import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a set of new files below a folder, all or nothing: if any of them exists, nothing is written.
/// `docgen init` and `docgen theme export` write through it. Nothing is written through a symbolic link: a link at a
/// file's place (dangling or not) counts as an existing file, and a link among the folders below `directory` is
/// refused, so no file can be created outside the folder.
public struct ProjectWriter: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Writes the files (paths relative to `directory`) and returns their paths as the user sees them.
    public func write(_ files: [(path: String, data: Data)]) throws(ProjectWriterError) -> [String] {
        let targets = files.map { FileTree.join(directory, $0.path) }
        let existing = targets.filter(Self.exists)
        guard existing.isEmpty else { throw ProjectWriterError(reason: .wouldOverwrite(existing)) }
        for file in files {
            if let link = linkAmongFolders(of: file.path) { throw ProjectWriterError(reason: .linkInside(link)) }
        }
        for (file, target) in zip(files, targets) {
            try makeFolders(of: file.path)
            let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw ProjectWriterError(reason: .unwritable(target, String(cString: strerror(errno)))) }
            defer { close(fd) }
            let written = file.data.withUnsafeBytes { buffer -> Bool in
                var offset = 0
                while offset < buffer.count {
                    let count = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
            guard written else { throw ProjectWriterError(reason: .unwritable(target, String(cString: strerror(errno)))) }
        }
        return targets
    }

    /// Whether anything is at `path`, a symbolic link included (dangling or not).
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The first folder below `directory` on the way to `relative` that is a symbolic link.
    private func linkAmongFolders(of relative: String) -> String? {
        var folder = directory
        for component in relative.split(separator: "/").dropLast() {
            folder = FileTree.join(folder, String(component))
            var status = stat()
            if lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return folder }
        }
        return nil
    }

    private func makeFolders(of relative: String) throws(ProjectWriterError) {
        var folder = directory
        // The folder itself was named on the command line: its parents are made as asked.
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ProjectWriterError(reason: .unwritable(folder, error.localizedDescription))
        }
        for component in relative.split(separator: "/").dropLast() {
            folder = FileTree.join(folder, String(component))
            if mkdir(folder, 0o755) != 0, errno != EEXIST { throw ProjectWriterError(reason: .unwritable(folder, String(cString: strerror(errno)))) }
        }
    }
}
