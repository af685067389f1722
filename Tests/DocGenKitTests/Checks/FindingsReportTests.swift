import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

@Suite struct FindingsReportTests {
    let report = ReportFixtures.report

    @Test func sortsByCellThenRule() {
        let order = report.findings.map { "\($0.cell.variant)/\($0.cell.state) \($0.rule)" }
        #expect(order == ["icon/default touch-target", "primary/disabled contrast.text",
                          "primary/pressed apca", "primary/pressed contrast.text"])
    }

    /// Findings equal in every sort key keep the order they came in.
    @Test func sortIsStable() {
        let cell = ReportFixtures.cell()
        let findings = (0..<20).map { index in
            Finding(rule: .touchTarget, severity: .error, passed: true, cell: cell, measured: Double(index), required: 44, message: "\(index)")
        }
        #expect(FindingsReport(findings: findings.reversed()).findings.map(\.measured) == (0..<20).reversed().map(Double.init))
    }

    @Test func summaryCountsFailuresBySeverityAndAllPassed() {
        #expect(report.summary == FindingsReport.Summary(errors: 1, warnings: 1, passed: 2))
        #expect(report.hasFailingErrors)
        #expect(report.exitStatus == 1)
        #expect(report.summaryLine == "1 error, 1 warning, 2 passed")
    }

    /// Warnings alone (APCA is advisory) never make the run fail.
    @Test func warningsDoNotFail() {
        let advisory = FindingsReport(findings: report.findings.filter { $0.severity != .error || $0.passed })
        #expect(advisory.summary.warnings == 1)
        #expect(advisory.exitStatus == 0)
        #expect(FindingsReport(findings: []).exitStatus == 0)
        #expect(FindingsReport(findings: []).text() == "0 errors, 0 warnings, 0 passed\n")
    }

    @Test func textSnapshot() {
        assertSnapshot(report.text(), named: "checks/report.txt")
        assertSnapshot(report.text(verbose: true), named: "checks/report-verbose.txt")
        #expect(report.rendered(as: .text, toolVersion: DocGenVersion.current) == report.text())
    }

    @Test func jsonSnapshot() {
        assertSnapshot(report.json(), named: "checks/report.json")
        #expect(report.rendered(as: .json, toolVersion: DocGenVersion.current) == report.json())
    }

    @Test func sarifSnapshot() {
        assertSnapshot(report.sarif(toolVersion: DocGenVersion.current), named: "checks/report.sarif")
    }

    @Test func githubSnapshot() {
        assertSnapshot(report.githubAnnotations(), named: "checks/report-github.txt")
    }

    /// The documented shape: keys and types, passed findings included, numbers rounded to 4 decimals.
    @Test func jsonHasDocumentedShape() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        let failing = findings[3]
        #expect(failing["rule"] as? String == "contrast.text")
        #expect(failing["severity"] as? String == "error")
        #expect(failing["passed"] as? Bool == false)
        #expect(failing["state"] as? String == "pressed")
        #expect(failing["measured"] as? Double == 2.6839)
        #expect(failing["required"] as? Double == 4.5)
        #expect(failing["foreground"] as? String == "#ffffff")
        #expect(failing["background"] as? String == "#6b9cff")
        #expect((failing["tokens"] as? [[String: Any]])?.first?["path"] as? String == "color.button.primary.pressed.label")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 1, "passed": 2, "uncertain": 0])
        let keys = ["rule", "severity", "passed", "system", "component", "variant", "size", "state", "theme",
                    "measured", "required", "foreground", "background", "tokens", "message", "hint"]
        let json = report.json()
        let positions = keys.compactMap { json.range(of: "\"\($0)\": ")?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted(), "keys appear in the documented order")
    }

    @Test func sarifNamesTheToolsPageWhenGivenOne() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(report.sarif(toolVersion: DocGenVersion.current, informationURI: "https://example.org/docgen").utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == "https://example.org/docgen")
    }

    /// SARIF 2.1.0 (OASIS) and GitHub code scanning's required properties.
    @Test func sarifHasRequiredFields() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(report.sarif(toolVersion: DocGenVersion.current).utf8)) as? [String: Any])
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "docgen")
        #expect(driver["informationUri"] == nil, "optional in SARIF 2.1.0 § 3.19.17: written only when given")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == CheckRuleID.allCases.map(\.rawValue))
        for rule in rules {
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect((rule["helpUri"] as? String)?.hasPrefix("https://") == true)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2, "only failed findings")
        for result in results {
            #expect(ruleIDs.contains(result["ruleId"] as? String ?? ""))
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "tokens/dark.json")
            #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 12)
        }
    }

    /// A finding without tokens has nowhere to point: no SARIF location, no annotation file.
    @Test func findingWithoutTokensHasNoLocation() throws {
        let finding = TouchTargetRule().evaluate(cell: ReportFixtures.cell(), visualWidth: 20, visualHeight: 20, tokens: [])
        let single = FindingsReport(findings: [finding])
        #expect(!single.sarif(toolVersion: DocGenVersion.current).contains("\"locations\""))
        #expect(single.githubAnnotations().hasPrefix("::error title=touch-target acme button primary/md/pressed/dark::Hit area 20x20 pt"))
        #expect(single.text().hasPrefix("error: [touch-target] acme button primary/md/pressed/dark: Hit area 20x20 pt"))
    }

    /// Strings from token files are escaped: JSON by RFC 8259 §7, annotations as the Actions toolkit does.
    @Test func escapesInputText() throws {
        let tricky = "a \"quoted\" back\\slash / tab\tnew\nline \u{1} 50% é"
        let cell = CellReference(system: tricky, component: "button", variant: "a,b:c", size: "md", state: "default", theme: "light")
        let finding = Finding(rule: .textContrast, severity: .error, passed: false, cell: cell, measured: 1, required: 4.5,
                              tokens: [token("foreground", "color.x", "tokens/my file%.json")], message: tricky)
        let single = FindingsReport(findings: [finding])
        #expect(JSONText.quoted(tricky) == #""a \"quoted\" back\\slash / tab\tnew\nline \u0001 50% é""#)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(single.json().utf8)) as? [String: Any])
        let first = try #require((decoded["findings"] as? [[String: Any]])?.first)
        #expect(first["system"] as? String == tricky)
        #expect(first["message"] as? String == tricky)
        #expect(single.sarif(toolVersion: DocGenVersion.current).contains(#""uri": "tokens/my%20file%25.json""#))
        let annotation = single.githubAnnotations()
        #expect(annotation.contains("file=tokens/my file%25.json,"))
        #expect(annotation.contains("title=contrast.text a \"quoted\" back\\slash / tab\tnew%0Aline \u{1} 50%25 é button a%2Cb%3Ac/md"))
        #expect(annotation.hasSuffix("::a \"quoted\" back\\slash / tab\tnew%0Aline \u{1} 50%25 é\n"))
        #expect(FindingsReport.escapeData("a\r\nb") == "a%0D%0Ab", "a CR LF pair is two escapes")
    }
}
