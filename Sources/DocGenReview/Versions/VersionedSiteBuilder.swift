import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

/// `docgen build --versions`: one site holding every version the plan names, each built by the site's own steps from
/// its own files (a release read from its tag's objects through `GitRevisionFileSource`, as `docgen diff` reads it;
/// the work tree from disk), all drawn with the work tree's templates and public files.
///
/// Each version runs the steps up to the checks; consecutive versions are then compared by `SiteComparer`, the
/// comparison `docgen diff` makes, into the changelog; each version then runs the rest of the steps with its menu; the
/// versions' files are put together below their folders and written as one site. The work grows with the number of
/// versions, not its square: the changelog's pages are the root version's alone (one per version), a page's menu is
/// the same few links whatever the number of versions, and the list of versions is one file, `versions.js`
/// (`VersionsScript`), at the site's root.
public struct VersionedSiteBuilder: Sendable {
    public var configuration: BuildConfiguration
    public var settings: VersionSettings
    /// The folder of the git repository the tags are read from.
    public var directory: String

    public init(configuration: BuildConfiguration, settings: VersionSettings,
                directory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.settings = settings
        self.directory = directory
    }

    /// One version as built: its place and what its checks found.
    public struct VersionBuild: Sendable {
        public var version: SiteVersion
        public var pages: Int
        public var files: Int
        public var checks: Int
        public var failedChecks: Int
        /// Taken from the build cache: nothing it is built from changed since the last build.
        public var reused: Bool
        /// Its checks are the ones the build counts (`--strict`): the work tree's, or the latest release's when the
        /// work tree is not published.
        public var countsChecks = false
    }

    /// Builds every version and writes the site. The checks that count (`--strict`, the summary) are those of the
    /// work tree when it is published, else of the latest release. Throws `InvalidInputError` when any version's
    /// input is invalid, each problem naming its release; the previous site is then left as it was.
    public func build(onEvent: (BuildPipeline.Event) -> Void = { _ in }) throws -> (summary: SiteBuilder.Summary, versions: [VersionBuild]) {
        // A cache folder that is a link or not a folder: this build neither reads nor writes the cache.
        var builder = self
        if let refusal = configuration.cacheDirectory.flatMap(BuildCache.refusal(of:)) {
            onEvent(.warning(refusal))
            builder.configuration.cacheDirectory = nil
        }
        do {
            return try builder.buildVersions(onEvent: onEvent)
        } catch let diagnostic as Diagnostic {
            // A file the site cannot hold, a site folder that cannot be written: invalid input like any other.
            throw InvalidInputError([diagnostic])
        }
    }

    private func buildVersions(onEvent: (BuildPipeline.Event) -> Void) throws -> (summary: SiteBuilder.Summary, versions: [VersionBuild]) {
        let start = DispatchTime.now().uptimeNanoseconds
        let started = CacheFileSystem.now()
        let plan: VersionPlan
        do throws(Diagnostic) {
            plan = try VersionPlan.make(settings, in: directory, origin: SourceLocation(file: ProjectFile.fileName))
        } catch {
            throw InvalidInputError([error])
        }
        for note in plan.notes { onEvent(.warning(note)) }
        let versions = plan.versions, root = versions.firstIndex(of: plan.latest)!
        var analysis = try analyse(plan, started: started, onEvent: onEvent)
        var pages: [String: Set<String>] = [:]
        for (index, version) in versions.enumerated() {
            pages[version.name] = analysis.records[index].map { Set($0.pages) }
                ?? Set(analysis.contexts[index].sources.map { SitePaths.outputPath(forContentPath: $0.relativePath) })
        }
        var (site, builds) = try finish(plan, &analysis, onEvent: onEvent)
        let contexts = analysis.contexts
        try checkRootFiles(plan, root: analysis.records[root].map { Array($0.files.keys) } ?? contexts[root].output.paths)
        try site.output.add(VersionsScript.path, text: VersionsScript.text(plan: plan, pages: pages), origin: SourceLocation(file: ProjectFile.fileName))
        // The site's write step, over every version's files: its notes are said as warnings, as a build's are.
        try BuildPipeline(steps: [.writeSite]).run(&site, onEvent: onEvent)
        guard let write = site.siteWrite else { throw InvalidInputError(site.diagnostics.errors) }
        // The notes of drawing archives the versions' steps set aside.
        let cacheNotes = Self.uniqued(contexts.flatMap { $0.cache?.notes.all ?? [] })
        for note in cacheNotes { onEvent(.warning(note)) }
        storeReleases(plan, keys: analysis.keys, records: analysis.records, contexts: contexts, pages: pages, entries: analysis.entries, builds: builds)

        let primaryIndex = versions.lastIndex(where: \.isWorkTree) ?? root
        builds[primaryIndex].countsChecks = true
        let primary = contexts[primaryIndex]
        let warnings = contexts.flatMap { $0.diagnostics.filter { $0.severity != .error } } + plan.notes + write.notes + cacheNotes
        let summary = SiteBuilder.Summary(pagesWritten: builds.reduce(0) { $0 + $1.pages }, filesWritten: site.output.paths.count + 1,
                                          findings: primary.findings, checks: builds[primaryIndex].checks,
                                          failedChecks: builds[primaryIndex].failedChecks, warnings: warnings,
                                          seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, write: write, reused: false)
        return (summary, builds)
    }

