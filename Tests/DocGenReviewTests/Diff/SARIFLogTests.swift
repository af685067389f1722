import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenYAML
import ButtonModel
@testable import DocGenReview
import DocGenChecks
import ButtonModelTestSupport

/// `docgen check` and `docgen diff` write SARIF through one writer (`SARIFLog`): both outputs are a log's text, and
/// both meet the same reading of SARIF 2.1.0 as GitHub code scanning takes it.
@Suite struct SARIFLogTests {
    /// What code scanning reads of a log (SARIF 2.1.0, sections 3.13 to 3.27), as problems; empty when it takes it.
    static func problems(in text: String) throws -> [String] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var problems: [String] = []
        if root["version"] as? String != "2.1.0" { problems.append("version is not 2.1.0") }
        if root["$schema"] as? String != SARIFLog.schema { problems.append("$schema") }
        guard let runs = root["runs"] as? [[String: Any]], runs.count == 1,
              let driver = (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any] else { return problems + ["no run with a driver"] }
        if (driver["name"] as? String)?.isEmpty != false || driver["version"] as? String != DocGenVersion.current { problems.append("driver name or version") }
        let rules = (driver["rules"] as? [[String: Any]]) ?? []
        let ids = Set(rules.compactMap { $0["id"] as? String })
        if ids.count != rules.count || rules.contains(where: { ($0["shortDescription"] as? [String: Any])?["text"] as? String == nil }) {
            problems.append("a rule without a unique id or a short description")
        }
        for result in (runs[0]["results"] as? [[String: Any]]) ?? [] {
            let rule = result["ruleId"] as? String ?? ""
            if !ids.contains(rule) { problems.append("result under an unknown rule \(rule)") }
            if !["error", "warning", "note"].contains(result["level"] as? String ?? "") { problems.append("\(rule): level") }
            if (result["message"] as? [String: Any])?["text"] as? String == nil { problems.append("\(rule): message") }
            for location in (result["locations"] as? [[String: Any]]) ?? [] {
                let physical = location["physicalLocation"] as? [String: Any]
                let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
                let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int
                if uri == nil || (line ?? 0) < 1 { problems.append("\(rule): location") }
            }
        }
        return problems
    }

    @Test func checkAndDiffWriteThroughTheOneWriter() throws {
        let report = ReportFixtures.report
        let check = report.sarif(toolVersion: DocGenVersion.current)
        #expect(check == report.sarifLog(toolVersion: DocGenVersion.current).text())
        let checkProblems = try Self.problems(in: check)
        #expect(checkProblems.isEmpty, "\(checkProblems)")

        var diff = DiffMarkdownTests.largeDiff(3)
        diff.problems = [DiffProblem.removal(TokenRemoval(path: "gone", before: TokenState(DiffMarkdownTests.token("gone", "#10")), announced: nil,
                                                          references: []), system: "acme", themes: ["light"])]
        let written = diff.sarif(toolVersion: DocGenVersion.current)
        #expect(written == diff.sarifLog(toolVersion: DocGenVersion.current).text())
        let diffProblems = try Self.problems(in: written)
        #expect(diffProblems.isEmpty, "\(diffProblems)")
        #expect(written.contains("\"name\": \"docgen diff\"") && check.contains("\"name\": \"docgen\""))
    }

    /// A finding's severity is its result's level: error, warning, and a note for what reports write `info`.
    @Test func levelsAreTheDiagnosticsSeverities() {
        #expect(SARIFLog.level(.error) == "error" && SARIFLog.level(.warning) == "warning" && SARIFLog.level(.note) == "note")
    }

    /// Past the limit, errors are kept first, then warnings, then notes, each in the order given.
    @Test func theLimitKeepsErrorsFirstInOrder() {
        let levels: [Diagnostic.Severity] = [.note, .warning, .error, .note, .error, .warning]
        let log = SARIFLog(toolName: "t", toolVersion: "1", rules: [SARIFLog.Rule(id: "r", shortDescription: "R.")],
                           results: levels.enumerated().map { SARIFLog.Result(ruleID: "r", level: $0.element, message: "\($0.offset)", location: nil) })
        #expect(log.limited(to: 3).results.map(\.message) == ["1", "2", "4"])
        #expect(log.limited(to: 6).results.map(\.message) == ["0", "1", "2", "3", "4", "5"])
    }

    /// Optional members are left out, not written empty: a rule's `helpUri`, a result's `locations` and `properties`,
    /// the run's `properties`.
    @Test func optionalMembersAreLeftOut() {
        let log = SARIFLog(toolName: "t", toolVersion: "1", rules: [SARIFLog.Rule(id: "r", shortDescription: "R.")],
                           results: [SARIFLog.Result(ruleID: "r", level: .warning, message: "m", location: SourceLocation(file: "a b.json", line: 0))])
        let text = log.text()
        #expect(!text.contains("helpUri") && !text.contains("properties") && !text.contains("informationUri"))
        #expect(text.contains("\"uri\": \"a%20b.json\"") && text.contains("\"startLine\": 1"))
    }
}
