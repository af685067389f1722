import ButtonModel
import BuiltInTheme
import Foundation

/// Writes the built-in theme out (`Templates/` and `Public/`) as a starting point for a project's own.
public enum ThemeExporter {
    /// The files of the built-in theme, path (`Templates/page.mustache`) → bytes, sorted by path.
    public static var files: [(path: String, data: Data)] {
        BuiltInTheme.files.map { ($0.key, $0.value) }.sorted { $0.path < $1.path }
    }

    /// Writes every file below `directory`; refuses (writing nothing) when any of them exists already.
    @discardableResult
    public static func export(to directory: String) throws(ProjectWriterError) -> [String] {
        try ProjectWriter(directory: directory).write(files)
    }
}
