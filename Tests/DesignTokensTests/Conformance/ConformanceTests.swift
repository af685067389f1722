import Foundation
import Testing

/// The conformance suite: cases from Terrazzo's parser tests, the DTCG 2025.10 specification's examples and the rules
/// of its JSON Schemas, rewritten as docgen's own table-driven fixtures under `Cases/` (each file names its source,
/// each case the test or section it comes from). It prints the pass count per source and fails on any case that
/// does not pass unless the case documents a known gap; a gap that starts passing fails too, so the list stays true.
@Suite struct ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases").path

    static func allCases() throws -> [ConformanceCase] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        return try names.flatMap { try ConformanceCase.cases(in: folder + "/" + $0) }
    }

    @Test func everyCasePassesOrIsAKnownGap() throws {
        let cases = try Self.allCases()
        #expect(!cases.isEmpty)
        var passed: [String: Int] = [:], total: [String: Int] = [:], order: [String] = []
        for testCase in cases {
            if total[testCase.source] == nil { order.append(testCase.source) }
            total[testCase.source, default: 0] += 1
            let failure = try ConformanceRunner.failure(of: testCase)
            if failure == nil { passed[testCase.source, default: 0] += 1 }
            switch (failure, testCase.gap) {
            case (let why?, nil): Issue.record("\(testCase.source): \(testCase.name): \(why)")
            case (nil, let gap?): Issue.record("\(testCase.source): \(testCase.name) passes now; remove its gap (\(gap))")
            default: break
            }
        }
        print("conformance: " + order.map { "\($0) \(passed[$0] ?? 0)/\(total[$0] ?? 0)" }.joined(separator: ", "))
    }
}
