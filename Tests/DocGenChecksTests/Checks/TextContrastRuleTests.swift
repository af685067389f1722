import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

@Suite struct TextContrastRuleTests {
    let rule = TextContrastRule()
    let tokens = [token("foreground", "color.button.primary.label"), token("background", "color.button.primary.fill")]

    /// WebAIM: #777777 on white is 4.48:1 (4.478…), under WCAG 2.2 SC 1.4.3's 4.5:1 for normal text.
    @Test func normalTextUnderFourAndAHalfFails() {
        let finding = rule.evaluate(cell: sampleCell, label: hex("#777777"), fill: .white, surface: .white,
                                    fontSize: 16, fontWeight: 600, isDisabled: false, tokens: tokens)
        #expect(finding.rule == .textContrast)
        #expect(finding.severity == .error)
        #expect(!finding.passed)
        #expect(finding.isFailingError)
        #expect(finding.required == 4.5)
        #expect(abs(finding.measured - 4.478089453577214) < 1e-12)
        #expect(finding.foreground == hex("#777777"))
        #expect(finding.background == .white)
        #expect(finding.tokens == tokens)
        #expect(finding.message == "Label #777777 on fill #ffffff has contrast 4.47:1, below the 4.5:1 that normal-size text (16 px) needs (WCAG 2.2 SC 1.4.3).")
        #expect(finding.hint == "Change the label or fill token until the ratio reaches 4.5:1; text of 24 px, or 18.66 px bold, would need only 3:1.")
    }

    /// WCAG 2.2 SC 1.4.3: large-scale text (18.66 px bold here) needs only 3:1, so the same pair passes.
    @Test func largeBoldTextNeedsThree() {
        let finding = rule.evaluate(cell: sampleCell, label: hex("#777777"), fill: .white, surface: .white,
                                    fontSize: 18.66, fontWeight: 700, isDisabled: false, tokens: tokens)
        #expect(finding.passed)
        #expect(finding.required == 3)
        #expect(finding.hint == nil)
        #expect(finding.message == "Label #777777 on fill #ffffff has contrast 4.47:1, meeting the 3:1 that bold large text (18.66 px) needs.")
    }

    /// Large text under 3:1 (WebAIM: #999999 on white is 2.85:1) fails without suggesting a larger size.
    @Test func largeTextUnderThreeFails() {
        let finding = rule.evaluate(cell: sampleCell, label: hex("#999999"), fill: .white, surface: .white,
                                    fontSize: 24, fontWeight: 400, isDisabled: false, tokens: [])
        #expect(!finding.passed)
        #expect(finding.hint == "Change the label or fill token until the ratio reaches 3:1.")
    }

    /// The comparison is on the unrounded ratio: WebAIM's #767676 (4.54:1) passes, #777777 (4.48:1) does not.
    @Test func comparisonIsUnrounded() {
        let pass = rule.evaluate(cell: sampleCell, label: hex("#767676"), fill: .white, surface: .white,
                                 fontSize: 14, fontWeight: 400, isDisabled: false, tokens: [])
        #expect(pass.passed)
    }

    /// CSS Compositing Level 1: a #00000080 fill (alpha 128/255) over a white surface paints #7f7f7f; the white
    /// label is measured against that, and the message shows both the painted and the declared color.
    @Test func translucentFillIsCompositedOverSurface() {
        let finding = rule.evaluate(cell: sampleCell, label: .white, fill: hex("#00000080"), surface: .white,
                                    fontSize: 16, fontWeight: 400, isDisabled: false, tokens: [])
        #expect(finding.background?.hex == "#7f7f7f")
        #expect(finding.measured == WCAGContrast.ratio(.white, finding.background ?? .white))
        #expect(finding.message.hasPrefix("Label #ffffff on fill #7f7f7f (#00000080 over #ffffff) has contrast"))
    }

    /// A translucent label is composited over the composited fill.
    @Test func translucentLabelIsCompositedOverFill() {
        let finding = rule.evaluate(cell: sampleCell, label: hex("#ffffff80"), fill: .black, surface: .white,
                                    fontSize: 16, fontWeight: 400, isDisabled: false, tokens: [])
        #expect(finding.foreground?.hex == "#808080")
        #expect(finding.background == .black)
    }

    /// WCAG 2.2 SC 1.4.3 exempts text of inactive user interface components: reported as passed info.
    @Test func disabledIsExemptInfo() {
        let finding = rule.evaluate(cell: sampleCell, label: hex("#cccccc"), fill: .white, surface: .white,
                                    fontSize: 16, fontWeight: 400, isDisabled: true, tokens: tokens)
        #expect(finding.passed)
        #expect(finding.severity == .note)
        #expect(finding.measured < 4.5)
        #expect(finding.message.hasSuffix("the button is disabled, so no minimum applies."))
        #expect(finding.hint?.contains("exempts inactive (disabled) user interface components") == true)
    }
}
