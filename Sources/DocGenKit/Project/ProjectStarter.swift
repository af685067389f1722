import BuiltInTheme
import Foundation

/// The project `docgen init` writes: `docgen.yaml` and a `Content/` with one design system (tokens with a light and
/// a dark theme, a Button definition, a page using every generated part) and a guide. Its files are the package's
/// `Starter/` folder, embedded in the binary; `docgen build` builds it with the built-in theme.
public enum ProjectStarter {
    /// Every file, path relative to the project folder → bytes, sorted by path.
    public static var files: [(path: String, data: Data)] {
        BuiltInTheme.files(in: "Starter")
    }

    /// Writes the project into `directory` (created if needed); refuses, writing nothing, when any file exists.
    @discardableResult
    public static func write(to directory: String) throws(ProjectWriterError) -> [String] {
        try ProjectWriter(directory: directory).write(files)
    }
}
