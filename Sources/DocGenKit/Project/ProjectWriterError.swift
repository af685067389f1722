import ButtonModel
import DesignTokens
import DocGenSupport

/// Why `docgen init` or `docgen theme export` wrote nothing.
public struct ProjectWriterError: DiagnosticConvertible, Hashable {
    public enum Reason: Hashable, Sendable {
        /// These files exist already; nothing was written.
        case wouldOverwrite([String])
        case unwritable(String, String)
        /// A folder below the target is a symbolic link: writing through it could create files anywhere.
        case linkInside(String)
    }

    public var reason: Reason

    public init(reason: Reason) { self.reason = reason }

    public var diagnostic: Diagnostic {
        switch reason {
        case .wouldOverwrite(let paths):
            let listed = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", and \(paths.count - 5) more" : "")
            return Diagnostic(location: SourceLocation(file: paths.first ?? "."), code: "project.exists",
                              message: "Nothing was written: \(paths.count) of the files exist already (\(listed)).",
                              hint: "Choose an empty folder, or move those files away first.")
        case .linkInside(let link):
            return Diagnostic(location: SourceLocation(file: link), code: "project.link",
                              message: "Nothing was written: \(link) is a symbolic link, and docgen does not write through links.",
                              hint: "Remove the link, or choose a folder without links inside it.")
        case .unwritable(let path, let problem):
            return Diagnostic(location: SourceLocation(file: path), code: "project.unwritable", message: "The file cannot be written: \(problem).",
                              hint: "Check that the folder is writable.")
        }
    }
}
