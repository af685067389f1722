import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// A baseline within the size limit can still hold millions of tiny values; the reader counts them before it reads
/// any, and stops at the first one past a limit with the file, the line and column, and the JSON path.
@Suite struct BaselineLimitTests {
    private let reader = BaselineReader(path: "big.baseline.json", files: InMemoryFileSource())

    /// 14 MB: 7,000,000 numbers in `accepted`, which once read would take gigabytes.
    @Test func sevenMillionNumbersAreRefusedByCount() throws {
        var bytes = Array(#"{"version": 1, "accepted": ["#.utf8)
        bytes.reserveCapacity(14_000_100)
        for index in 0..<7_000_000 { bytes += index == 0 ? [UInt8(ascii: "1")] : [UInt8(ascii: ","), UInt8(ascii: "1")] }
        bytes += Array("]}\n".utf8)
        var result: Result<Baseline, InvalidInputError>?
        let elapsed = secondsTaken { result = reader.parse(bytes) }
        guard case .failure(let error)? = result else { Issue.record("read 7,000,000 values"); return }
        #expect(error.diagnostics.count == 1)
        let problem = try #require(error.diagnostics.first)
        #expect(problem.code == "baseline.too-large")
        #expect(problem.location.file == "big.baseline.json")
        #expect(problem.location.path == "/accepted/\(BaselineReader.maximumEntries)")
        #expect(problem.location.line == 1)
        #expect(problem.location.column == 29 + 2 * BaselineReader.maximumEntries)
        #expect(problem.message == "This array has more than \(BaselineReader.maximumEntries) elements.")
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    @Test func tooManyValuesInAllNameTheValueWhereTheCountRanOut() {
        // Entries of 20 members each: 100,000 entries would be 2,100,000 values.
        let entry = "{" + (0..<20).map { #""k\#($0)": "v""# }.joined(separator: ", ") + "}"
        let text = #"{"version": 1, "accepted": ["# + Array(repeating: entry, count: 60_000).joined(separator: ",\n") + "]}"
        guard case .failure(let error) = reader.parse(Array(text.utf8)) else { Issue.record("read it"); return }
        let entryOfLimit = (BaselineReader.maximumValues - 2) / 21
        #expect(error.diagnostics.map(\.code) == ["baseline.too-large"])
        #expect(error.diagnostics.first?.message == "The baseline has more than \(BaselineReader.maximumValues) values.")
        #expect(error.diagnostics.first?.location.path?.hasPrefix("/accepted/\(entryOfLimit)/k") == true,
                "\(error.diagnostics.first?.location.description ?? "")")
        #expect(error.diagnostics.first?.location.line == entryOfLimit + 1)
    }

    @Test func keysAndStringsWithEscapesDoNotConfuseTheCount() throws {
        let text = ##"{"version": 1, "accepted": [{"rule": "a\"[{,", "system": "s", "component": "c", "variant": "v", "size": "m", "##
            + ##""state": "x", "theme": "t", "foreground": "#000000", "background": "#ffffff"}]}"##
        #expect(reader.countProblem(Array(text.utf8)) == nil)
        #expect(throws: Never.self) { try reader.parse(Array(text.utf8)).get() }
    }
}
