import ButtonModel
import DesignTokens
import DocGenSupport

extension ProjectFile {
    /// `self`'s settings where set, `base`'s elsewhere: flags (as a `ProjectFile`) over the file.
    public func overriding(_ base: ProjectFile) -> ProjectFile {
        var merged = base
        merged.contentDirectory = contentDirectory ?? base.contentDirectory
        merged.templatesDirectory = templatesDirectory ?? base.templatesDirectory
        merged.publicDirectory = publicDirectory ?? base.publicDirectory
        merged.outputDirectory = outputDirectory ?? base.outputDirectory
        merged.baseURL = baseURL ?? base.baseURL
        merged.strict = strict ?? base.strict
        merged.touchTargetMinimum = touchTargetMinimum ?? base.touchTargetMinimum
        merged.apcaMinimum = apcaMinimum ?? base.apcaMinimum
        merged.fonts = base.fonts.merging(fonts) { _, flag in flag }
        merged.root = root ?? base.root
        merged.readOutside = base.readOutside + readOutside
        merged.baseline = baseline ?? base.baseline
        merged.changeset = changeset ?? base.changeset
        merged.versions = versions ?? base.versions
        merged.trustedFolders = base.trustedFolders + trustedFolders
            + [contentDirectory, templatesDirectory, publicDirectory].compactMap { $0 }
        return merged
    }

    /// The build these settings describe, with docgen's defaults for what they leave out.
    public var configuration: BuildConfiguration {
        let defaults = BuildConfiguration()
        var checks = CheckConfiguration()
        if let touchTargetMinimum { checks.touchTargetMinimum = touchTargetMinimum }
        if let apcaMinimum { checks.apcaMinimum = apcaMinimum }
        var configuration = BuildConfiguration(
            contentDirectory: contentDirectory ?? defaults.contentDirectory, templatesDirectory: templatesDirectory ?? defaults.templatesDirectory,
            publicDirectory: publicDirectory ?? defaults.publicDirectory, outputDirectory: outputDirectory ?? defaults.outputDirectory,
            strict: strict ?? defaults.strict, checks: checks)
        configuration.baseURL = baseURL.flatMap(BaseURL.init)
        configuration.fonts = fonts
        configuration.baseline = baseline
        configuration.changeset = changeset ?? ChangesetSettings()
        configuration.versions = versions
        configuration.confinement = ReadConfinement(projectRoot: root ?? ".", trusted: trustedFolders, allowed: readOutside)
        return configuration
    }
}
