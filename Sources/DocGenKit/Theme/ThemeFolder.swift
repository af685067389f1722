import BuiltInTheme
import DesignTokens
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

    /// The built-in files of `role`, overridden by those of `projectDirectory` when that folder exists. Every project
    /// file must resolve inside `confinement`, be a regular file and have at most `maximumSize` bytes: otherwise the
    /// folder is refused with an `InvalidInputError` naming each file and the link that leads out.
    public init(role: String, projectDirectory: String?, confinement: ReadConfinement = .anywhere,
                maximumSize: Int = InputLimits.Name.fileSize.defaultValue) throws {
        self.role = role
        self.maximumSize = maximumSize
        var files: [String: Source] = [:]
        for file in BuiltInTheme.files(in: role) {
            files[file.path] = .builtIn(file.data)
        }
        var refused: [Diagnostic] = []
        if let projectDirectory, let refusal = confinement.refusal(for: projectDirectory) {
            // The folder itself leads out (a `Public` committed as a link to /etc): one error, no file of it read.
            throw InvalidInputError([refusal.diagnostic()])
        }
        if let projectDirectory, FileTree.isDirectory(projectDirectory) {
            let listing = try FileTree.listing(projectDirectory)
            for (link, _) in listing.linksOutside {
                if let refusal = confinement.refusal(for: link) { refused.append(refusal.diagnostic()) }
            }
            for path in listing.files {
                let file = FileTree.join(projectDirectory, path)
                if let refusal = Self.refusal(for: file, confinement: confinement, maximumSize: maximumSize) {
                    refused.append(refusal.diagnostic())
                } else {
                    files[path] = .project(file)
                }
            }
        }
        guard refused.isEmpty else { throw InvalidInputError(refused) }
        self.files = files
    }

    /// Why a project file may not be read or published, before any byte of it is read.
    private static func refusal(for file: String, confinement: ReadConfinement, maximumSize: Int) -> FileRefusal? {
        if let refusal = confinement.refusal(for: file) { return refusal }
        guard let status = PosixFile.status(file) else { return nil }
        guard status.isRegular else { return FileRefusal(path: file, reason: .notRegularFile(kind: status.kind)) }
        guard status.size <= maximumSize else { return FileRefusal(path: file, reason: .tooLarge(size: status.size, limit: maximumSize)) }
        return nil
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
        case .project(let file): PosixFile.read(file, maximumSize: maximumSize).bytes.map { Data($0) }
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
