import ArgumentParser
import ButtonModel
import DocGenKit

/// `--jobs N`, shared by the commands that build: a whole number from 1 to `BuildConfiguration.maximumJobs`; the
/// build uses at most one thread per processor whatever the number.
struct JobsOption: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("Threads for pages and pictures (default and most: one per processor); the site is the same bytes whatever the number.", valueName: "n"))
    var jobs = BuildConfiguration.defaultJobs

    func validate() throws {
        guard (1...BuildConfiguration.maximumJobs).contains(jobs) else {
            throw ValidationError("--jobs takes a whole number from 1 to \(BuildConfiguration.maximumJobs), not \(jobs); more threads than the \(BuildConfiguration.defaultJobs) processors here are not used.")
        }
    }
}
