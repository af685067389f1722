import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Dispatch
import Foundation
import DocGenReview

/// The site `docgen serve` serves, and its rebuilds: the last good build's context and output, the errors of the
/// last failed build, and the changes not built yet. A burst of changes is gathered by a `Debouncer`; a change that
/// comes while a rebuild runs cancels it, and the next rebuild takes both changes.
public actor PreviewSite {
    let builder: PreviewBuilder
    let options: ServeOptions
    let report: @Sendable (ServeEvent) -> Void
    public let hub = EventHub()

    private(set) var lastGood: BuildContext?
    private(set) var snapshot = SiteSnapshot()
    /// The errors of the last build, when it failed; the pages show them in the overlay.
    private(set) var errors: [Diagnostic] = []
    private(set) var currentOverlay: String?
    /// `--compare`: what the last good build changes against the base revision, and when it was compared.
    private(set) var marks: CompareMarks?
    private(set) var marksDate = Date()
    private var debouncer: Debouncer
    private var timer: Task<Void, Never>?
    /// Changed paths gathered and not tried yet; changed paths whose last rebuild failed or was cancelled.
    private var fresh: Set<String> = []
    private var unbuilt: Set<String> = []
    private var running: CancelFlag?
    /// When the first change not yet answered by an event was seen (monotonic seconds).
    private var firstChange: Double?
    /// The files outside the site's folders that the saved site was built from (a worker restarted after a crash).
    private var restoredOutside: [String] = []

    public init(configuration: BuildConfiguration, options: ServeOptions, report: @escaping @Sendable (ServeEvent) -> Void = { _ in }) {
        builder = PreviewBuilder(configuration: configuration, directives: .standard)
        self.options = options
        self.report = report
        debouncer = Debouncer(quiet: options.quietPeriod)
    }

    /// The watcher of the site's sources, told of the folders each good build read.
    private var watcher: (any FileWatcher)?

    /// The classifier of the last good build: it knows every file the build read.
    public var classifier: ChangeClassifier {
        ChangeClassifier(configuration: builder.configuration, reads: lastGood?.reads ?? ReadRecord())
    }

    /// The first build; until it ends, pages show that the site is being built.
    public func buildFirst() async {
        let outcome = await Self.execute(builder, base: nil, scope: .all, snapshot: snapshot, flag: CancelFlag(), store: options.siteStore,
                                         report: report)
        if case .built(let context, let site, let seconds, _) = outcome {
            lastGood = context
            snapshot = site
            await compare(context)
            report(.built(pages: context.pages.count, files: site.files.count, seconds: seconds))
            watcher?.watch(watchRoots)
            await hub.send(.reload(navigate: nil))  // pages opened during the first build show the site
            save()
        } else if case .failed(let diagnostics) = outcome {
            await fail(diagnostics)
        }
    }

    /// Files changed on disk (absolute paths), as the watcher saw them.
    public func changed(_ paths: [String]) {
        // Editors' scratch files and files the site does not read wake nothing.
        guard lastGood == nil || !classifier.scope(of: paths).isEmpty else { return }
        let now = Self.now()
        if firstChange == nil { firstChange = now }
        debouncer.add(paths, at: now)
        running?.cancel()
        schedule()
    }

    private func schedule() {
        guard let deadline = debouncer.deadline else { return }
        timer?.cancel()
        timer = Task { [weak self] in
            let delay = deadline - Self.now()
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
            if Task.isCancelled { return }
            await self?.debounced()
        }
    }

    private func debounced() async {
        guard let batch = debouncer.take(at: Self.now()) else { return schedule() }
        fresh.formUnion(batch)
        if running == nil { await rebuild() }
    }

    private func rebuild() async {
        while !fresh.isEmpty {
            let taken = unbuilt.union(fresh)
            fresh = []
            let scope = lastGood == nil ? RebuildScope.all : classifier.scope(of: taken)
            if scope.isEmpty {
                unbuilt.subtract(taken)
                firstChange = nil
                continue
            }
            let flag = CancelFlag()
            running = flag
            let outcome = await Self.execute(builder, base: lastGood, scope: scope, snapshot: snapshot, flag: flag, changed: taken,
                                             store: options.siteStore, report: report)
            running = nil
            switch outcome {
            case .cancelled:
                unbuilt = taken
            case .failed(let diagnostics):
                unbuilt = taken
                await fail(diagnostics)
                firstChange = nil
            case .built(let context, let site, let seconds, let steps):
                unbuilt = []
                await publish(context, site, seconds: seconds, steps: steps, scope: scope, changedSources: taken)
            }
        }
    }

    private func publish(_ context: BuildContext, _ site: SiteSnapshot, seconds: Double, steps: [StepTime], scope: RebuildScope,
                         changedSources: Set<String>) async {
        let changed = site.changedPaths(since: snapshot)
        lastGood = context
        snapshot = site
        await compare(context)
        let hadErrors = !errors.isEmpty
        errors = []
        currentOverlay = nil
        var event = ReloadEvent.after(changed: changed, page: options.navigate ? page(editedIn: changedSources, changed: changed) : nil)
        if event == nil, hadErrors { event = .clear }
        if let event { await hub.send(event) }
        let latency = event != nil ? firstChange.map { Self.now() - $0 } : nil
        firstChange = nil
        save()
        watcher?.watch(watchRoots)
        report(.rebuilt(scope: scope.summary, seconds: seconds, steps: steps, changedFiles: changed.count, event: event?.name, latency: latency))
    }

    /// Keeps the good site for a worker restarted after a crash; off the rebuild's path.
    private func save() {
        options.siteStore?.save(snapshot, watching: classifier.filesOutsideContent)
    }

    /// A worker restarted after the previous one died of `signal`: the saved site (if a build ever succeeded), the
    /// overlay saying the rebuild crashed and on which change, and no build until the next change.
    public func restore(after signal: String) async {
        if let saved = options.siteStore?.load() {
            snapshot = saved.site
            restoredOutside = saved.outside
        }
        let building = options.siteStore?.building()
        await fail([CrashReport(signal: signal, changed: building, contentDirectory: builder.configuration.contentDirectory).diagnostic])
        report(.restored(signal: signal, files: snapshot.files.count))
    }

    /// The folders to watch: the content, templates and public folders (watched from the folder above until they
    /// exist), every folder the last good build listed or looked for, and the folder of every other file it read (of
    /// the saved site's files, after a crash).
    var watchRoots: [WatchRoot] {
        let configuration = builder.configuration
        var roots = [configuration.contentDirectory, configuration.templatesDirectory, configuration.publicDirectory].map { WatchRoot($0) }
        let read = lastGood.map { context in context.reads.watchedFolders }
            ?? restoredOutside.map { (path: FileTree.directory(of: $0), recursive: false) }
        for (path, recursive) in read {
            let root = WatchRoot(path, recursive: recursive)
            if !roots.contains(where: { $0.path == root.path || ($0.recursive && ReadRecord.isInside(root.path, $0.path)) }) { roots.append(root) }
        }
        return roots
    }

    /// Watches with `watcher` from now on: the folders of each good build are added to it.
    func attach(_ watcher: any FileWatcher) {
        self.watcher = watcher
    }

    /// Compares the new build with `--compare`'s base, off the actor, before the pages are told to reload.
    private func compare(_ context: BuildContext) async {
        guard let base = options.compare else { return }
        let fresh = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: base.marks(for: context)) }
        }
        if fresh != marks { marksDate = Date() }
        marks = fresh
    }

    private func fail(_ diagnostics: [Diagnostic]) async {
        errors = diagnostics
        let html = ErrorOverlay(diagnostics: diagnostics, lines: ErrorOverlay.readLines(inside: builder.configuration.confinement)).html
        currentOverlay = html
        report(.failed(diagnostics))
        await hub.send(.overlay(html: html))
    }

    /// The address of the page made from an edited Markdown file, when its page changed; else of the one page
    /// that changed, if only one did.
    func page(editedIn sources: Set<String>, changed: Set<String>) -> String? {
        let content = URL(fileURLWithPath: builder.configuration.contentDirectory).standardizedFileURL.path + "/"
        let edited = sources.filter { $0.hasPrefix(content) && $0.hasSuffix(".md") }
            .map { SitePaths.outputPath(forContentPath: String($0.dropFirst(content.count))) }
            .filter(changed.contains)
        let pages = changed.filter { $0.hasSuffix(".html") && $0 != NotFoundPage.path }
        guard let target = edited.sorted().first ?? (pages.count == 1 ? pages.first : nil) else { return nil }
        return "/" + (target.hasSuffix("index.html") ? String(target.dropLast("index.html".count)) : target)
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
