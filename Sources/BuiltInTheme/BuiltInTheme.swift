import Foundation

/// The theme built into docgen, and the project `docgen init` writes: every file of the package's `Templates/`,
/// `Public/` and `Starter/`, embedded at build time by the EmbedTheme plugin (see `Plugins/EmbedTheme`), keyed by
/// path (`Templates/page.mustache`, `Public/fonts/Inter-Regular.otf`, `Starter/Content/site.yaml`).
public enum BuiltInTheme {
    /// Every file, path → bytes, decoded once.
    public static let files: [String: Data] = Dictionary(uniqueKeysWithValues: encodedFiles.map { entry in
        (entry.path, Data(base64Encoded: entry.base64) ?? Data())
    })

    /// The files below one folder (`Templates`, `Public` or `Starter`), keyed by their path inside it, sorted.
    public static func files(in folder: String) -> [(path: String, data: Data)] {
        let prefix = folder + "/"
        return files.filter { $0.key.hasPrefix(prefix) }
            .map { (String($0.key.dropFirst(prefix.count)), $0.value) }
            .sorted { $0.path < $1.path }
    }
}
