import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// A site manifest is trusted only when it is sealed and names safe paths, and the site writer writes and links only
/// below its own folder (issue "cached paths are trusted": a manifest naming `v1.0.0/../../../victim.txt` with its
/// digest and size truncated that file to 0 bytes; issue "`_site` a symbolic link").
@Suite struct SiteManifestSafetyTests {
    private let digest = String(repeating: "a", count: 64)

    private func sealed(_ lines: String, format: Int = SiteManifest.format) -> Data {
        SealedFile.seal(Data(lines.utf8), kind: SiteManifest.kind, format: format)
    }

    @Test(arguments: ["../../victim.txt", "v1.0.0/../../../victim.txt", "/etc/passwd", "a//b.html", "./index.html"])
    func aManifestNamingAnUnsafePathIsSetAsideWhole(path: String) {
        let data = sealed("\(digest) 3 index.html\n\(digest) 9 \(path)\n")
        #expect(throws: Discard.unsafePath(path)) { try SiteManifest.parse(data).get() }
        #expect(SiteManifest(text: String(decoding: data, as: UTF8.self)) == nil)
    }

    @Test func aManifestOfAnotherFormatOrWithChangedBytesIsSetAside() {
        #expect(throws: Discard.otherFormat("1", expected: 2)) { try SiteManifest.parse(Data("docgen-manifest 1\n\(digest) 3 index.html\n".utf8)).get() }
        var data = sealed("\(digest) 3 index.html\n")
        data[data.count - 2] = UInt8(ascii: "x")
        #expect(throws: Discard.digestMismatch) { try SiteManifest.parse(data).get() }
        #expect(throws: Discard.damaged) { try SiteManifest.parse(sealed("\(String(repeating: "A", count: 64)) 3 index.html\n")).get() }
    }

    private func output(_ files: [String: String]) throws -> SiteOutput {
        var output = SiteOutput()
        for (path, text) in files { try output.add(path, text: text, origin: SourceLocation(file: path)) }
        return output
    }

    /// The planted manifest lists the victim with its real digest and size; the site is written whole, with a note,
    /// and the victim keeps its bytes.
    @Test func aPlantedManifestCannotReachAFileOutsideTheSite() throws {
        let folder = try TemporaryDirectory()
        let site = folder.url("project/_site").path
        try SiteWriter(destination: site).write(try output(["index.html": "home"]))
        try folder.write("victim.txt", "precious\n")
        let victim = SiteManifest.Entry(size: 9, digest: SHA256.hex("precious\n"))
        let hostile = "\(SHA256.hex("home")) 4 index.html\n\(victim.digest) \(victim.size) ../../victim.txt\n"
        try sealed(hostile).write(to: folder.url("project/_site/.docgen-manifest"))
        // A site that holds the path (as a release record once put it there) is refused before the victim is opened.
        #expect {
            try SiteWriter(destination: site).write(try output(["index.html": "home", "../../victim.txt": "precious\n"]))
        } throws: { ($0 as? Diagnostic)?.code == "output.unsafe-path" }
        #expect(folder.read("victim.txt") == "precious\n")
        let report = try SiteWriter(destination: site).write(try output(["index.html": "home"]))
        #expect(report.notes.map(\.code) == ["cache.discarded"], "\(report.notes)")
        #expect(report.written == 1 && report.reused == 0)
        #expect(folder.read("victim.txt") == "precious\n")
        #expect(folder.read("project/_site/index.html") == "home")
    }

    @Test func aLinkedOutputFolderIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        let other = folder.url("other-site").path
        try SiteWriter(destination: other).write(try output(["index.html": "other"]))
        try FileManager.default.createSymbolicLink(atPath: folder.url("_site").path, withDestinationPath: other)
        #expect {
            try SiteWriter(destination: folder.url("_site").path).write(try output(["index.html": "new"]))
        } throws: { error in
            let diagnostic = error as? Diagnostic
            return diagnostic?.code == "output.is-link" && diagnostic?.message.contains("is a symbolic link (to \(other))") == true
                && diagnostic?.hint == "Remove the link, or pass its target as --output."
        }
        #expect(folder.read("other-site/index.html") == "other")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("_site").path) == other)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["_site", "other-site"])
    }

    /// A link planted where the writer stages the new site (its name is known: the process id) is removed as a link:
    /// the folder it leads to keeps its files, and the site is written into a real folder.
    @Test func aLinkInPlaceOfTheStagingFolderIsNotFollowed() throws {
        let folder = try TemporaryDirectory()
        try folder.write("elsewhere/kept.txt", "kept\n")
        let staging = folder.url("._site.docgen-new-\(ProcessInfo.processInfo.processIdentifier)").path
        try FileManager.default.createSymbolicLink(atPath: staging, withDestinationPath: folder.url("elsewhere").path)
        try SiteWriter(destination: folder.url("_site").path).write(try output(["index.html": "home"]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url("elsewhere").path) == ["kept.txt"])
        #expect(folder.read("elsewhere/kept.txt") == "kept\n")
        #expect(folder.read("_site/index.html") == "home")
        #expect(!FileManager.default.fileExists(atPath: staging))
    }

    @Test(arguments: ["../escape.txt", "/abs.txt", "a/../../b.txt"])
    func theStagedWriterRefusesAnUnsafePath(path: String) throws {
        let folder = try TemporaryDirectory()
        var writer = try StagedFileWriter(root: folder.url("staged").path)
        #expect(throws: Diagnostic.self) { try writer.write(Data("x".utf8), to: path) }
        #expect(throws: Diagnostic.self) { try writer.writeFile(Data("x".utf8), to: path) }
        #expect(!writer.link(from: folder.url("staged").path, to: path))
        #expect(folder.read("escape.txt") == nil && folder.read("b.txt") == nil)
    }
}
