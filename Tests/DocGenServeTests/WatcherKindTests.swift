import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenServe
@testable import DocGenReview

/// The preview's watcher seam, run on Linux: inotify by default, the portable polling watcher when `--poll` or
/// `DOCGEN_PORTABLE_CALLS` asks for it, and polling that sees every kind of change.
@Suite struct WatcherKindTests {
    @Test func linuxWatchesWithInotifyUnlessPollingIsChosen() throws {
        #expect(WatcherKind.standard(polling: true) == .polling)
        #if os(Linux)
        #expect(WatcherKind.standard(polling: false) == (PortableCalls.chosen ? .polling : .inotify))
        let folder = try FileWatcherTests.Folder()
        let inotify = WatcherKind.inotify.start([WatchRoot(folder.path)], interval: 0.05) { Issue.record("fell back: \($0)") }
        defer { inotify.stop() }
        #expect(inotify is InotifyWatcher)
        #else
        #expect(WatcherKind.standard(polling: false) == .polling)
        #endif
        let polling = WatcherKind.polling.start([], interval: 0.05) { Issue.record("fell back: \($0)") }
        defer { polling.stop() }
        #expect(polling is PollingWatcher)
    }

    @Test(.timeLimit(.minutes(1))) func pollingReportsAChangeAnAdditionAndARemoval() async throws {
        let folder = try FileWatcherTests.Folder()
        try folder.write("Content/page.md", "one")
        try folder.write("Content/old/gone.md", "soon removed")
        let root = folder.path + "/Content"
        let watcher = WatcherKind.polling.start([WatchRoot(root)], interval: 0.05) { Issue.record("fell back: \($0)") }
        defer { watcher.stop() }
        try await Task.sleep(nanoseconds: 100_000_000)
        try folder.write("Content/page.md", "two, longer")
        try folder.write("Content/new/added.md")
        try FileManager.default.removeItem(atPath: root + "/old/gone.md")
        let expected: Set<String> = [root + "/page.md", root + "/new/added.md", root + "/old/gone.md"]
        let seen = await FileWatcherTests.collect(watcher, expecting: expected)
        #expect(seen == expected, "saw \(seen.sorted())")
    }

    @Test(.timeLimit(.minutes(3))) func aPreviewOnThePollingWatcherReloadsAnEdit() async throws {
        let project = try ServeProject()
        var options = ServeOptions(host: "127.0.0.1", port: 0, polling: true)
        options.pollInterval = 0.05
        options.quietPeriod = 0.05
        let server = PreviewServer(configuration: project.configuration, options: options)
        let port = try await server.start()
        let events = try EventStreamClient(port: port)
        try project.write("Content/index.md", try project.read("Content/index.md") + "\nWritten while polling.\n")
        #expect(await events.next(within: PreviewServerTests.bound)?.name == "reload")
        #expect(try await RawHTTPClient(port: port).get("/").text.contains("Written while polling."))
        await server.stop()
    }
}
