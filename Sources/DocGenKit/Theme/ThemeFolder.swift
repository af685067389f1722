import BuiltInTheme
import Foundation

/// One folder of the theme (`Templates` or `Public`) as a build sees it: the built-in theme's files, overridden file
/// by file by the project's folder of the same role. As in Hugo's lookup order, a project's file wins over the
/// theme's file at the same relative path; the theme's other files stay.
public struct ThemeFolder: Sendable {
    /// Where one file's bytes come from.
    public enum Source: Hashable, Sendable {
        case builtIn(Data)
        /// A file of the project, by its path as the user sees it.
        case project(String)
    }

    /// The built-in folder's name (`Templates`, `Public`).
    public var role: String
    /// Relative path → source, for every file.
    public private(set) var files: [String: Source]

    /// The built-in files of `role`, overridden by those of `projectDirectory` when that folder exists.
    public init(role: String, projectDirectory: String?) throws {
        self.role = role
        var files: [String: Source] = [:]
        for file in BuiltInTheme.files(in: role) {
            files[file.path] = .builtIn(file.data)
        }
        if let projectDirectory, FileTree.isDirectory(projectDirectory) {
            for path in try FileTree.files(in: projectDirectory) {
                files[path] = .project(FileTree.join(projectDirectory, path))
            }
        }
        self.files = files
    }

    /// Every relative path, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// The relative paths that end in `.ext`, sorted.
    public func paths(withExtension ext: String) -> [String] {
        paths.filter { $0.hasSuffix("." + ext) }
    }

    /// The bytes of one file, `nil` when it does not exist or cannot be read.
    public func data(_ path: String) -> Data? {
        switch files[path] {
        case .builtIn(let data): data
        case .project(let file): FileManager.default.contents(atPath: file)
        case nil: nil
        }
    }

    /// How errors name a file: the project's path, or `(built-in theme)/Templates/page.mustache`.
    public func displayPath(_ path: String) -> String {
        switch files[path] {
        case .project(let file): file
        default: "(built-in theme)/\(role)/\(path)"
        }
    }

    /// Whether the project provides `path` itself.
    public func isOverridden(_ path: String) -> Bool {
        if case .project = files[path] { return true }
        return false
    }
}
