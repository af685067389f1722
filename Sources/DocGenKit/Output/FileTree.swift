import Foundation

/// Lists the files below a folder: relative paths with `/`, sorted, hidden files and folders skipped.
public enum FileTree {
    public static func files(in directory: String, withExtension ext: String? = nil) throws -> [String] {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let resolvedPrefix = root.resolvingSymlinksInPath().path + "/"
        for case let url as URL in enumerator {
            // A symbolic link is followed only to a place inside the folder: a link to /etc/passwd is no page.
            if (try url.resourceValues(forKeys: [.isSymbolicLinkKey])).isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath().path
                guard target.hasPrefix(resolvedPrefix) else {
                    throw Diagnostic(location: SourceLocation(file: url.path), code: "files.link-outside",
                                     message: "This is a symbolic link to \(target), outside \(directory); docgen does not follow it.",
                                     hint: "Copy the file into \(directory), or remove the link.")
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
        return paths.sorted()
    }

    public static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The size in bytes of the file at `path`, or nil when there is none.
    public static func size(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
    }

    /// `directory/relative`, without doubling the slash.
    public static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
