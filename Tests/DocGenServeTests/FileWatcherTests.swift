import Foundation
import Testing
@testable import DocGenServe

/// Both watchers see files written in folders that did not exist when watching began.
@Suite struct FileWatcherTests {
    final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-watch-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path + "/Content", withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ relative: String, _ text: String = "x") throws {
            let file = path + "/" + relative
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
    }

    /// Gathers batches until every expected path was seen, or `timeout` seconds passed.
    static func collect(_ watcher: any FileWatcher, expecting expected: Set<String>, timeout: Double = 10) async -> Set<String> {
        let seen = Task {
            var seen = Set<String>()
            for await batch in watcher.changes {
                seen.formUnion(batch)
                if expected.isSubset(of: seen) { break }
            }
            return seen
        }
        let timer = Task {
            try? await Task.sleep(nanoseconds: UInt64(timeout * 1e9))
            watcher.stop()
        }
        let result = await seen.value
        timer.cancel()
        return result
    }

    @Test(.timeLimit(.minutes(1))) func inotifyWatchesFoldersAsTheyAppear() async throws {
        let folder = try Folder()
        let watcher = try InotifyWatcher(roots: [WatchRoot(folder.path + "/Content")])
        defer { watcher.stop() }
        #expect(watcher.watchCount == 1, "one watch per folder")
        try folder.write("Content/page.md")
        try folder.write("Content/a/b/c/deep.md")
        // Give the watcher time to add the new folders, then write into the deepest one again.
        try await Task.sleep(nanoseconds: 300_000_000)
        try folder.write("Content/a/b/c/later.md")
        let root = folder.path + "/Content"
        let expected: Set<String> = [root + "/page.md", root + "/a/b/c/deep.md", root + "/a/b/c/later.md"]
        let seen = await Self.collect(watcher, expecting: expected)
        #expect(expected.isSubset(of: seen), "saw \(seen.sorted())")
        #expect(watcher.watchCount == 4, "Content, a, a/b and a/b/c")
    }

    @Test(.timeLimit(.minutes(1))) func inotifyReportsRemovedFiles() async throws {
        let folder = try Folder()
        try folder.write("Content/old.md")
        let watcher = try InotifyWatcher(roots: [WatchRoot(folder.path + "/Content")])
        defer { watcher.stop() }
        try FileManager.default.removeItem(atPath: folder.path + "/Content/old.md")
        let expected: Set<String> = [folder.path + "/Content/old.md"]
        #expect(await Self.collect(watcher, expecting: expected) == expected)
    }

    @Test(.timeLimit(.minutes(1))) func pollingSeesNewNestedFilesAndEdits() async throws {
        let folder = try Folder()
        try folder.write("Content/page.md", "one")
        let watcher = PollingWatcher(roots: [WatchRoot(folder.path + "/Content")], interval: 0.05)
        defer { watcher.stop() }
        try await Task.sleep(nanoseconds: 100_000_000)
        try folder.write("Content/page.md", "two, longer")
        try folder.write("Content/x/y/new.md")
        let root = folder.path + "/Content"
        let expected: Set<String> = [root + "/page.md", root + "/x/y/new.md"]
        let seen = await Self.collect(watcher, expecting: expected)
        #expect(expected.isSubset(of: seen), "saw \(seen.sorted())")
        #expect(!seen.contains(root + "/x"), "folders are looked into, not reported")
    }

    @Test func pollingComparesStamps() {
        let stamp = PollingWatcher.Stamp(size: 1, modified: Date(timeIntervalSince1970: 1), inode: 7)
        var touched = stamp
        touched.modified = Date(timeIntervalSince1970: 2)
        #expect(PollingWatcher.differences(["a": stamp, "b": stamp], ["a": touched, "c": stamp]) == ["a", "b", "c"])
        #expect(PollingWatcher.differences(["a": stamp], ["a": stamp]).isEmpty)
    }

    @Test func aMissingRootIsSkippedAndAnUnwatchableOneIsAnError() throws {
        let watcher = try InotifyWatcher(roots: [WatchRoot("/nonexistent-\(UUID().uuidString)")])
        #expect(watcher.watchCount == 0)
        watcher.stop()
    }
}
