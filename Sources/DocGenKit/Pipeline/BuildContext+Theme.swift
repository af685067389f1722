extension BuildContext {
    /// The two folders of the theme a project overrides file by file.
    public enum ThemeRole: String, Sendable {
        case templates = "Templates"
        case `public` = "Public"
    }

    /// The built-in theme's folder of `role`, overridden by the project's, read inside the build's folders and
    /// under the `file-size` limit.
    public func themeFolder(_ role: ThemeRole) throws -> ThemeFolder {
        let directory = role == .templates ? configuration.templatesDirectory : configuration.publicDirectory
        return try ThemeFolder(role: role.rawValue, projectDirectory: directory, confinement: configuration.confinement,
                               maximumSize: limits.fileSize)
    }
}
