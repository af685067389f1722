import Foundation
import Testing
@testable import DocGenSupport

/// json5-tests (the JSON5 project's parsing cases): as its README says, a case's extension gives the expected
/// behaviour. `.json` (valid JSON stays valid JSON5) and `.json5` (JSON5's own features) are read; `.js` (ECMAScript
/// that JSON5 disallows) and `.txt` (not ECMAScript at all) are refused with an error inside the input.
@Suite struct JSON5ConformanceTests {
    static let json = JSONConformanceCorpus.json5Tests([".json"])
    static let json5 = JSONConformanceCorpus.json5Tests([".json5"])
    static let refused = JSONConformanceCorpus.json5Tests([".js", ".txt"])

    /// Every case of the suite is here: a fixture folder that lost files fails rather than passing on fewer.
    @Test func theSuiteIsComplete() {
        #expect(Self.json.count == 25)
        #expect(Self.json5.count == 57)
        #expect(Self.refused.count == 31)
    }

    @Test(arguments: json + json5) func readAsJSON5(_ testCase: JSONConformanceCorpus.Case) {
        if case .failure(let error) = JSONReader.parse(testCase.bytes, dialect: .json5) {
            Issue.record("\(testCase.name) refused at \(error.line):\(error.column): \(error.message)")
        }
    }

    /// A `.json` case is JSON, so the strict reader and the JSONC reader read it too.
    @Test(arguments: json) func readAsJSONAndJSONC(_ testCase: JSONConformanceCorpus.Case) {
        for dialect in [JSONDialect.json, .jsonc] {
            if case .failure(let error) = JSONReader.parse(testCase.bytes, dialect: dialect) {
                Issue.record("\(testCase.name) refused as \(dialect.name) at \(error.line):\(error.column): \(error.message)")
            }
        }
    }

    @Test(arguments: refused) func refusedAsJSON5(_ testCase: JSONConformanceCorpus.Case) {
        switch JSONReader.parse(testCase.bytes, dialect: .json5) {
        case .success(let value):
            Issue.record("\(testCase.name) read as \(JSONText.canonical(value))")
        case .failure(let error):
            #expect(JSONConformanceCorpus.placeIsInside(error, testCase.bytes), "\(testCase.name): \(error.line):\(error.column)")
            #expect(!error.message.isEmpty)
        }
    }

    /// The `new-lines` cases end their lines with CR, CRLF or LF; each reads to the same value whichever it uses.
    @Test(arguments: ["comment", "escaped"]) func lineEndsReadAlike(_ stem: String) throws {
        let values = try ["cr", "crlf", "lf"].map { end in
            let testCase = try #require(Self.json5.first { $0.name == "new-lines/\(stem)-\(end).json5" })
            return try JSONReader.parse(testCase.bytes, dialect: .json5).get()
        }
        #expect(Set(values.map(JSONText.canonical)).count == 1, "\(values.map(JSONText.canonical))")
    }
}
