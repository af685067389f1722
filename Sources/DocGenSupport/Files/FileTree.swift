import Foundation

/// Lists the files below a folder: relative paths with `/`, sorted, hidden files and folders skipped, symbolic
/// links followed only to places inside the folder.
package enum FileTree {
    public static func files(in directory: String, withExtension ext: String? = nil) throws -> [String] {
        try walk(directory, withExtension: ext).files
    }

    /// The files below `directory` and the symbolic links that lead out of it, from one walk of the folder.
    public static func listing(_ directory: String) throws -> (files: [String], linksOutside: [(link: String, target: String)]) {
        try walk(directory, withExtension: nil)
    }

    /// The symbolic links below `directory` that lead out of it (a link to /etc/passwd is no page): each link's
    /// path and where it leads. `files(in:)` leaves them out.
    public static func linksOutside(_ directory: String) -> [(link: String, target: String)] {
        (try? walk(directory, withExtension: nil).linksOutside) ?? []
    }

    /// Reads the folders with `opendir`/`readdir` and a stack, not Foundation's enumerator: a content folder of
    /// thousands of pages is listed in milliseconds, and a deep tree cannot exhaust the call stack.
    private static func walk(_ directory: String, withExtension ext: String?) throws -> (files: [String], linksOutside: [(link: String, target: String)]) {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let resolvedPrefix = (realPath(root) ?? root) + "/"
        var paths: [String] = []
        var outside: [(link: String, target: String)] = []
        var folders = [""]
        while let relativeFolder = folders.popLast() {
            for entry in entries(of: prefix + relativeFolder) where !entry.name.hasPrefix(".") {
                let relative = relativeFolder + entry.name
                switch entry.kind {
                case .folder:
                    folders.append(relative + "/")
                case .file:
                    if let ext, !relative.hasSuffix("." + ext) { continue }
                    paths.append(relative)
                case .link:
                    // A symbolic link is followed only to a place inside the folder: a link to /etc/passwd is no page.
                    let target = realPath(prefix + relative) ?? prefix + relative
                    guard target.hasPrefix(resolvedPrefix) else {
                        outside.append((prefix + relative, target))
                        continue
                    }
                    if let ext, !relative.hasSuffix("." + ext) { continue }
                    if FileTree.isDirectory(target) { continue }
                    paths.append(relative)
                case .other:
                    continue
                }
            }
        }
        return (paths.sorted(), outside.sorted { $0.link < $1.link })
    }

    private enum EntryKind { case file, folder, link, other }

    /// The entries of one folder, with their kinds (from `d_type`, or `lstat` where the file system gives none).
    private static func entries(of folder: String) -> [(name: String, kind: EntryKind)] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var found: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(stream) {
            var nameBytes = entry.pointee.d_name
            let name = withUnsafeBytes(of: &nameBytes) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN): kind = lstatKind(folder + "/" + name)
            default: kind = .other
            }
            found.append((name, kind))
        }
        return found
    }

    private static func lstatKind(_ path: String) -> EntryKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Where `path` leads with every symbolic link resolved, `nil` when it leads nowhere.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folder holding `path` (`.` for a bare file name), which paths written in that file are relative to.
    public static func directory(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `directory/relative`, without doubling the slash.
    public static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
