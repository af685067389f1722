import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// `site-size`: SiteOutput counts the bytes of what is added (a copied file by its size) and refuses the file that
/// would pass the limit, once.
@Suite struct SiteOutputSizeTests {
    private let origin = SourceLocation(file: "Content/index.md")

    @Test func countsGeneratedBytesAndGivenSizes() throws {
        var output = SiteOutput()
        try output.add("index.html", text: "<p>héllo</p>", origin: origin)
        try output.add("logo.png", .copy(from: "/nowhere/logo.png"), origin: origin, size: 1_000)
        #expect(output.totalSize == 13 + 1_000)
        output.remove(["logo.png"])
        #expect(output.totalSize == 13)
    }

    @Test func copiedFilesCountTheirSizeOnDisk() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.css", String(repeating: "x", count: 4_321))
        var output = SiteOutput()
        try output.add("a.css", .copy(from: folder.path + "/a.css"), origin: origin)
        #expect(output.totalSize == 4_321)
    }

    @Test func theFilePassingTheLimitIsAnErrorAndTheRestAreLeftOut() throws {
        var output = SiteOutput()
        output.sizeLimit = 100
        try output.add("a.html", text: String(repeating: "a", count: 60), origin: origin)
        #expect(throws: Diagnostic.self) { try output.add("b.html", text: String(repeating: "b", count: 60), origin: origin) }
        do throws(Diagnostic) {
            var again = SiteOutput()
            again.sizeLimit = 100
            try again.add("b.html", text: String(repeating: "b", count: 160), origin: origin)
        } catch {
            #expect(error.code == "output.limit")
            #expect(error.message == "Adding b.html (160 bytes) makes the site 160 bytes: more than 100 bytes in the whole site")
            #expect(error.hint == InputLimits.advice(.siteSize))
        }
        #expect(output.passedSizeLimit)
        try output.add("c.html", text: "c", origin: origin)
        #expect(output.paths == ["a.html"])
    }
}
