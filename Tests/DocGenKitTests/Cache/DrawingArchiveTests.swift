import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// The drawings archive is sealed with its format and SHA-256 and names only safe site paths (issue "cached paths are
/// trusted": an entry `../../PWNED.txt` was written beside the project, an absolute one landed in the site).
@Suite struct DrawingArchiveTests {
    private let files: [(path: String, bytes: Data)] = [("buttons/acme/primary/default.svg", Data("<svg/>".utf8)), ("buttons/acme/matrix.json", Data("{}".utf8))]

    /// The archive's body as format 2 writes it, for planting a hostile one.
    private func archive(_ entries: [(String, String)], format: Int = DrawingArchive.format) -> Data {
        var body = Data()
        for (path, text) in entries { body.append(Data("\(path)\t\(text.utf8.count)\n\(text)".utf8)) }
        return SealedFile.seal(body, kind: DrawingArchive.kind, format: format)
    }

    @Test func readsWhatItWrites() throws {
        let read = try DrawingArchive.files(in: DrawingArchive.data(of: files)).get()
        #expect(read.map(\.path) == files.map(\.path))
        #expect(read.map(\.bytes) == files.map(\.bytes))
    }

    @Test(arguments: ["../../PWNED.txt", "/tmp/absolute.svg", "buttons/../../x.svg", "buttons//x.svg", "./x.svg"])
    func anArchiveNamingAnUnsafePathIsSetAsideWhole(path: String) {
        let data = archive([("buttons/acme/ok.svg", "ok"), (path, "pwned")])
        #expect(throws: Discard.unsafePath(path)) { try DrawingArchive.files(in: data).get() }
    }

    @Test func anArchiveOfAnotherFormatIsSetAside() {
        #expect(throws: Discard.otherFormat("1", expected: DrawingArchive.format)) {
            try DrawingArchive.files(in: Data("docgen-drawings 1\nbuttons/a.svg\t2\nok".utf8)).get()
        }
    }

    @Test func anArchiveWhoseBytesChangedIsSetAside() {
        var data = archive([("buttons/acme/ok.svg", "ok")])
        data[data.count - 1] = UInt8(ascii: "K")
        #expect(throws: Discard.digestMismatch) { try DrawingArchive.files(in: data).get() }
    }

    @Test(arguments: ["", "docgen-drawings", "docgen-drawings 2\n", "other 2 \(String(repeating: "0", count: 64))\n"])
    func aDamagedArchiveIsSetAside(text: String) {
        #expect(throws: Discard.damaged) { try DrawingArchive.files(in: Data(text.utf8)).get() }
    }

    @Test func aTruncatedEntryIsSetAside() {
        let body = Data("buttons/a.svg\t10\nshort".utf8)
        #expect(throws: Discard.damaged) { try DrawingArchive.files(in: SealedFile.seal(body, kind: DrawingArchive.kind, format: 2)).get() }
    }
}
