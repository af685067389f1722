import Testing
@testable import ButtonModel
import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// WCAG 2.2 SC 1.4.11 Non-text Contrast: 3:1 against adjacent colors, for the boundary of a control and for
/// its focus indicator.
@Suite struct BoundaryContrastRuleTests {
    /// WebAIM: #999999 on white is 2.85:1, under 3:1.
    @Test func lightBorderFails() {
        let finding = NonTextContrastRule().evaluate(cell: sampleCell, boundary: hex("#999999"), surface: .white,
                                                     isDisabled: false, tokens: [token("border", "color.button.secondary.border")])
        #expect(finding.rule == .nonTextContrast)
        #expect(!finding.passed)
        #expect(finding.required == 3)
        #expect(finding.message == "Border #999999 against surface #ffffff has contrast 2.84:1, below the 3:1 that identifies a control (WCAG 2.2 SC 1.4.11).")
        #expect(finding.hint == "Darken or lighten the border until it reaches 3:1 against the surface, or add a border that does.")
    }

    /// WebAIM: #767676 on white is 4.54:1; a fill that identifies a borderless button passes.
    @Test func fillBoundaryPasses() {
        let finding = NonTextContrastRule().evaluate(cell: sampleCell, boundary: hex("#767676"), boundaryKind: .fill,
                                                     surface: .white, isDisabled: false, tokens: [])
        #expect(finding.passed)
        #expect(finding.message.hasPrefix("Fill #767676 against surface #ffffff"))
    }

    @Test func disabledBoundaryIsExempt() {
        let finding = NonTextContrastRule().evaluate(cell: sampleCell, boundary: hex("#eeeeee"), surface: .white,
                                                     isDisabled: true, tokens: [])
        #expect(finding.passed)
        #expect(finding.severity == .note)
    }

    /// A translucent border is composited over the surface before measuring.
    @Test func translucentBorderIsComposited() {
        let finding = NonTextContrastRule().evaluate(cell: sampleCell, boundary: hex("#00000066"), surface: .white,
                                                     isDisabled: false, tokens: [])
        #expect(finding.foreground?.hex == "#999999")
        #expect(!finding.passed)
    }

    /// WebAIM: #0000ff on white is 8.59:1; #999999 is 2.85:1.
    @Test func focusRing() {
        let rule = FocusRingContrastRule()
        let pass = rule.evaluate(cell: sampleCell, ring: hex("#0000ff"), surface: .white, tokens: [])
        #expect(pass.rule == .focusRingContrast)
        #expect(pass.passed)
        #expect(pass.message == "Focus ring #0000ff against surface #ffffff has contrast 8.59:1, meeting the 3:1 a focus indicator needs.")
        let fail = rule.evaluate(cell: sampleCell, ring: hex("#999999"), surface: .white, tokens: [])
        #expect(!fail.passed)
        #expect(fail.severity == .error)
        #expect(fail.hint != nil)
    }
}
