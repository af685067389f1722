import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the files of a staged site with plain POSIX calls: each file opened, written and closed once with its
/// final mode (0644, folders 0755), each folder created once, and no sync per file. `syncToDisk()` makes the whole
/// staged folder durable (`DiskFlush`: one call on Linux) before it is swapped in. The one file of the writer that
/// calls the system.
///
/// It writes only below its folder: a path that `RelativePath.isSafe` refuses (absolute, `..`, empty components) is
/// an error, a folder it makes is opened without following a link (`O_NOFOLLOW | O_DIRECTORY`), and a file it
/// creates is never opened through a link.
package struct StagedFileWriter {
    package let root: String
    private var folders: Set<String> = [""]

    package init(root: String) throws(Diagnostic) {
        self.root = root
        try makeFolder(root)
    }

    /// Writes `bytes` to `path`, relative to the staged folder, creating its folders.
    package mutating func write(_ bytes: Data, to path: String) throws(Diagnostic) {
        try checkSafe(path)
        try makeParents(of: path)
        try writeFile(bytes, to: path)
    }

    /// Creates the folders of every path, so that the files can then be written on several threads at once.
    package mutating func makeFolders(for paths: [String]) throws(Diagnostic) {
        for path in paths {
            try checkSafe(path)
            try makeParents(of: path)
        }
    }

    /// Writes `bytes` to `path`, whose folder exists already (see `makeFolders(for:)`).
    package func writeFile(_ bytes: Data, to path: String) throws(Diagnostic) {
        try checkSafe(path)
        let full = root + "/" + path
        let fd = try create(full)
        defer { close(fd) }
        guard CacheFileSystem.writeAll(fd, bytes) else { throw failure("cannot write", full) }
    }

    /// Copies the regular file at `source` byte for byte to `path`, whose folder exists already, a block at a time:
    /// a large public file never sits whole in memory.
    package func copyFile(from source: String, to path: String) throws(Diagnostic) {
        try checkSafe(path)
        let full = root + "/" + path
        let fd = try create(full)
        defer { close(fd) }
        guard PosixFile.copy(from: source, to: fd, maximumSize: .max) else { throw failure("cannot copy", source) }
    }

    /// Gives the previous site's file at `existing` a second name at `path`, whose folder exists already: the file
    /// keeps its inode and modification time. False where the file system cannot link, or for a path that
    /// `RelativePath.isSafe` refuses; the caller writes it instead (and a refused path fails there).
    package func link(from existing: String, to path: String) -> Bool {
        RelativePath.isSafe(path) && CacheFileSystem.link(existing, to: root + "/" + path)
    }

    /// Creates (or empties) the file at `full` for writing, readable by every user whatever the umask, so that any web
    /// server can serve it; the caller closes the descriptor.
    private func create(_ full: String) throws(Diagnostic) -> Int32 {
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw failure("cannot create", full) }
        guard fchmod(fd, 0o644) == 0 else {
            close(fd)
            throw failure("cannot set the mode of", full)
        }
        return fd
    }

    /// Flushes the staged folder to disk as `flush` says: on Linux one call for the whole site, instead of one per file.
    package func syncToDisk(_ flush: DiskFlush = .standard) throws(Diagnostic) {
        do throws(DiskFlush.Failure) {
            try flush.flush(root)
        } catch {
            throw failure("cannot flush", error.path, reason: error.reason)
        }
    }

    private mutating func makeParents(of path: String) throws(Diagnostic) {
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += (folder.isEmpty ? "" : "/") + component
            if folders.insert(folder).inserted { try makeFolder(root + "/" + folder) }
        }
    }

    /// Makes the folder at `path` (or takes it as it is, when it is a real folder: never a link to one).
    private func makeFolder(_ path: String) throws(Diagnostic) {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw failure("cannot create the folder", path) }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw failure("cannot create the folder", path) }
        defer { close(fd) }
        guard fchmod(fd, 0o755) == 0 else { throw failure("cannot set the mode of", path) }
    }

    /// Refuses a site path that would leave the staged folder or is not normalized (`RelativePath.isSafe`).
    private func checkSafe(_ path: String) throws(Diagnostic) {
        guard !RelativePath.isSafe(path) else { return }
        throw Diagnostic(location: SourceLocation(file: root), code: "output.unsafe-path",
                         message: "docgen will not write \(String(reflecting: String(path.prefix(200)))) into the site: it is not a plain path inside the site folder.",
                         hint: "Rename the file so that its site path has no empty, '.' or '..' part and does not start with '/'.")
    }

    private func failure(_ what: String, _ path: String, reason: String = String(cString: strerror(errno))) -> Diagnostic {
        Diagnostic(location: SourceLocation(file: path), code: "output.write-failed",
                   message: "docgen \(what) \(path): \(reason).",
                   hint: "Check that the output folder's parent is writable and the disk is not full.")
    }
}
