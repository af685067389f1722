/// Why `docgen init` or `docgen theme export` wrote nothing.
public struct ProjectWriterError: DiagnosticConvertible, Hashable {
    public enum Reason: Hashable, Sendable {
        /// These files exist already; nothing was written.
        case wouldOverwrite([String])
        case unwritable(String, String)
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
        case .unwritable(let path, let problem):
            return Diagnostic(location: SourceLocation(file: path), code: "project.unwritable", message: "The file cannot be written: \(problem).",
                              hint: "Check that the folder is writable.")
        }
    }
}
