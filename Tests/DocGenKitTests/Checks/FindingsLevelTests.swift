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

/// A touch target is a property of a variant's size (Apple HIG: 44×44 pt; Material: 48×48 dp), so it is one finding per
/// variant and size listing the cells it covers, not one per state, theme and surface.
@Suite struct FindingsLevelTests {
    static let states = ["default", "hover", "pressed", "disabled"]
    static let themes = ["light", "dark"]

    /// The touch-target finding of every cell of `primary / md`, as the checker makes them, then a contrast finding.
    static func cellFindings(width: (String) -> Double = { _ in 32 }) -> [Finding] {
        themes.flatMap { theme in
            states.map { state in
                TouchTargetRule().evaluate(cell: ReportFixtures.cell(size: "md", state: state, theme: theme), visualWidth: width(theme),
                                           visualHeight: 32, tokens: [token("height", "size.button.md.height", "tokens/base.json", line: 3, column: 9)])
            }
        } + [TextContrastRule().evaluate(cell: ReportFixtures.cell(), label: .white, fill: hex("#6b9cff"),
                                         surface: hex("#111111"), fontSize: 16, fontWeight: 600, isDisabled: false, tokens: [])]
    }

    @Test func aSizeLevelRuleIsOneFindingPerVariantAndSize() throws {
        #expect(CheckRuleID.touchTarget.level == .size)
        #expect(CheckRuleID.textContrast.level == .cell)
        let grouped = FindingGrouper.grouped(Self.cellFindings())
        #expect(grouped.count == 2, "one touch target for 8 cells, and the contrast finding untouched")
        let touch = try #require(grouped.first)
        #expect(touch.covers.count == 8)
        #expect(touch.covers.first == touch.cell, "its own cell first")
        #expect(touch.scopePath == "primary / md")
        #expect(touch.coverageDescription == "4 states × 2 themes")
        #expect(touch.scopeDescription == "primary / md (4 states × 2 themes)")
        #expect(grouped[1].covers.isEmpty && grouped[1].rule == .textContrast)
        #expect(grouped[1].coveredCells == [grouped[1].cell])
    }

    /// Split per theme only where the hit area differs: the dark theme's label is narrower.
    @Test func themesWhoseHitAreaDiffersAreSplit() {
        let grouped = FindingGrouper.grouped(Self.cellFindings(width: { $0 == "dark" ? 30 : 32 })).filter { $0.rule == .touchTarget }
        #expect(grouped.map(\.scopeDescription) == ["primary / md / light (4 states)", "primary / md / dark (4 states)"])
        #expect(grouped.allSatisfy { $0.covers.count == 4 })
    }

    @Test func everyReportShowsTheGroupOnce() throws {
        let report = FindingsReport(findings: FindingGrouper.grouped(Self.cellFindings()))
        let text = report.text()
        #expect(text.contains("error: [touch-target] acme button primary/md (4 states × 2 themes): Hit area 32x32 pt is under"))
        #expect(text.components(separatedBy: "[touch-target]").count == 2)

        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let touch = try #require(findings.first { $0["rule"] as? String == "touch-target" })
        let cells = try #require(touch["cells"] as? [[String: String]])
        #expect(cells.count == 8 && cells.first == ["state": "default", "theme": "light"])
        #expect(findings.first { $0["rule"] as? String == "contrast.text" }?["cells"] == nil)

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(report.sarif(toolVersion: DocGenVersion.current).utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let touchResults = results.filter { $0["ruleId"] as? String == "touch-target" }
        #expect(touchResults.count == 1)
        let listed = (touchResults.first?["properties"] as? [String: Any])?["cells"] as? [String]
        #expect(listed?.count == 8 && listed?.first == "primary / md / default / light")

        let annotations = report.githubAnnotations().split(separator: "\n").filter { $0.contains("title=touch-target") }
        #expect(annotations.count == 1)
        #expect(annotations.first?.contains("title=touch-target acme button primary/md (4 states × 2 themes)") == true)
    }

    @Test func theResultsPageCountsCellsAndNamesTheScope() {
        let findings = FindingGrouper.grouped(Self.cellFindings())
        let html = ChecksRenderer.html(findings: findings, themes: Self.themes)
        #expect(html.contains("<code>touch-target</code> 1 failure covering 8 cells</summary>"))
        #expect(html.contains("<td><span class=\"status status-fail\">fails</span> 0 of 4 cells pass</td>"))
        #expect(html.contains("<td><code>primary</code> md <span class=\"covers\">4 states × 2 themes</span></td>"))
        #expect(ChecksRenderer.failureCount(Array(findings.suffix(1))) == "1 failed cell")
    }

    /// A cell's details (the diff's per-cell view) still show whether its size meets the target.
    @Test func aCellStillShowsItsSizesVerdict() {
        let findings = FindingGrouper.grouped(Self.cellFindings())
        let byCell = Finding.byCoveredCell(findings)
        let hover = ReportFixtures.cell(size: "md", state: "hover", theme: "dark")
        #expect(byCell[hover]?.map(\.rule) == [.touchTarget])
        #expect(byCell[hover]?.first?.passed == false)
    }
}

/// The baseline keys a grouped finding by rule, variant and size (and theme where split): written once, and a baseline
/// written when the touch target was reported per cell still accepts it, entry by entry.
@Suite struct FindingsLevelBaselineTests {
    static var grouped: [Finding] { FindingGrouper.grouped(FindingsLevelTests.cellFindings()) }

