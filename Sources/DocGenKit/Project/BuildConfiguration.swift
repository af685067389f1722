import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenChecks

/// Where a build reads from and writes to, and how strict it is.
public struct BuildConfiguration: Hashable, Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var publicDirectory: String
    public var outputDirectory: String
    /// Failing checks make the build fail (exit 1) instead of being reported only.
    public var strict: Bool
    /// Thresholds and severities of the checks.
    public var checks: CheckConfiguration
    /// Where the site is published, for canonical links, the sitemap and social previews; `nil` for a site opened
    /// from disk or served at an address not known at build time.
    public var baseURL: BaseURL?
    /// Font files by family for every design system (`docgen.yaml`'s `fonts`); a system's own `fonts` win.
    public var fonts: [String: [String]] = [:]
    /// The baseline file of accepted failures (`--baseline`, `docgen.yaml`'s `baseline`): `check` and `diff` fail
    /// only on failures it does not list.
    public var baseline: String?
    /// What `docgen diff --format changeset` writes: the package and the bump each kind of change asks for.
    public var changeset = ChangesetSettings()
    /// The releases a versioned site publishes (`versions:`, `--versions`); nil builds the work tree alone.
    public var versions: VersionSettings?
    /// How token files that stray from the format are read (`--strict-format`, `--bare-dimension-unit`).
    public var tokenFormat: TokenFormatOptions
    /// Threads for the steps whose items are independent (pages, cells); 1 builds on one thread. The output is the
    /// same bytes whatever the number. At most one per processor: a larger number is taken as that.
    public var jobs: Int {
        get { threads }
        set { threads = Self.clampedJobs(newValue) }
    }
    private var threads = 1
    /// Flush the new site to disk before swapping it in (`SiteWriter.durable`).
    public var durable: Bool = false
    /// The build cache's folder (`.docgen-cache` in the project folder): a build whose inputs did not change since the
    /// last build into the same site does nothing. nil builds from scratch (`--no-cache`).
    public var cacheDirectory: String?
    /// The folders the build may read: the project's, folders named on the command line, `read-outside:`.
    public var confinement: ReadConfinement

    public init(contentDirectory: String = "Content", templatesDirectory: String = "Templates", publicDirectory: String = "Public",
                outputDirectory: String = "_site", strict: Bool = false, checks: CheckConfiguration = CheckConfiguration(),
                tokenFormat: TokenFormatOptions = TokenFormatOptions(), jobs: Int = BuildConfiguration.defaultJobs) {
        self.threads = Self.clampedJobs(jobs)
        self.checks = checks
        self.tokenFormat = tokenFormat
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.publicDirectory = publicDirectory
        self.outputDirectory = outputDirectory
        self.strict = strict
        // Folders given here are named by the caller, as a command line names them.
        self.confinement = ReadConfinement(projectRoot: ".", trusted: [contentDirectory, templatesDirectory, publicDirectory])
    }

    /// One thread per active processor.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The most `--jobs` takes; anything past it is a usage error, not a number of threads.
    public static let maximumJobs = 4_096

    /// `jobs` between 1 and the number of processors.
    public static func clampedJobs(_ jobs: Int) -> Int { min(max(1, jobs), max(1, defaultJobs)) }
}
