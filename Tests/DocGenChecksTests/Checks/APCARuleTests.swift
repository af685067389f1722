import Testing
@testable import ButtonModel
import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// Reference values from Myndex/apca-w3 `test/index.js`: #888 on #fff is Lc 63.056…, #fff on #888 is -68.541….
@Suite struct APCARuleTests {
    @Test func passesAtDefaultMinimum() {
        let finding = APCARule().evaluate(cell: sampleCell, label: hex("#888"), fill: .white, surface: .white,
                                          isDisabled: false, tokens: [])
        #expect(finding.rule == .apca)
        #expect(finding.passed)
        #expect(finding.severity == .warning)
        #expect(abs(finding.measured - 63.056469930209424) < 1e-9)
        #expect(finding.required == 60)
        #expect(finding.message == "Label #888888 on fill #ffffff has APCA Lc 63.05 (WCAG 2 ratio 3.54:1), meeting the minimum of Lc 60.")
    }

    /// The minimum holds the magnitude of Lc: light text on a dark fill (negative Lc) is judged the same way.
    @Test func negativePolarityComparesMagnitude() {
        let finding = APCARule(minimum: 65).evaluate(cell: sampleCell, label: .white, fill: hex("#888"), surface: .white,
                                                     isDisabled: false, tokens: [])
        #expect(finding.passed)
        #expect(finding.measured < -68.54 && finding.measured > -68.55)
    }

    /// Advisory: a failure is a warning, which never fails the run.
    @Test func failureIsAWarning() {
        let finding = APCARule(minimum: 75).evaluate(cell: sampleCell, label: hex("#888"), fill: .white, surface: .white,
                                                     isDisabled: false, tokens: [])
        #expect(!finding.passed)
        #expect(finding.severity == .warning)
        #expect(!finding.isFailingError)
        #expect(finding.hint == "Widen the lightness difference between label and fill until |Lc| reaches 75; APCA is advisory here.")
    }

    @Test func configuredSeverityApplies() {
        let rule = CheckConfiguration(apcaMinimum: 75, apcaSeverity: .error).apcaRule
        let finding = rule.evaluate(cell: sampleCell, label: hex("#888"), fill: .white, surface: .white, isDisabled: false, tokens: [])
        #expect(finding.isFailingError)
    }

    @Test func disabledIsExempt() {
        let finding = APCARule().evaluate(cell: sampleCell, label: hex("#ddd"), fill: .white, surface: .white,
                                          isDisabled: true, tokens: [])
        #expect(finding.passed)
        #expect(finding.severity == .note)
    }
}