    /// The versions as far as the changelog needs them: each version's context, checked when built or compared; the
    /// releases the build cache holds as the site still has them, and each release's key in it; each version's
    /// changelog entry.
    private struct Analysis {
        var contexts: [BuildContext]
        var records: [VersionCache.ReleaseRecord?]
        var keys: [String?]
        var entries: [ChangelogEntry]
    }

    /// Reads every version's content and works out its changelog entry: consecutive versions compared by
    /// `SiteComparer`, the comparison `docgen diff` makes, unless the build cache holds the release.
    private func analyse(_ plan: VersionPlan, started: Int64, onEvent: (BuildPipeline.Event) -> Void) throws -> Analysis {
        let (analysis, _) = BuildPipeline.preview.split(after: .runChecks)
        let (load, check) = analysis.split(after: .loadContent)
        let versions = plan.versions, count = versions.count
        let root = versions.firstIndex(of: plan.latest)!

        // Each version's content read; the changelog's pages, one per version, among the root version's alone.
        var contexts: [BuildContext] = []
        for (index, version) in versions.enumerated() {
            var context = try self.context(for: version)
            context.cache = cacheSession(for: version, started: started)
            try run(load, &context, version: version, onEvent: onEvent)
            if index == root { try addChangelogPages(for: versions, to: &context, version: version) }
            contexts.append(context)
        }

        // A version is checked once, when it is built or when a changelog entry compares it.
        var checked = Set<Int>()
        func ensureChecked(_ index: Int) throws {
            guard checked.insert(index).inserted else { return }
            try run(check, &contexts[index], version: versions[index], onEvent: onEvent)
        }
        var entries: [ChangelogEntry?] = Array(repeating: nil, count: count)
        func entry(_ index: Int, record: VersionCache.ReleaseRecord?) throws -> ChangelogEntry {
            let version = versions[index], previous = index > 0 ? versions[index - 1] : nil
            var diff: SiteDiff?, summary: String?
            if let record {
                diff = record.diff
                summary = record.summary
            } else if let previous {
                try ensureChecked(index - 1)
                try ensureChecked(index)
                diff = try compare(previous, contexts[index - 1], with: version, contexts[index])
            } else {
                try ensureChecked(index)
                summary = ChangelogPart.firstRelease(contexts[index].model)
            }
            return ChangelogEntry(version: version.name, previous: previous?.name, date: version.date, isUnreleased: version.isWorkTree,
                                  diff: diff, summary: summary)
        }

        // The releases the build cache holds, as the site still has them: neither checked nor drawn again unless a
        // changelog entry compares them. The root release's key adds what its changelog shows of every other version.
        let cache = cacheState(started: started)
        var records: [VersionCache.ReleaseRecord?] = Array(repeating: nil, count: count)
        var keys: [String?] = Array(repeating: nil, count: count)
        for index in versions.indices where index != root {
            (keys[index], records[index]) = cachedRelease(index, plan, cache: cache)
            entries[index] = try entry(index, record: records[index])
        }
        if let cache, !versions[root].isWorkTree {
            var more = versions.map { "plan \($0.name) \($0.folder) \($0.commit ?? "work-tree") \($0.date ?? "")" }
            more += zip(versions, entries).filter { $0.0.isWorkTree }.map { "work-tree \(SHA256.hex($0.1?.diff?.json() ?? "none"))" }
            (keys[root], records[root]) = cachedRelease(root, plan, cache: cache, more: more)
        }
        entries[root] = try entry(root, record: records[root])
        for index in versions.indices where records[index] == nil { try ensureChecked(index) }
        if records[root] == nil { try checkFolders(plan, root: contexts[root]) }
        return Analysis(contexts: contexts, records: records, keys: keys, entries: entries.map { $0! })
    }

