import Foundation
import Testing
@testable import DesignTokens
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenSupport
@testable import DocGenReview
import DocGenTestSupport

/// Both ways of swapping a new site in, run on Linux: the exchange (`renameat2`) and the renames other platforms use.
@Suite struct SiteSwapTests {
    private func output(_ files: [String: String]) throws -> SiteOutput {
        var output = SiteOutput()
        for (path, text) in files { try output.add(path, text: text, origin: SourceLocation(file: path)) }
        return output
    }

    private func writer(_ site: String, _ swap: SiteSwap) -> SiteWriter {
        var writer = SiteWriter(destination: site)
        writer.swap = swap
        return writer
    }

    @Test(arguments: SiteSwap.allCases) func theNewSiteTakesThePreviousOnesPlace(swap: SiteSwap) throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("_site").path
        try writer(site, swap).write(try output(["index.html": "one", "old/index.html": "gone soon"]))
        #expect(folder.read("_site/index.html") == "one", "the first site is moved in")
        try writer(site, swap).write(try output(["index.html": "two"]))
        #expect(folder.read("_site/index.html") == "two")
        #expect(folder.read("_site/old/index.html") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["_site"], "no staged or previous site left")
    }

    @Test(arguments: SiteSwap.allCases) func aFailedBuildLeavesThePreviousSite(swap: SiteSwap) throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("_site").path
        try writer(site, swap).write(try output(["index.html": "good"]))
        var broken = try output(["index.html": "new"])
        try broken.add("assets/missing.css", .copy(from: folder.url("does-not-exist.css").path), origin: SourceLocation(file: "x"))
        #expect(throws: (any Error).self) { try writer(site, swap).write(broken) }
        #expect(folder.read("_site/index.html") == "good")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["_site"])
    }

    /// The second rename fails (the staged folder is gone): the previous site, already renamed aside, is put back.
    @Test(arguments: SiteSwap.allCases) func aSwapThatFailsHalfwayPutsThePreviousSiteBack(swap: SiteSwap) throws {
        let folder = try TemporaryDirectory()
        try folder.write("_site/index.html", "previous")
        let missing = folder.url("._site.docgen-new-1")
        #expect(throws: (any Error).self) { try swap.swap(missing, into: folder.url("_site")) }
        #expect(folder.read("_site/index.html") == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["_site"])
    }

    @Test func linuxExchangesUnlessThePortableCallsAreChosen() {
        #if os(Linux)
        #expect(!PortableCalls.chosen(in: [:]))
        #expect(!PortableCalls.chosen(in: [PortableCalls.variable: "0"]))
        #expect(PortableCalls.chosen(in: [PortableCalls.variable: "1"]))
        #expect(SiteSwap.standard == (PortableCalls.chosen ? .renames : .exchange))
        #else
        #expect(PortableCalls.chosen(in: [:]))
        #expect(SiteSwap.standard == .renames)
        #endif
    }
}
