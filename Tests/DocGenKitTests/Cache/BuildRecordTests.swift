import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// A build record carries its format and the SHA-256 of its body (issue "records and archives carry a format version
/// and a digest"): one of another format, with changed bytes, or not a record is set aside, never half read.
@Suite struct BuildRecordTests {
    private func sealed(format: Int = BuildCache.Record.format) throws -> Data {
        let summary = BuildCache.CachedSummary(pages: 2, files: 9, checks: 3, failedChecks: 0, warnings: [])
        let record = BuildCache.Record(inputs: InputSnapshot(), manifest: String(repeating: "c", count: 64), summary: summary)
        return SealedFile.seal(try JSONEncoder().encode(record), kind: BuildCache.Record.kind, format: format)
    }

    @Test func readsWhatItWrites() throws {
        let record = try BuildCache.record(from: try sealed()).get()
        #expect(record.summary.pages == 2 && record.manifest == String(repeating: "c", count: 64))
    }

    @Test func aRecordOfAnotherFormatIsSetAside() throws {
        #expect(throws: Discard.otherFormat("1", expected: BuildCache.Record.format)) { try BuildCache.record(from: try sealed(format: 1)).get() }
    }

    @Test func aRecordWhoseBytesChangedIsSetAside() throws {
        var data = try sealed()
        data[data.count - 2] = UInt8(ascii: " ")
        #expect(throws: Discard.digestMismatch) { try BuildCache.record(from: data).get() }
    }

    /// A record as docgen wrote it before records were sealed (bare JSON), and a sealed body that is not a record.
    @Test func anUnsealedOrUndecodableRecordIsSetAside() throws {
        #expect(throws: Discard.damaged) { try BuildCache.record(from: Data(#"{"format":1,"manifest":"x"}"#.utf8)).get() }
        let notARecord = SealedFile.seal(Data("[]".utf8), kind: BuildCache.Record.kind, format: BuildCache.Record.format)
        #expect(throws: Discard.damaged) { try BuildCache.record(from: notARecord).get() }
    }
}