    @Test func aGroupIsWrittenOnce() {
        let baseline = Baseline(failuresOf: Self.grouped)
        #expect(baseline.entries.filter { $0.rule == "touch-target" }.count == 1)
        let verdict = BaselineVerdict(findings: Self.grouped, baseline: baseline, file: "b.json")
        #expect(verdict.newFailures.filter { $0.rule == .touchTarget }.isEmpty && verdict.fixed.isEmpty)
    }

    @Test func anOlderPerCellBaselineMapsOntoTheGroup() {
        let old = Baseline(failuresOf: FindingsLevelTests.cellFindings())
        #expect(old.entries.filter { $0.rule == "touch-target" }.count == 8)
        let verdict = BaselineVerdict(findings: Self.grouped, baseline: old, file: "old.json")
        #expect(verdict.accepted.filter { $0.rule == .touchTarget }.count == 1)
        #expect(verdict.newFailures.filter { $0.rule == .touchTarget }.isEmpty)
        #expect(verdict.fixed.isEmpty, "every per-cell entry still answers to the group: \(verdict.fixed.map(\.entry.cellDescription))")
        #expect(verdict.exitStatus == 0)
    }

    /// An entry naming any covered cell, not only the first, accepts the group; another measured size does not.
    @Test func anyCoveredCellsEntryAcceptsAndAnotherSizeDoesNot() throws {
        let touch = try #require(Self.grouped.first)
        let hover = ReportFixtures.cell(size: "md", state: "hover", theme: "dark")
        #expect(Baseline(entries: [BaselineEntry(rule: "touch-target", cell: hover, measured: "32.00")]).accepts(touch))
        #expect(!Baseline(entries: [BaselineEntry(rule: "touch-target", cell: hover, measured: "30.00")]).accepts(touch))
        let elsewhere = ReportFixtures.cell(size: "lg", state: "hover", theme: "dark")
        #expect(!Baseline(entries: [BaselineEntry(rule: "touch-target", cell: elsewhere, measured: "32.00")]).accepts(touch))
    }
}

/// The page header counts cells and findings apart.
@Suite struct FindingsLevelTallyTests {
    @Test func cellsAndFindingsAreCountedApart() {
        let findings = FindingGrouper.grouped(FindingsLevelTests.cellFindings())
        let tally = CheckTally(findings: findings)
        #expect(tally.cells == 8 && tally.rules == 2 && tally.findings == 2)
        #expect(tally.failingCells == 8 && tally.passingCells == 0)
        #expect(tally.line == "Checked 8 cells against 2 rules: 8 cells fail, 0 pass · 2 findings: 2 failed, 0 passed")
    }

    @Test func aCellFailsOnceHoweverManyRulesItFails() {
        let cell = ReportFixtures.cell()
        let other = ReportFixtures.cell(state: "hover")
        let findings = [
            Finding(rule: .textContrast, severity: .error, passed: false, cell: cell, measured: 2, required: 4.5, message: ""),
            Finding(rule: .nonTextContrast, severity: .error, passed: false, cell: cell, measured: 2, required: 3, message: ""),
            Finding(rule: .apca, severity: .warning, passed: false, cell: other, measured: 40, required: 60, message: ""),
            Finding(rule: .textContrast, severity: .error, passed: true, cell: other, measured: 7, required: 4.5, message: ""),
        ]
        let tally = CheckTally(findings: findings)
        #expect(tally.line == "Checked 2 cells against 3 rules: 1 cell fails, 1 advisory, 0 pass · 4 findings: 2 failed, 1 advisory, 1 passed")
    }
}
