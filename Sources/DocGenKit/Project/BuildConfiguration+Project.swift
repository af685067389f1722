import ButtonModel
import DesignTokens
import DocGenSupport

extension BuildConfiguration {
    /// The one way a command's build is configured: reads the project file (none is fine), lays the command line's
    /// flags over it, takes docgen's defaults for what neither sets, then the settings only a command line gives.
    /// `build`, `check`, `diff`, `serve`, `anatomy` and `spec` all come through here, so a key of `docgen.yaml` means
    /// the same to each of them. An invalid project file is every one of its problems, with their places.
    public static func make(_ settings: CommandLineSettings) -> Result<BuildConfiguration, InvalidInputError> {
        let (file, problems) = ProjectFileReader(path: settings.projectFile ?? ProjectFile.fileName).read()
        guard problems.isEmpty else { return .failure(InvalidInputError(problems)) }
        var configuration = settings.flags.overriding(file ?? ProjectFile()).configuration
        configuration.tokenFormat = settings.tokenFormat
        if let jobs = settings.jobs { configuration.jobs = jobs }
        configuration.durable = settings.durable
        return .success(configuration)
    }
}
