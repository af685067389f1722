import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

@Suite struct SiteWriterTests {
    private func output(_ files: [String: String]) throws -> SiteOutput {
        var output = SiteOutput()
        for (path, text) in files { try output.add(path, text: text, origin: SourceLocation(file: path)) }
        return output
    }

    @Test func replacesThePreviousSiteWhole() throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("_site").path
        try SiteWriter(destination: site).write(try output(["index.html": "one", "old/index.html": "gone soon"]))
        try SiteWriter(destination: site).write(try output(["index.html": "two"]))
        #expect(folder.read("_site/index.html") == "two")
        #expect(folder.read("_site/old/index.html") == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "_site" }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }

    @Test func aFailedWriteLeavesThePreviousSite() throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("_site").path
        try SiteWriter(destination: site).write(try output(["index.html": "good"]))
        var broken = try output(["index.html": "new"])
        try broken.add("assets/missing.css", .copy(from: folder.url("does-not-exist.css").path), origin: SourceLocation(file: "x"))
        #expect(throws: (any Error).self) { try SiteWriter(destination: site).write(broken) }
        #expect(folder.read("_site/index.html") == "good")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["_site"])
    }

    @Test func filesAreWorldReadable() throws {
        let folder = try TemporaryDirectory()
        try SiteWriter(destination: folder.url("_site").path).write(try output(["a/index.html": "x"]))
        let file = try FileManager.default.attributesOfItem(atPath: folder.url("_site/a/index.html").path)
        let directory = try FileManager.default.attributesOfItem(atPath: folder.url("_site").path)
        #expect((file[.posixPermissions] as? Int) == 0o644)
        #expect((directory[.posixPermissions] as? Int) == 0o755)
    }

    @Test func refusesAFolderItDidNotWrite() throws {
        let folder = try TemporaryDirectory()
        try folder.write("home/notes.txt", "precious")
        #expect(throws: Diagnostic.self) { try SiteWriter(destination: folder.url("home").path).write(try output(["index.html": "x"])) }
        #expect(folder.read("home/notes.txt") == "precious")
    }

    @Test func refusesToReplaceAnInput() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Content/index.md", "# Home")
        let writer = SiteWriter(destination: folder.path, protectedPaths: [folder.url("Content").path])
        #expect(throws: Diagnostic.self) { try writer.write(try output(["index.html": "x"])) }
        #expect(folder.read("Content/index.md") == "# Home")
    }
}
