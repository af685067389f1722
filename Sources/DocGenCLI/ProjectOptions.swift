import ArgumentParser
import ButtonModel
import DocGenKit

/// The options every command that builds shares: the project file and folders, the checks' thresholds and how token
/// files are read. `configuration` is the one place a command's build is configured.
struct ProjectOptions: ParsableArguments {
    @OptionGroup var site: SiteOptions
    @OptionGroup var checks: CheckOptions
    @OptionGroup var tokenFormat: TokenFormatArguments

    /// The build these options and the project file describe (`BuildConfiguration.make`), with a command's own
    /// flags laid over the project file too; an invalid project file is printed, and the command ends with exit 2.
    func configuration(flags: (inout ProjectFile) -> Void = { _ in }, jobs: Int? = nil, durable: Bool = false) throws -> BuildConfiguration {
        var settings = CommandLineSettings(projectFile: site.project, flags: checks.flags(over: site.flags), tokenFormat: tokenFormat.options,
                                           jobs: jobs, durable: durable)
        flags(&settings.flags)
        switch BuildConfiguration.make(settings) {
        case .success(let configuration): return configuration
        case .failure(let problems):
            Terminal.report(problems, written: false)
            throw ExitStatus.invalidInput
        }
    }
}
