/// Files held by absolute path under a base folder (a git revision's listing, a tree in memory): how a path the user
/// names finds its key, and how a folder is listed from the keys.
package struct AbsolutePaths: Sendable {
    /// The folder that relative paths are taken from.
    package var base: String

    package init(base: String) {
        self.base = base
    }

    package func absolute(_ path: String) -> String {
        PathText.normalize(path.hasPrefix("/") ? path : PathText.join(base, path))
    }

    /// Whether any key lies below `path`.
    package func isFolder(_ path: String, among keys: some Sequence<String>) -> Bool {
        let prefix = folderPrefix(path)
        return keys.contains { $0.hasPrefix(prefix) }
    }

    /// The keys below `directory` as relative paths, sorted, hidden files and folders left out.
    package func files(in directory: String, among keys: some Sequence<String>) -> [String] {
        let prefix = folderPrefix(directory)
        return keys.compactMap { path -> String? in
            guard path.hasPrefix(prefix) else { return nil }
            let relative = String(path.dropFirst(prefix.count))
            return relative.split(separator: "/").contains { $0.hasPrefix(".") } ? nil : relative
        }.sorted()
    }

    /// The files below `directory` with more than `maximumSize` bytes, by the paths the user names them by.
    package func oversized(below directory: String, among sizes: [String: Int], maximumSize: Int) -> [FileRefusal] {
        files(in: directory, among: sizes.keys).compactMap { relative in
            let path = PathText.join(directory, relative)
            guard let size = sizes[absolute(path)], size > maximumSize else { return nil }
            return FileRefusal(path: path, reason: .tooLarge(size: size, limit: maximumSize))
        }
    }

    private func folderPrefix(_ directory: String) -> String {
        let folder = absolute(directory)
        return folder.hasSuffix("/") ? folder : folder + "/"
    }
}
