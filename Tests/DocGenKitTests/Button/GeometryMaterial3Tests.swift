import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
@testable import DocGenChecks
import DocGenTestSupport

/// Material 3's common buttons with a leading icon, on tokens loaded from a DTCG file.
///
/// Expected values: m3.material.io/components/buttons/specs (40 px container, 16 px before a leading icon, 24 px
/// after the label, 48 px touch target, so 4 px of target above and below), and
/// m3.material.io/foundations/interaction/states/state-layers (hover 8 %, focus 10 %, pressed 10 %).
@Suite struct GeometryMaterial3Tests {

    @Test func parsesPaddingPerSideAndTheMinimumHitArea() throws {
        let definition = try ComponentDefinitionParser.parse(yaml: Fixtures.text("button/material3-common.button.yaml"), file: "m3.yaml")
        let size = try #require(definition.sizes.first)
        #expect(size.paddingX == nil)
        #expect(size.paddingStart?.kind == .token("md.comp.button.leading-space"))
        #expect(size.withLeadingIcon.start?.kind == .token("md.comp.button.with-leading-icon.leading-space"))
        #expect(size.withLeadingIcon.end?.kind == .token("md.comp.button.with-leading-icon.trailing-space"))
        #expect(size.paddingEnd?.kind == .token("md.comp.button.trailing-space"))
        #expect(size.minimumHitArea?.kind == .token("md.comp.button.touch-target"))
        #expect(definition.tokenReferences.contains("md.comp.button.touch-target"))
    }

    @Test(arguments: ["filled", "outlined"])
    func resolvesSixteenBeforeTheIconAndTwentyFourAfterTheLabel(_ variant: String) throws {
        let m = try Material3Fixtures.cell(variant, "enabled").metrics
        #expect(m.start.value == 16)
        #expect(m.start.tokens.first == "md.comp.button.with-leading-icon.leading-space")
        #expect(m.end.value == 24)
        #expect(m.end.tokens.first == "md.comp.button.with-leading-icon.trailing-space")
        #expect(m.named.map(\.name).contains("paddingStart"))
        #expect(!m.named.map(\.name).contains("paddingX"))
    }

    /// The text button's own spacing: 12 before a leading icon, 16 after the label.
    @Test func theTextButtonHasItsOwnSpacing() throws {
        let m = try Material3Fixtures.cell("text", "enabled").metrics
        #expect((m.start.value, m.end.value) == (12, 16))
        #expect(m.start.tokens.first == "md.comp.text-button.with-leading-icon.leading-space")
        #expect(m.hitSlopY.value == 4)
    }

    @Test func derivesFourAboveAndBelowFromTheTouchTargetToken() throws {
        let m = try Material3Fixtures.cell("filled", "enabled").metrics
        #expect(m.drawnHeight == 40)
        #expect(m.hitSlopY.value == 4)
        #expect(m.hitSlopY.tokens.first == "md.comp.button.touch-target")
        #expect(m.hitSlopY.written.contains("{md.comp.button.touch-target}"))
        #expect(m.minimumHitArea?.value == 48)
        // The button is wider than 48, so nothing is added left and right.
        #expect(m.hitSlopX(width: 90).value == 0)
        #expect(m.hitSlopX(width: 40).value == 4)
    }

    @Test func theGeometryUsesEachSidesPadding() throws {
        let cell = try Material3Fixtures.cell("filled", "enabled")
        let geometry = ButtonGeometry(cell: cell, labelWidth: 30, textWidth: 30, capHeightRatio: 0.7)
        #expect(geometry.width == 16 + 18 + 8 + 30 + 24)
        #expect(geometry.contentX == 16)
    }

    /// Touch target against Material's 48: passes at 48 with the derived slop, and the message names where it came from.
    @Test func theTouchTargetPassesAtFortyEightWithTheDerivedSlop() throws {
        let matrix = try Material3Fixtures.matrix()
        let checker = MatrixChecker(configuration: CheckConfiguration(touchTargetMinimum: .material))
        let measurer = try #require(ButtonFixtures.measurer)
        let findings = checker.findings(for: matrix.laidOut(with: measurer), measurer: measurer)
            .filter { $0.rule == .touchTarget }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.passed, "\(finding.message)")
            #expect(finding.measured == 48)
            #expect(finding.message.contains("derived from minimumHitArea {md.comp.button.touch-target} = 48"), "\(finding.message)")
            #expect(finding.tokens.contains { $0.role == "minimumHitArea" && $0.path == "md.comp.button.touch-target" })
        }
    }

    /// Every check passes on Material's own values: text contrast over the state layers, the 3 px secondary focus
    /// indicator, the 48 px target (m3.material.io/foundations/designing/accessibility-basics: 48 × 48 dp targets).
    @Test func everyCheckPassesOnMaterialsOwnValues() throws {
        let checker = MatrixChecker(configuration: CheckConfiguration(touchTargetMinimum: .material))
        let measurer = try #require(ButtonFixtures.measurer)
        let findings = checker.findings(for: try Material3Fixtures.matrix().laidOut(with: measurer), measurer: measurer)
        let failed = findings.filter { !$0.passed && $0.severity == .error }
        #expect(failed.isEmpty, "\(failed.map(\.message))")
        #expect(findings.contains { $0.rule == .touchTarget && $0.passed })
    }

    /// A state layer painted where a state gives its opacity, at that opacity.
    @Test func stateLayersUseEachStatesOpacity() throws {
        #expect(try Material3Fixtures.cell("filled", "hovered").metrics.opacity.value(of: .stateLayer) == 0.08)
        #expect(try Material3Fixtures.cell("outlined", "pressed").metrics.opacity.value(of: .stateLayer) == 0.1)
        #expect(try Material3Fixtures.cell("text", "enabled").colors.stateLayer == nil)
    }
}

/// The text dump and the cell's values panel list each side's padding and the derived slop with their tokens.
@Suite struct GeometryMaterial3DumpTests {
    @Test func theDumpAndThePanelListEachSide() throws {
        let matrix = try Material3Fixtures.matrix()
        let dump = matrix.textDump()
        #expect(dump.contains("paddingStart     16  {md.comp.button.with-leading-icon.leading-space}"), "\(dump.prefix(3000))")
        #expect(dump.contains("paddingEnd       24  {md.comp.button.with-leading-icon.trailing-space}"))
        #expect(dump.contains("minimumHitArea   48  {md.comp.button.touch-target}"))
        #expect(dump.contains("hitSlopY         4  max(0, ({md.comp.button.touch-target} − height 40) / 2)"))
        let html = CellValuesHTML.details(try Material3Fixtures.cell("filled", "enabled"))
        #expect(html.contains("paddingStart") && html.contains("paddingEnd") && html.contains("minimumHitArea"))
    }
}