    /// Runs the rest of each version's steps with the changelog and its menu plugged in, and puts its files below its
    /// folder in the site's own context, which holds what the write step writes; a version the cache holds, its files
    /// as the site has them.
    private func finish(_ plan: VersionPlan, _ analysis: inout Analysis, onEvent: (BuildPipeline.Event) -> Void) throws -> (site: BuildContext, builds: [VersionBuild]) {
        let (_, rest) = BuildPipeline.preview.split(after: .runChecks)
        let versions = plan.versions, root = versions.firstIndex(of: plan.latest)!
        var site = BuildContext(configuration: configuration)
        site.output.sizeLimit = 0
        var builds: [VersionBuild] = []
        for (index, version) in versions.enumerated() {
            var context = analysis.contexts[index]
            site.output.sizeLimit += context.limits.siteSize
            if let record = analysis.records[index] {
                for path in record.files.keys.sorted() {
                    let file = version.folder + path
                    try site.output.add(file, .copy(from: FileTree.join(configuration.outputDirectory, file)), origin: SourceLocation(file: version.name))
                }
                builds.append(VersionBuild(version: version, pages: record.pages.count, files: record.files.count,
                                           checks: record.checks, failedChecks: record.failedChecks, reused: true))
                continue
            }
            let menu = VersionMenu(version: version)
            let siteRoots = Dictionary(uniqueKeysWithValues: versions.map { ($0.name, menu.upToSiteRoot + $0.folder) })
            context.register(VersionedSiteExtension(menu: menu, changelog: Changelog(entries: analysis.entries, siteRoots: siteRoots,
                                                                                    pagesRoot: menu.upToSiteRoot)))
            try run(rest, &context, version: version, onEvent: onEvent)
            // Each version's changes as `docgen diff --format json` prints them, beside its changelog page.
            if index == root {
                for entry in analysis.entries {
                    guard let diff = entry.diff else { continue }
                    try context.output.add(ChangelogPages.jsonPath(of: entry.version), text: diff.json(), origin: SourceLocation(file: version.name))
                }
            }
            for path in Self.published(context.output, by: version) {
                guard let content = context.output[path] else { continue }
                try site.output.add(version.folder + path, content, origin: SourceLocation(file: version.name))
            }
            builds.append(VersionBuild(version: version, pages: context.pages.count, files: Self.published(context.output, by: version).count,
                                       checks: context.findings.count, failedChecks: context.findings.filter(\.isFailingError).count,
                                       reused: false))
            analysis.contexts[index] = context
        }
        return (site, builds)
    }

    /// The files of `version`'s output that the site publishes: all of them, but a version in a folder leaves out
    /// its 404 page, since hosts serve the one at the site's root for every missing address.
    package static func published(_ output: SiteOutput, by version: SiteVersion) -> [String] {
        version.folder.isEmpty ? output.paths : output.paths.filter { $0 != NotFoundPage.path }
    }

    /// `diagnostics` in order, each once.
    private static func uniqued(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: [Diagnostic] = []
        for diagnostic in diagnostics where !seen.contains(diagnostic) { seen.append(diagnostic) }
        return seen
    }

    /// A fresh context reading `version`'s files: a release's content from its tag, the theme from the work tree; its
    /// parts are every part docgen ships, the changelog's filled in once the versions are compared.
    private func context(for version: SiteVersion) throws -> BuildContext {
        guard let commit = version.commit else { return BuildContext(configuration: configuration, directives: .standard) }
        do {
            var files = try GitRevisionFileSource(revision: commit, folder: configuration.contentDirectory,
                                                  workTreeFolders: [configuration.templatesDirectory, configuration.publicDirectory],
                                                  in: directory, confinement: configuration.confinement,
                                                  maximumDepth: configuration.tokenFormat.limits.nestingDepth)
            // Named as `docgen diff` names a tag, whose changes the changelog reports.
            files.revision = version.name
            files.sourceDescription = "revision \(version.name) (\(commit.prefix(7)))"
            return BuildContext(configuration: configuration, directives: .standard, files: files)
        } catch {
            throw InvalidInputError([Diagnostic(location: SourceLocation(file: ProjectFile.fileName), code: "versions.git",
                                                message: "Release \(version.name) cannot be read: \(error)", hint: nil)])
        }
    }

    /// Runs `pipeline` over `context`; a release's problems name the release, since their files are not the work
    /// tree's.
    private func run(_ pipeline: BuildPipeline, _ context: inout BuildContext, version: SiteVersion,
                     onEvent: (BuildPipeline.Event) -> Void) throws {
        do {
            try pipeline.run(&context) { event in
                if case .warning(let diagnostic) = event { onEvent(.warning(Self.naming(version, in: diagnostic))) } else { onEvent(event) }
            }
        } catch let error as InvalidInputError {
            throw InvalidInputError(error.diagnostics.map { Self.naming(version, in: $0) })
        }
    }

    /// `diagnostic` as found in `version`: in a release, the message says which one (its files are its tag's).
    package static func naming(_ version: SiteVersion, in diagnostic: Diagnostic) -> Diagnostic {
        guard let commit = version.commit else { return diagnostic }
        var named = diagnostic
        named.message += " (in release \(version.name), commit \(commit.prefix(7)))"
        return named
    }

    /// What changed from `before` to `after`, as `docgen diff` would report it.
    private func compare(_ before: SiteVersion, _ old: BuildContext, with after: SiteVersion, _ new: BuildContext) throws -> SiteDiff {
        func input(_ version: SiteVersion, _ context: BuildContext) -> DiffInput {
            DiffInput(files: context.files, contentDirectory: configuration.contentDirectory,
                      side: SiteDiff.DiffSide(name: version.name, description: context.files.sourceDescription, commit: version.commit))
        }
        do {
            return try SiteComparer(configuration: configuration).compare(base: DiffAnalysis(input: input(before, old), context: old),
                                                                           head: DiffAnalysis(input: input(after, new), context: new))
        } catch {
            throw InvalidInputError(error.diagnostics.map { Self.naming(after, in: $0) })
        }
    }
}
