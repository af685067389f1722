import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

@Suite struct SiteManifestTests {
    @Test func readsWhatItWrites() {
        let manifest = SiteManifest(entries: [
            "index.html": .init(size: 3, digest: String(repeating: "a", count: 64)),
            "odd\\name\nwith break.html": .init(size: 0, digest: String(repeating: "b", count: 64)),
        ])
        #expect(SiteManifest(text: manifest.text) == manifest)
        #expect(manifest.text.split(separator: "\n").count == 3, "a line break in a path is escaped: \(manifest.text)")
    }

    @Test(arguments: ["", "docgen-manifest 2\n", "docgen-manifest 1\nabc 3 index.html\n", "docgen-manifest 1\n\(String(repeating: "a", count: 64)) -1 x\n",
                      "docgen-manifest 1\n\(String(repeating: "a", count: 64)) 3 bad\\q\n"])
    func refusesWhatItDidNotWrite(text: String) {
        #expect(SiteManifest(text: text) == nil)
    }

    private func output(_ files: [String: String]) throws -> SiteOutput {
        var output = SiteOutput()
        for (path, text) in files { try output.add(path, text: text, origin: SourceLocation(file: path)) }
        return output
    }

    private func inode(_ path: String) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.intValue
    }

    @Test func linksWhatDidNotChangeAndWritesWhatDid() throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("_site").path
        let first = try SiteWriter(destination: site).write(try output(["a.html": "same", "b.html": "old", "gone.html": "x"]))
        #expect(first == SiteWriteReport(written: 3, reused: 0, removed: 0, unchanged: false))
        let kept = try inode(site + "/a.html"), changed = try inode(site + "/b.html")
        let second = try SiteWriter(destination: site).write(try output(["a.html": "same", "b.html": "new"]))
        #expect(second == SiteWriteReport(written: 1, reused: 1, removed: 1, unchanged: false))
        #expect(try inode(site + "/a.html") == kept)
        #expect(try inode(site + "/b.html") != changed)
        #expect(folder.read("_site/b.html") == "new")
        #expect(folder.read("_site/gone.html") == nil)
        #expect(SiteManifest.read(site: site)?.entries["b.html"] == .init(size: 3, digest: SHA256.hex("new")))
    }

    @Test func anUnchangedSiteIsNotTouched() throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("_site").path
        try SiteWriter(destination: site).write(try output(["a.html": "same", "css/site.css": "body{}"]))
        let before = try inode(site)
        let report = try SiteWriter(destination: site).write(try output(["a.html": "same", "css/site.css": "body{}"]))
        #expect(report.unchanged)
        #expect(try inode(site) == before, "the folder was swapped")
    }

    /// A file of the previous site replaced by a link, or edited by hand to another size, is written again, never
    /// linked: what the link leads to is not read.
    @Test func aSiteFileReplacedByHandIsWrittenAgain() throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("_site").path
        try SiteWriter(destination: site).write(try output(["a.html": "same", "b.html": "also"]))
        try folder.write("secret.txt", "same")
        try FileManager.default.removeItem(atPath: site + "/a.html")
        try FileManager.default.createSymbolicLink(atPath: site + "/a.html", withDestinationPath: folder.url("secret.txt").path)
        try "al".write(toFile: site + "/b.html", atomically: false, encoding: .utf8)
        let report = try SiteWriter(destination: site).write(try output(["a.html": "same", "b.html": "also"]))
        #expect(report.written == 2)
        let attributes = try FileManager.default.attributesOfItem(atPath: site + "/a.html")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(folder.read("_site/b.html") == "also")
    }
}
