import Foundation
import Testing

/// Each call only Linux has sits in one file, beside the choice of its portable fallback (docs/architecture.md,
/// "Porting to macOS"): a second caller would be a place a port has to find again.
@Suite struct PlatformSeamTests {
    /// The code lines (comments left out) of every Swift file under Sources/ that contain `text`, by file.
    static func files(calling text: String) throws -> Set<String> {
        let sources = CModuleBoundaryTests.sources
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found = Set<String>()
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let code = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            if code.contains(where: { $0.contains(text) }) { found.insert(url.path.replacingOccurrences(of: sources.path + "/", with: "")) }
        }
        return found
    }

    @Test(arguments: [
        // The exchange and syncfs, through docgen's C module: the swap and the flush seams alone.
        ("AtomicRename.exchange(", ["DocGenKit/Platform/SiteSwap.swift"]),
        ("AtomicRename.syncFileSystem(", ["DocGenKit/Platform/DiskFlush.swift"]),
        // inotify: its watcher calls it, and the watcher seam alone starts that watcher.
        ("inotify_", ["DocGenServe/InotifyWatcher.swift"]),
        ("InotifyWatcher(", ["DocGenServe/WatcherKind.swift"]),
        // The running binary's path.
        ("/proc/self/exe", ["DocGenKit/Platform/ExecutablePath.swift"]),
        // The switch to the fallbacks, read by the seams.
        ("PortableCalls.chosen", ["DocGenKit/Platform/SiteSwap.swift", "DocGenKit/Platform/DiskFlush.swift", "DocGenServe/WatcherKind.swift",
                                  "DocGenKit/Platform/ExecutablePath.swift"]),
    ])
    func oneSeamMakesTheCall(call: String, seams: [String]) throws {
        #expect(try Self.files(calling: call) == Set(seams))
    }

    @Test func theInotifyWatcherIsCompiledOnLinuxAlone() throws {
        let file = CModuleBoundaryTests.sources.appendingPathComponent("DocGenServe/InotifyWatcher.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\n#if os(Linux)\n") && text.hasSuffix("#endif\n"))
    }
}
