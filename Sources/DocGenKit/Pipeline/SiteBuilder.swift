import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenChecks

/// The library's entry point for `docgen build`.
public struct SiteBuilder: Sendable {
    public struct Summary: Sendable {
        public var pagesWritten: Int
        public var filesWritten: Int
        /// Every check of every cell; empty when the build was not needed (`reused`), whose counts are below.
        public var findings: [Finding]
        public var checks: Int
        public var failedChecks: Int
        /// Cells docgen could not reproduce exactly (uncertain): `--strict` fails on them.
        public var uncertainCells = 0
        public var warnings: [Diagnostic]
        public var seconds: Double
        /// What writing the site did; nil when the build was not needed.
        public var write: SiteWriteReport?
        /// Nothing the build reads changed since the last build into the same site, which is left as it was.
        public var reused: Bool

        package init(pagesWritten: Int, filesWritten: Int, findings: [Finding], checks: Int, failedChecks: Int, uncertainCells: Int = 0,
                     warnings: [Diagnostic], seconds: Double, write: SiteWriteReport? = nil, reused: Bool) {
            self.pagesWritten = pagesWritten
            self.filesWritten = filesWritten
            self.findings = findings
            self.checks = checks
            self.failedChecks = failedChecks
            self.uncertainCells = uncertainCells
            self.warnings = warnings
            self.seconds = seconds
            self.write = write
            self.reused = reused
        }
    }

    public var configuration: BuildConfiguration
    public var pipeline: BuildPipeline
    /// The parts pages may use: the site generator's own unless the caller adds those of the capabilities it ships.
    public var directives: DirectiveRegistry

    public init(configuration: BuildConfiguration, pipeline: BuildPipeline = .site, directives: DirectiveRegistry = .site) {
        self.configuration = configuration
        self.pipeline = pipeline
        self.directives = directives
    }

    /// Builds the site, or finds in the build cache that the last build of the same configuration read the same
    /// bytes and that the site still holds what it wrote. Throws `InvalidInputError` with every problem when the input
    /// is invalid; the previous site is then left as it was.
    public func build(onEvent: (BuildPipeline.Event) -> Void = { _ in }) throws -> Summary {
        let start = DispatchTime.now().uptimeNanoseconds
        let started = CacheFileSystem.now()
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var context = BuildContext(configuration: configuration, directives: directives)
        // A cache folder that is a link or not a folder: this build neither reads nor writes the cache.
        var cacheNotes = configuration.cacheDirectory.flatMap(BuildCache.refusal(of:)).map { [$0] } ?? []
        for note in cacheNotes { onEvent(.warning(note)) }
        if let folder = configuration.cacheDirectory, cacheNotes.isEmpty {
            let (session, reusable) = BuildCache(folder: folder).open(configuration, started: started)
            if let reused = reusable {
                for warning in reused.warnings { onEvent(.warning(warning)) }
                return Summary(pagesWritten: reused.pages, filesWritten: reused.files, findings: [], checks: reused.checks, failedChecks: reused.failedChecks,
                               uncertainCells: reused.uncertainCells ?? 0, warnings: reused.warnings, seconds: elapsed(), write: nil, reused: true)
            }
            context.cache = session
        }
        for note in context.cache?.notes.all ?? [] { onEvent(.warning(note)) }
        let reported = context.cache?.notes.all.count ?? 0
        try pipeline.run(&context, onEvent: onEvent)
        // The notes of archives the steps set aside.
        for note in (context.cache?.notes.all ?? []).dropFirst(reported) { onEvent(.warning(note)) }
        cacheNotes += context.cache?.notes.all ?? []
        let warnings = cacheNotes + context.diagnostics.filter { $0.severity != .error }
        let failed = context.findings.filter(\.isFailingError).count
        let uncertain = context.systems.flatMap(\.matrices).reduce(0) { $0 + $1.uncertainCells.count }
        let summary = BuildCache.CachedSummary(pages: context.pages.count, files: context.output.paths.count + 1, checks: context.findings.count,
                                               failedChecks: failed, uncertainCells: uncertain, warnings: warnings)
        if let session = context.cache, context.siteWrite != nil { session.cache.store(reads: context.reads, of: context.configuration, summary: summary, session: session) }
        return Summary(pagesWritten: summary.pages, filesWritten: summary.files, findings: context.findings, checks: summary.checks,
                       failedChecks: failed, uncertainCells: uncertain, warnings: warnings, seconds: elapsed(), write: context.siteWrite, reused: false)
    }
}
