import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import DocGenReview

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Builds the static site.",
        discussion: """
            Reads the Markdown pages, tokens and component definitions of the content folder, lays the pages out \
            with the Mustache templates, copies the public files, and swaps the new site in only when the whole \
            build succeeded. Exit status: 0 success, 1 a check failed or a cell is uncertain with --strict, 2 invalid input, 64 usage.
            """
    )

    @OptionGroup var project: ProjectOptions

    @Option(name: .shortAndLong, help: ArgumentHelp(ProjectFile.settings.summary(of: "output"), valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp(ProjectFile.settings.summary(of: "baseURL"), valueName: "url"))
    var baseURL: String?

    @Flag(help: ArgumentHelp(ProjectFile.settings.summary(of: "strict")))
    var strict = false

    @Flag(help: "Print the time each step of the build took.")
    var timings = false

    @OptionGroup var threads: JobsOption
    @OptionGroup var warningOutput: WarningsOption

    @Flag(help: "Flush the new site to disk (one syncfs) before swapping it in.")
    var durable = false

    @Flag(help: "Build from scratch: neither read nor write the build cache (.docgen-cache).")
    var noCache = false

    @Flag(help: ArgumentHelp("Build a versioned site: each release (git tag) named by versions: in docgen.yaml, every tag when it names none, the newest at the root, with version menus and changelog pages."))
    var versions = false

    func validate() throws {
        if let baseURL, BaseURL(baseURL) == nil {
            throw ValidationError("--base-url takes an absolute http or https address, such as https://example.com/docs/, not '\(baseURL)'.")
        }
    }

    func run() throws {
        var configuration = try project.configuration(flags: { [self] flags in
            flags.outputDirectory = self.output
            flags.baseURL = self.baseURL
            if self.strict { flags.strict = true }
        }, jobs: threads.jobs, durable: durable)
        configuration.cacheDirectory = noCache ? nil : BuildCache.folderName
        let output = configuration.outputDirectory
        let strict = configuration.strict
        if versions || configuration.versions != nil {
            return try buildVersions(configuration, settings: configuration.versions ?? VersionSettings())
        }
        let summary: SiteBuilder.Summary
        var stepTimes: [(name: String, seconds: Double)] = []
        var warnings: [Diagnostic] = []
        do {
            summary = try SiteBuilder(configuration: configuration, directives: .standard).build { event in
                switch event {
                case .stepStarted(let index, let count, _, let label): Terminal.out("[\(index)/\(count)] \(label)")
                case .stepFinished(_, _, let label, let seconds): stepTimes.append((label, seconds))
                case .warning(let diagnostic): warnings.append(diagnostic)
                }
            }
        } catch let error as InvalidInputError {
            if timings { Terminal.out(Self.timingTable(stepTimes)) }
            let count = error.diagnostics.count
            warningOutput.report(errors: error.diagnostics, warnings: warnings,
                                 summary: "docgen: \(count) error\(count == 1 ? "" : "s"); nothing was written")
            throw ExitStatus.invalidInput
        }
        warningOutput.report(errors: [], warnings: warnings, summary: nil)
        // A build the cache found nothing to do for ran no step: its time went to comparing the inputs.
        if summary.reused { stepTimes = [("Compare inputs with the last build", summary.seconds)] }
        if timings { Terminal.out(Self.timingTable(stepTimes)) }
        let failed = summary.failedChecks
        Terminal.out(Self.outcome(summary, output: output))
        if summary.checks > 0 {
            Terminal.out("Checks: \(summary.checks - failed) passed or advisory, \(failed) failed.")
        }
        if strict, failed > 0 {
            Terminal.error("docgen: \(failed) check\(failed == 1 ? "" : "s") failed (--strict).")
            throw ExitStatus.failed
        }
        if strict, summary.uncertainCells > 0 {
            let count = summary.uncertainCells
            Terminal.error("docgen: \(count) cell\(count == 1 ? " is" : "s are") uncertain (--strict): docgen could not reproduce "
                           + "\(count == 1 ? "its" : "their") values; name the team's build output in system.yaml (tokens: { build: … }).")
            throw ExitStatus.failed
        }
    }

    /// The versioned site: each version's build in turn, then one line per version and the site's.
    private func buildVersions(_ configuration: BuildConfiguration, settings: VersionSettings) throws {
        var warnings: [Diagnostic] = []
        let built: (summary: SiteBuilder.Summary, versions: [VersionedSiteBuilder.VersionBuild])
        do {
            built = try VersionedSiteBuilder(configuration: configuration, settings: settings).build { event in
                if case .warning(let diagnostic) = event { warnings.append(diagnostic) }
            }
        } catch let error as InvalidInputError {
            let count = error.diagnostics.count
            warningOutput.report(errors: error.diagnostics, warnings: warnings,
                                 summary: "docgen: \(count) error\(count == 1 ? "" : "s"); nothing was written")
            throw ExitStatus.invalidInput
        }
        warningOutput.report(errors: [], warnings: warnings, summary: nil)
        for build in built.versions {
            let place = build.version.folder.isEmpty ? "/" : "/" + build.version.folder
            let reused = build.reused ? " (unchanged: from the build cache)" : ""
            Terminal.out("  \(build.version.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(place.padding(toLength: 14, withPad: " ", startingAt: 0)) "
                + "\(build.pages) pages, \(build.files) files, \(build.failedChecks) of \(build.checks) checks failed\(reused)")
        }
        let summary = built.summary
        Terminal.out(Self.outcome(summary, output: configuration.outputDirectory).replacingOccurrences(of: " pages (", with: " pages in \(built.versions.count) versions ("))
        let failed = summary.failedChecks
        if summary.checks > 0, let counted = built.versions.first(where: \.countsChecks) {
            Terminal.out("Checks of \(counted.version.name): \(summary.checks - failed) passed or advisory, \(failed) failed.")
        }
        if configuration.strict, failed > 0 {
            Terminal.error("docgen: \(failed) check\(failed == 1 ? "" : "s") failed (--strict).")
            throw ExitStatus.failed
        }
    }

    /// `Wrote 7 pages (874 files) to _site/ in 0.37 s: 3 changed, 871 unchanged.` (no counts for a site written
    /// from nothing), or that nothing was to be done.
    static func outcome(_ summary: SiteBuilder.Summary, output: String) -> String {
        let time = String(format: "%.2f", summary.seconds)
        guard let write = summary.write, !summary.reused else {
            return "\(output)/ is up to date (\(summary.pagesWritten) pages, \(summary.filesWritten) files): nothing it is built from changed since "
                + "the last build; checked in \(time) s."
        }
        let what = "\(summary.pagesWritten) pages (\(summary.filesWritten) files)"
        if write.unchanged { return "Built \(what) in \(time) s: identical to \(output)/, which was left untouched." }
        if write.reused == 0 && write.removed == 0 { return "Wrote \(what) to \(output)/ in \(time) s." }
        let removed = write.removed > 0 ? ", \(write.removed) removed" : ""
        return "Wrote \(what) to \(output)/ in \(time) s: \(write.written) changed, \(write.reused) unchanged\(removed)."
    }

    /// `  Parse Markdown      0.042 s  12.3 %`, one line per step, then the total.
    static func timingTable(_ steps: [(name: String, seconds: Double)]) -> String {
        let total = steps.reduce(0) { $0 + $1.seconds }
        let width = max(5, steps.map(\.name.count).max() ?? 0)
        func line(_ name: String, _ seconds: Double) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: " %8.3f s %5.1f %%", seconds, total > 0 ? 100 * seconds / total : 0)
        }
        return (["Timings:"] + steps.map { "  " + line($0.name, $0.seconds) } + ["  " + line("Total", total)]).joined(separator: "\n")
    }
}
