import Testing
@testable import ButtonModel
import DocGenChecks
import ButtonModelTestSupport

/// Apple HIG (Accessibility): controls need a hit area of at least 44x44 pt. Material Design asks 48x48 dp,
/// WCAG 2.2 SC 2.5.8 Target Size (Minimum) 24x24 CSS px.
@Suite struct TouchTargetRuleTests {
    let tokens = [token("height", "size.button.sm.height", "tokens/base.json", line: 40, column: 7)]

    @Test func visualSizeMeetingMinimumPasses() {
        let finding = TouchTargetRule().evaluate(cell: sampleCell, visualWidth: 88, visualHeight: 44, tokens: tokens)
        #expect(finding.rule == .touchTarget)
        #expect(finding.passed)
        #expect(finding.measured == 44)
        #expect(finding.required == 44)
        #expect(finding.message == "Hit area 88x44 pt meets the 44x44 pt minimum (Apple HIG).")
        #expect(finding.foreground == nil)
    }

    /// A 32 pt tall button (Backbase's small size) with 6 pt of slop above and below reaches 44 pt.
    @Test func hitSlopMakesUpForSmallVisualHeight() {
        let finding = TouchTargetRule().evaluate(cell: sampleCell, visualWidth: 64, visualHeight: 32,
                                                 hitSlop: EdgeOutsets(vertical: 6), tokens: tokens)
        #expect(finding.passed)
        #expect(finding.measured == 44)
        #expect(finding.message == "Drawn at 64x32 pt, under 44 pt, but hit slop (top 6, bottom 6 pt) makes the hit area 64x44 pt, which meets the 44x44 pt minimum (Apple HIG).")
        #expect(finding.hint == nil)
    }

    @Test func tooSmallWithoutSlopFails() {
        let finding = TouchTargetRule().evaluate(cell: sampleCell, visualWidth: 64, visualHeight: 32, tokens: tokens)
        #expect(!finding.passed)
        #expect(finding.isFailingError)
        #expect(finding.measured == 32)
        #expect(finding.message == "Hit area 64x32 pt is under the 44x44 pt minimum (Apple HIG).")
        #expect(finding.hint == "Raise the size tokens, or add hit slop of 6 pt above and below.")
    }

    /// Both directions count: an icon-only 24x24 pt button needs slop on every side.
    @Test func iconOnlyNeedsBothDirections() {
        let rule = TouchTargetRule()
        let onlyVertical = rule.evaluate(cell: sampleCell, visualWidth: 24, visualHeight: 24, hitSlop: EdgeOutsets(vertical: 10), tokens: [])
        #expect(!onlyVertical.passed)
        #expect(onlyVertical.hint == "Raise the size tokens, or add hit slop of 10 pt on each side.")
        let allSides = rule.evaluate(cell: sampleCell, visualWidth: 24, visualHeight: 24, hitSlop: EdgeOutsets(all: 10), tokens: [])
        #expect(allSides.passed)
        let uneven = rule.evaluate(cell: sampleCell, visualWidth: 24, visualHeight: 24,
                                   hitSlop: EdgeOutsets(top: 20, leading: 10, bottom: 0, trailing: 10), tokens: [])
        #expect(uneven.passed, "slop counts wherever it is")
        let neither = rule.evaluate(cell: sampleCell, visualWidth: 30, visualHeight: 21, tokens: [])
        #expect(neither.hint == "Raise the size tokens, or add hit slop of 11.5 pt above and below and 7 pt on each side.")
    }

    @Test func presetsSetTheMinimum() {
        let material = TouchTargetRule(minimum: .material).evaluate(cell: sampleCell, visualWidth: 88, visualHeight: 44, tokens: [])
        #expect(!material.passed)
        #expect(material.required == 48)
        // Each preset speaks its source's unit (docgen's points are one dp and one CSS px alike).
        #expect(material.message == "Hit area 88x44 dp is under the 48x48 dp minimum (Material Design).")
        #expect(material.hint == "Raise the size tokens, or add hit slop of 2 dp above and below.")
        let wcag = TouchTargetRule(minimum: .wcag).evaluate(cell: sampleCell, visualWidth: 24, visualHeight: 24, tokens: [])
        #expect(wcag.passed)
        #expect(wcag.message == "Hit area 24x24 px meets the 24x24 px minimum (WCAG 2.2 SC 2.5.8).")
        let custom = TouchTargetMinimum(points: 40)
        #expect(custom?.points == 40)
        #expect(TouchTargetMinimum(points: 0) == nil)
        #expect(TouchTargetMinimum(points: .nan) == nil)
    }
}
