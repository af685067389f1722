import DesignTokens
@testable import DocGenSupport
import Testing
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// A baseline names each rule as `BaselineRule`: a check docgen has, or a name it does not know, read and written as
/// before (an unknown rule's entry is "gone", never an error).
@Suite struct BaselineRuleTests {
    static let cell = ##"{"rule": "RULE", "system": "acme", "component": "button", "variant": "primary", "size": "md", "state": "pressed", "theme": "dark", "foreground": "#ffffff", "background": "#7aa7ff"}"##

    static func file(rule: String) -> String {
        "{\n  \"version\": 1,\n  \"accepted\": [\n    " + cell.replacingOccurrences(of: "RULE", with: rule) + "\n  ]\n}\n"
    }

    static func read(_ text: String) throws -> Baseline {
        try BaselineReader(path: "b.json", files: InMemoryFileSource()).parse(Array(text.utf8)).get()
    }

    @Test func aKnownRuleIsReadAsItsCheckAndWrittenBackAsRead() throws {
        let text = Self.file(rule: "contrast.text")
        let baseline = try Self.read(text)
        #expect(baseline.entries.map(\.rule) == [.known(.textContrast)])
        #expect(baseline.json() == text)
    }

    @Test func anUnknownRuleIsReadWrittenBackAndGone() throws {
        let text = Self.file(rule: "contrast.retired")
        let baseline = try Self.read(text)
        #expect(baseline.entries.map(\.rule) == [.unknown("contrast.retired")])
        #expect(baseline.json() == text)
        let verdict = BaselineVerdict(findings: ReportFixtures.report.findings, baseline: baseline, file: "b.json")
        #expect(verdict.fixed.map(\.now) == [.gone])
        #expect(verdict.newFailures == ReportFixtures.report.failures)
    }

    @Test func aKnownNameIsNeverHeldAsUnknown() {
        for id in CheckRuleID.allCases {
            #expect(BaselineRule(name: id.rawValue) == .known(id))
            #expect(BaselineRule(name: id.rawValue).name == id.rawValue)
        }
        #expect(BaselineRule(name: "Contrast.Text") == .unknown("Contrast.Text"))
    }
}
