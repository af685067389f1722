import Foundation
import Testing
@testable import DocGenSupport
import DocGenTestSupport

/// The published JSON and JSON5 parsing suites under `Tests/DocGenTestSupport/Fixtures/json-conformance` (their
/// `SOURCE.md` names each repository, commit and licence), each case's bytes kept as the suite publishes them.
enum JSONConformanceCorpus {
    /// One case: its path inside its suite (the test's name) and its bytes.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    static var root: URL { Fixtures.folder.appendingPathComponent("json-conformance") }

    /// JSONTestSuite's `test_parsing` cases whose names start with `prefix` (`y_`, `n_` or `i_`), sorted by name.
    static func jsonTestSuite(_ prefix: String) -> [Case] {
        let published = cases(in: "JSONTestSuite/test_parsing") { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
        return (published + generated.filter { $0.name.hasPrefix(prefix) }).sorted { $0.name < $1.name }
    }

    /// The suite's two cases over 20 KB, made here rather than kept as files: the same bytes as the published ones
    /// (JSONTestSuite/SOURCE.md).
    static let generated: [Case] = [
        Case(name: "n_structure_100000_opening_arrays.json", bytes: Array(repeating: UInt8(ascii: "["), count: 100_000)),
        Case(name: "n_structure_open_array_object.json",
             bytes: Array(String(repeating: #"[{"":"#, count: 50_000).utf8) + [0x0A]),
    ]

    /// json5-tests' cases whose names end with one of `extensions`, named `folder/file`, sorted by name.
    static func json5Tests(_ extensions: [String]) -> [Case] {
        cases(in: "json5-tests") { name in name.contains("/") && extensions.contains { name.hasSuffix($0) } }
    }

    private static func cases(in folder: String, where include: (String) -> Bool) -> [Case] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [Case] = []
        for case let relative as String in walker where include(relative) {
            guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(relative).path) else { continue }
            found.append(Case(name: relative, bytes: [UInt8](data)))
        }
        return found.sorted { $0.name < $1.name }
    }

    /// The error's place lies inside the input (a line it has, a column at most one past that line's end), so the
    /// message points at something the reader can find.
    static func placeIsInside(_ error: JSONSyntaxError, _ bytes: [UInt8]) -> Bool {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard error.line >= 1, error.line <= lines.count, error.column >= 1 else { return false }
        return error.column <= lines[error.line - 1].count + 1
    }
}
