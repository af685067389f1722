import ButtonModel

extension BuildContext {
    /// The two folders of the theme a project overrides file by file.
    public enum ThemeRole: String, Sendable {
        case templates = "Templates"
        case `public` = "Public"
    }

    /// The built-in theme's folder of `role`, overridden by the project's, read through the build's file source
    /// (the work tree inside the build's folders, or a git revision) under the `file-size` limit.
    public func themeFolder(_ role: ThemeRole) throws -> ThemeFolder {
        let directory = role == .templates ? configuration.templatesDirectory : configuration.publicDirectory
        return try ThemeFolder(role: role.rawValue, projectDirectory: directory, files: files, maximumSize: limits.fileSize)
    }
}
