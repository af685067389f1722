import ButtonModel
import BuiltInTheme
import Foundation

/// The project `docgen init` writes: `docgen.yaml` and a `Content/` with one design system (tokens with a light and
/// a dark theme, a Button definition, a page using every generated part) and a guide. Its files are the package's
/// `Starter/` folder, embedded in the binary; `docgen build` builds it with the built-in theme.
public enum ProjectStarter {
    /// Every file, path relative to the project folder → bytes, sorted by path, as the starter is written for the
    /// web.
    public static var files: [(path: String, data: Data)] {
        files(for: .defaultPlatform)
    }

    /// Every file with the defaults of `platform` (see `StarterPlatform`): its touch target, its name in
    /// `system.yaml`, sizes that meet its target.
    public static func files(for platform: StarterPlatform) -> [(path: String, data: Data)] {
        let replacements = platform.replacements
        return starterFiles.map { file in
            guard let changes = replacements[file.path] else { return file }
            var text = String(decoding: file.data, as: UTF8.self)
            for (from, to) in changes {
                // Each line named is in the starter; a test holds every platform's file to its change.
                text = text.replacingOccurrences(of: from, with: to)
            }
            return (file.path, Data(text.utf8))
        }
    }

    /// The `Starter/` folder as embedded, before any platform's changes.
    package static var starterFiles: [(path: String, data: Data)] { BuiltInTheme.files(in: "Starter") }

    /// Writes the project into `directory` (created if needed); refuses, writing nothing, when any file exists.
    @discardableResult
    public static func write(to directory: String, platform: StarterPlatform = .defaultPlatform) throws(ProjectWriterError) -> [String] {
        try ProjectWriter(directory: directory).write(files(for: platform))
    }
}
