/// Why a file that exists is not read: it lies outside the folders a build may read, it is not a regular file, or
/// it is larger than the `file-size` limit. The description names the file, the link or reference that led there,
/// and what to do.
public struct FileRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// The path resolves to `resolved`, outside every folder the build may read; `link` is the first symbolic
        /// link on the way that leads out (nil when the path itself climbs out, as `../../etc/passwd` does).
        case outsideProject(resolved: String, link: SymbolicLink?, roots: [String])
        /// A folder, device, pipe or socket where a file is read: only regular files are read and published.
        case notRegularFile(kind: String)
        /// More bytes than the limit allows, known before any byte is read.
        case tooLarge(size: Int, limit: Int)
    }

    /// A symbolic link and what it points to, as written in the link.
    public struct SymbolicLink: Hashable, Sendable {
        public var path: String
        public var target: String
    }

    /// The path as the reader named it.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `files.outside-project`, `files.not-regular` or `files.limit`.
    public var code: String {
        switch reason {
        case .outsideProject: "files.outside-project"
        case .notRegularFile: "files.not-regular"
        case .tooLarge: "files.limit"
        }
    }

    public var message: String {
        switch reason {
        case .outsideProject(let resolved, let link, let roots):
            let through = link.map { " through the symbolic link \($0.path) → \($0.target)" } ?? ""
            let folders = roots.count == 1 ? "the project folder \(roots[0])" : "the folders docgen may read (\(roots.joined(separator: ", ")))"
            let leads = link == nil && (path == resolved || path.hasPrefix("/")) ? "is" : "leads to \(resolved)\(through),"
            return "\(path) \(leads) outside \(folders); docgen does not read it."
        case .notRegularFile(let kind):
            return "\(path) is \(kind), not a regular file; docgen reads and publishes regular files only."
        case .tooLarge(let size, let limit):
            return "\(path) has \(size) bytes: more than \(limit) \(InputLimits.Name.fileSize.what)."
        }
    }

    public var hint: String {
        switch reason {
        case .outsideProject:
            "Copy the file into the project, or, to read a folder outside it on purpose, list it under `read-outside:` in docgen.yaml."
        case .notRegularFile:
            "Replace it with a regular file, or remove it."
        case .tooLarge:
            InputLimits.advice(.fileSize)
        }
    }

    public var description: String { message }

    /// The file's size, when it was refused for being larger than the limit.
    public var sizeOverLimit: Int? {
        if case .tooLarge(let size, _) = reason { return size }
        return nil
    }

    /// The refusal as an error at `location` (the reference that named the file), or at the file itself.
    public func diagnostic(at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(location: location ?? SourceLocation(file: path), code: code, message: message, hint: hint)
    }
}
