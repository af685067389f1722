import Foundation
import Testing
@testable import DesignTokens
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenSupport
@testable import DocGenReview
import DocGenTestSupport

/// Both ways of flushing a staged site before the swap, run on Linux: one `syncfs`, and the `fsync` of each file
/// other platforms use.
@Suite struct DiskFlushTests {
    @Test func eachFileFlushesEveryFileAndFolderBelowTheSite() throws {
        let folder = try TemporaryDirectory()
        try folder.write("site/index.html", "x")
        try folder.write("site/a/b/page.html", "y")
        // site/index.html, site/a, site/a/b, site/a/b/page.html, and site itself.
        #expect(try DiskFlush.eachFile.flush(folder.url("site").path) == 5)
        #expect(try DiskFlush.fileSystem.flush(folder.url("site").path) == 1)
    }

    @Test(arguments: DiskFlush.allCases) func aFolderThatCannotBeOpenedIsNamed(flush: DiskFlush) throws {
        let folder = try TemporaryDirectory()
        let missing = folder.url("gone").path
        let failure = #expect(throws: DiskFlush.Failure.self) { try flush.flush(missing) }
        #expect(failure?.path == missing)
    }

    @Test(arguments: DiskFlush.allCases) func aDurableSiteIsWrittenWhole(flush: DiskFlush) throws {
        let folder = try TemporaryDirectory()
        var writer = SiteWriter(destination: folder.url("_site").path, durable: true)
        writer.flush = flush
        var output = SiteOutput()
        try output.add("index.html", text: "home", origin: SourceLocation(file: "index.md"))
        try output.add("a/index.html", text: "page", origin: SourceLocation(file: "a.md"))
        try writer.write(output)
        #expect(folder.read("_site/index.html") == "home")
        #expect(folder.read("_site/a/index.html") == "page")
    }

    @Test func linuxFlushesTheFileSystemUnlessThePortableCallsAreChosen() {
        #if os(Linux)
        #expect(DiskFlush.standard == (PortableCalls.chosen ? .eachFile : .fileSystem))
        #else
        #expect(DiskFlush.standard == .eachFile)
        #endif
    }
}
