import Foundation

/// Lists the files below a folder: relative paths with `/`, sorted, hidden files and folders skipped, symbolic
/// links followed only to places inside the folder.
public enum FileTree {
    public static func files(in directory: String, withExtension ext: String? = nil) throws -> [String] {
        try walk(directory, withExtension: ext).files
    }

    /// The symbolic links below `directory` that lead out of it (a link to /etc/passwd is no page): each link's
    /// path and where it leads. `files(in:)` leaves them out.
    public static func linksOutside(_ directory: String) -> [(link: String, target: String)] {
        (try? walk(directory, withExtension: nil).linksOutside) ?? []
    }

    private static func walk(_ directory: String, withExtension ext: String?) throws -> (files: [String], linksOutside: [(link: String, target: String)]) {
        var outside: [(link: String, target: String)] = []
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                                              options: [.skipsHiddenFiles]) else { return ([], []) }
        var paths: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let resolvedPrefix = root.resolvingSymlinksInPath().path + "/"
        for case let url as URL in enumerator {
            // A symbolic link is followed only to a place inside the folder: a link to /etc/passwd is no page.
            if (try url.resourceValues(forKeys: [.isSymbolicLinkKey])).isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath().path
                guard target.hasPrefix(resolvedPrefix) else {
                    outside.append((url.path, target))
                    continue
                }
                if let ext, !url.path.hasSuffix("." + ext) { continue }
                if FileTree.isDirectory(target) { continue }
            } else {
                guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            if let ext, !relative.hasSuffix("." + ext) { continue }
            paths.append(relative)
        }
        return (paths.sorted(), outside.sorted { $0.link < $1.link })
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
