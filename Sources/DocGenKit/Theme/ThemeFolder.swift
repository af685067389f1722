import ButtonModel
import BuiltInTheme
import DesignTokens
import DocGenSupport
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

    /// The largest project file read or copied, in bytes.
    public let maximumSize: Int
    /// Where the project's files are read from.
    private let source: any FileSource

    /// The built-in files of `role`, overridden by those of `projectDirectory` when `files` has that folder. Every
    /// project file must be one the source reads (inside its confinement, a regular file, at most `maximumSize`
    /// bytes): otherwise the folder is refused with an `InvalidInputError` naming each file and the link that leads
    /// out.
    public init(role: String, projectDirectory: String?, files source: any FileSource = WorkTreeFileSource(),
                maximumSize: Int = InputLimits.Name.fileSize.defaultValue) throws {
        self.role = role
        self.maximumSize = maximumSize
        self.source = source
        var files: [String: Source] = [:]
        for file in BuiltInTheme.files(in: role) {
            files[file.path] = .builtIn(file.data)
        }
        if let projectDirectory {
            let refused = source.refusals(below: projectDirectory, maximumSize: maximumSize)
            guard refused.isEmpty else { throw InvalidInputError(refused.map { $0.diagnostic() }) }
            for path in source.files(in: projectDirectory) {
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
        case .project(let file): source.read(file, maximumSize: maximumSize).bytes.map { Data($0) }
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
