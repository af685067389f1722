import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks
import ButtonModelTestSupport

/// `token.deprecated`: a cell whose value reaches a deprecated token through any alias chain is a warning, folded into
/// one finding per variant and what it says; a chain that reaches none gives nothing; the severity is configurable.
struct LifecycleDeprecatedTokenCheckTests {
    private func findings(_ configuration: CheckConfiguration = CheckConfiguration(), background: String = "{color.button.primary.background}") throws -> [Finding] {
        let matrix = try LifecycleFixtures.matrix(background: background)
        let measurer = try #require(ButtonFixtures.measurer)
        return MatrixChecker(configuration: configuration).findings(for: matrix.laidOut(with: measurer), measurer: measurer).filter { $0.rule == .deprecatedToken }
    }

    @Test func twoHopsToADeprecatedTokenIsOneWarning() throws {
        // primary's background: color.button.primary.background → color.brand.old → button.background (DTCG `$deprecated: true`).
        let found = try findings()
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.severity == .warning && !finding.passed)
        #expect(finding.cell.variant == "primary")
        #expect(finding.message == "background uses button.background through color.button.primary.background → color.brand.old, which is deprecated.")
        #expect(finding.tokens.map(\.path.description) == ["button.background"])
        // Every size and state of primary, in the one theme.
        #expect(finding.covers.count == 4)
        #expect(finding.coverageDescription == "2 sizes × 2 states")
        #expect(finding.scopePath == "primary / \(finding.cell.theme)")
    }

    @Test func aChainThatReachesNothingDeprecatedGivesNothing() throws {
        #expect(try findings(background: "{color.brand.ink}").isEmpty)
    }

    @Test func aMessageWithABracedNameGivesTheReplacement() throws {
        let found = try findings(background: "{color.action.primary}")
        #expect(found.map(\.message) == ["background uses color.action.primary, which is deprecated: Use {color.action.main} instead. "
                                          + "Replaced by color.action.main."])
        #expect(found.first?.hint == "Point the reference (or the alias that reaches color.action.primary) at color.action.main.")
    }

    @Test func theSeverityIsConfigurable() throws {
        #expect(try findings(CheckConfiguration(deprecatedTokenSeverity: .error)).map(\.severity) == [.error])
        var off = CheckConfiguration()
        off.enabledRules.remove(.deprecatedToken)
        #expect(try findings(off).isEmpty)
    }

    @Test func theSeverityIsReadFromTheConfiguration() throws {
        let configuration = try JSONDecoder().decode(CheckConfiguration.self, from: Data(#"{"deprecatedTokenSeverity": "error"}"#.utf8))
        #expect(configuration.deprecatedTokenSeverity == .error)
        #expect(try JSONDecoder().decode(CheckConfiguration.self, from: Data("{}".utf8)).deprecatedTokenSeverity == .warning)
    }

    @Test func aWarningNeverFailsTheRun() throws {
        let report = FindingsReport(findings: try findings())
        #expect(report.summary.warnings == 1 && report.exitStatus == 0)
        #expect(report.text().contains("warning: [token.deprecated] Lifecycle Button primary/"))
    }

    @Test func sarifListsTheRuleAndTheResult() throws {
        let sarif = FindingsReport(findings: try findings()).sarif(toolVersion: DocGenVersion.current)
        #expect(sarif.contains("\"id\": \"token.deprecated\""))
        #expect(sarif.contains("https://www.designtokens.org/tr/2025.10/format/#deprecated"))
        #expect(sarif.contains("\"ruleId\": \"token.deprecated\""))
        #expect(FindingsReport(findings: try findings()).json().contains("\"rule\": \"token.deprecated\""))
    }

    @Test func theChecksPartListsIt() throws {
        let html = ChecksRenderer.html(findings: try findings(), themes: try LifecycleFixtures.tokenSets().map(\.name))
        #expect(html.contains("<code>token.deprecated</code> 1 failure covering 4 cells"))
        #expect(html.contains("4 cells use a deprecated token"))
        #expect(html.contains("<td><code>primary</code>"))
    }
}
