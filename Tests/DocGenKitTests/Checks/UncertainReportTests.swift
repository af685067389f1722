import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks

/// `docgen check`'s formats count uncertain cells and mark each finding that measured a value docgen could not
/// reproduce.
@Suite struct UncertainReportTests {
    static let cell = CellReference(system: "acme", component: "Button", variant: "primary", size: "md", state: "default", theme: "light")
    static let uncertainty = ValueUncertainty(.unreadMember, reason: "color.label: the token has the member \"modify\" beside $value, which docgen does not read",
                                              carrier: "color.label", location: SourceLocation(file: "tokens/light.json", line: 7, column: 9))

    static var report: FindingsReport {
        let failed = Finding(rule: .textContrast, severity: .error, passed: false, cell: cell, measured: 1, required: 4.5,
                             message: "Label #0a3055 on fill #0a3055 has contrast 1.00:1.", hint: "Change the label or fill token.")
            .onUncertainValues([uncertainty])
        var other = cell
        other.variant = "plain"
        let certain = Finding(rule: .textContrast, severity: .error, passed: true, cell: other, measured: 12, required: 4.5, message: "Fine.")
        return FindingsReport(findings: [failed, certain], uncertainCells: [cell])
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonCountsUncertainCellsAndListsEachFindingsUncertainties() throws {
        let json = try Self.object(Self.report.json())
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["uncertain"] as? Int == 1)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let uncertain = try #require(findings.first { $0["variant"] as? String == "primary" })
        let list = try #require(uncertain["uncertainties"] as? [[String: Any]])
        #expect(list.first?["cause"] as? String == "unread-member")
        #expect(list.first?["token"] as? String == "color.label")
        #expect(list.first?["file"] as? String == "tokens/light.json")
        #expect(list.first?["line"] as? Int == 7)
        #expect((uncertain["hint"] as? String)?.contains("tokens: { build: … }") == true)
        let certain = try #require(findings.first { $0["variant"] as? String == "plain" })
        #expect(certain["uncertainties"] == nil)
    }

    @Test func sarifMarksTheResultAndCountsTheCellsOnTheRun() throws {
        let sarif = try Self.object(Self.report.sarif(toolVersion: DocGenVersion.current))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["uncertainCells"] as? Int == 1)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["uncertain"] as? Bool == true)
        #expect((properties["uncertainties"] as? [[String: Any]])?.first?["cause"] as? String == "unread-member")
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.contains("Uncertain: docgen could not reproduce") == true)
    }

    @Test func textAndGitHubSayHowManyCellsAreUncertain() {
        let report = Self.report
        #expect(report.text().hasSuffix("1 error, 0 warnings, 1 passed; 1 cell uncertain (docgen could not reproduce its values)\n"))
        #expect(report.text().contains("hint: Name the team's build output in system.yaml (tokens: { build: … })"))
        #expect(report.githubAnnotations().contains("::notice title=docgen uncertain cells::1 cell is uncertain"))
        // A report with no uncertain cell reads as before.
        let certain = FindingsReport(findings: report.findings.filter { !$0.isUncertain }, uncertainCells: [])
        #expect(certain.summaryLine == "0 errors, 0 warnings, 1 passed")
        #expect(!certain.githubAnnotations().contains("uncertain"))
    }

    @Test func aPassedFindingOnAnUncertainValueKeepsItsVerdictAndSaysSo() {
        let passed = Finding(rule: .textContrast, severity: .error, passed: true, cell: Self.cell, measured: 12, required: 4.5, message: "Fine.")
            .onUncertainValues([Self.uncertainty])
        #expect(passed.passed)
        #expect(passed.hint == nil)
        #expect(passed.message.hasPrefix("Fine. Uncertain: docgen could not reproduce a value measured here (color.label: "))
    }
}
