import ButtonModel
import DesignTokens
import DocGenSupport

extension ProjectFile {
    /// `self`'s settings where set, `base`'s elsewhere: flags (as a `ProjectFile`) over the file, setting by setting
    /// as `settings` says.
    public func overriding(_ base: ProjectFile) -> ProjectFile {
        var merged = base
        Self.settings.merge(self, &merged)
        merged.root = root ?? base.root
        merged.trustedFolders = base.trustedFolders + trustedFolders
            + [contentDirectory, templatesDirectory, publicDirectory].compactMap { $0 }
        return merged
    }

    /// The build these settings describe, with docgen's defaults for what they leave out.
    public var configuration: BuildConfiguration {
        var configuration = BuildConfiguration()
        Self.settings.apply(self, &configuration)
        configuration.confinement = ReadConfinement(projectRoot: root ?? ".", trusted: trustedFolders, allowed: readOutside)
        return configuration
    }
}
