import Foundation

/// The folders a build may read: the project's folder (where `docgen.yaml` is, or the current folder), each folder
/// named on the command line that lies outside it, and the folders `docgen.yaml` lists under `read-outside:`. A
/// path is inside when it resolves, every symbolic link followed, to one of them; anything else is refused with
/// the link or reference that led out. One rule for every reader: content, templates, public files, fonts, token
/// files, resolver and Tokens Studio references.
public struct ReadConfinement: Hashable, Sendable {
    /// The real paths of the folders reads may reach; empty when reads are not confined.
    public private(set) var roots: [String]
    private var confined: Bool

    /// Reads anywhere: for library callers that name every path themselves. Every build and command of docgen's
    /// confines its reads.
    public static let anywhere = ReadConfinement(roots: [], confined: false)

    private init(roots: [String], confined: Bool) {
        self.roots = roots
        self.confined = confined
    }

    /// The project folder, plus each folder of `trusted` (named on the command line) that lies outside it, plus
    /// each folder of `allowed` (`read-outside:` in docgen.yaml).
    public init(projectRoot: String, trusted: [String] = [], allowed: [String] = []) {
        let root = Self.resolved(projectRoot)
        var roots = [root]
        for folder in trusted where !Self.isInside(Self.absolute(folder), roots: [Self.absolute(projectRoot)]) && !Self.isInside(Self.absolute(folder), roots: [root]) {
            roots.append(Self.resolved(folder))
        }
        for folder in allowed { roots.append(Self.resolved(folder)) }
        var seen: Set<String> = []
        self.init(roots: roots.filter { seen.insert($0).inserted }, confined: true)
    }

    /// These folders and `folders` (named on the command line), where they lie outside the project.
    public func trusting(_ folders: [String]) -> ReadConfinement {
        guard confined else { return self }
        var result = self
        for folder in folders where !Self.isInside(Self.absolute(folder), roots: roots) {
            let resolved = Self.resolved(folder)
            if !result.roots.contains(resolved) { result.roots.append(resolved) }
        }
        return result
    }

    /// Why `path` may not be read because of where it leads; `nil` when it is inside (or leads nowhere: a missing
    /// file is the reader's to report).
    public func refusal(for path: String) -> FileRefusal? {
        guard confined else { return nil }
        let absolute = Self.absolute(path)
        guard let resolved = PosixFile.realPath(absolute) else { return nil }
        guard !Self.isInside(resolved, roots: roots) else { return nil }
        var link = firstLinkOut(absolute)
        // Name the link as the path was written: `Public → /etc`, not the absolute path, for a relative path.
        let current = FileManager.default.currentDirectoryPath + "/"
        if !path.hasPrefix("/"), let found = link, found.path.hasPrefix(current) { link?.path = String(found.path.dropFirst(current.count)) }
        return FileRefusal(path: path, reason: .outsideProject(resolved: resolved, link: link, roots: roots))
    }

    /// Whether `path` resolves inside the folders (a path that does not exist counts as inside).
    public func allows(_ path: String) -> Bool { refusal(for: path) == nil }

    /// The first symbolic link along `absolute` whose own target lies outside the roots.
    private func firstLinkOut(_ absolute: String) -> FileRefusal.SymbolicLink? {
        var prefix = ""
        for component in absolute.split(separator: "/") {
            prefix += "/" + component
            guard let target = PosixFile.linkTarget(prefix) else { continue }
            if let resolved = PosixFile.realPath(prefix), !Self.isInside(resolved, roots: roots) {
                return FileRefusal.SymbolicLink(path: prefix, target: target)
            }
        }
        return nil
    }

    package static func isInside(_ path: String, roots: [String]) -> Bool {
        roots.contains { root in root == "/" || path == root || path.hasPrefix(root + "/") }
    }

    package static func absolute(_ path: String) -> String {
        PathText.normalize(path.hasPrefix("/") ? path : PathText.join(FileManager.default.currentDirectoryPath, path))
    }

    /// The real path of a folder, or its normalized absolute path when it does not exist (yet).
    package static func resolved(_ folder: String) -> String {
        PosixFile.realPath(absolute(folder)) ?? absolute(folder)
    }
}
