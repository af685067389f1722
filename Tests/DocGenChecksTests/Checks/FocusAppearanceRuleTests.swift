import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import DocGenTestSupport
import ButtonModelTestSupport

/// Reference values from W3C's Understanding WCAG 2.2 document for SC 2.4.13 Focus Appearance
/// (w3c/wcag `understanding/22/focus-appearance.html`, "Minimum area" and "Other indicator shapes"): a button
/// 90 px wide and 30 px tall, a black ring on a white page around a white button unless a case says otherwise.
@Suite struct FocusAppearanceRuleTests {
    static let button = FocusIndicatorArea(width: 90, height: 30, radius: 0)

    static func input(width: Double, offset: Double, radius: Double = 0, ring: Color = hex("#000"), fill: Color = hex("#fff"),
                      border: Color? = nil, borderWidth: Double = 0) -> FocusAppearanceRule.Input {
        FocusAppearanceRule.Input(shape: FocusIndicatorArea(width: 90, height: 30, radius: radius), ringWidth: width,
                                  ringOffset: offset, borderWidth: borderWidth, ring: ring, surface: hex("#fff"),
                                  border: border, fill: fill)
    }

    /// "(92px * 32px) - (88px * 28px) = 480px²", and the formulas 4h + 4w, 4πr, 4h + 4w − (16 − 4π)r.
    @Test func perimeterAreasFollowTheUnderstandingDocument() {
        #expect(Self.button.centeredPerimeterArea == 480)
        let circle = FocusIndicatorArea(width: 40, height: 40, radius: 20)
        #expect(abs(circle.centeredPerimeterArea - 4 * Double.pi * 20) < 1e-9)
        let rounded = FocusIndicatorArea(width: 90, height: 30, radius: 8)
        #expect(abs(rounded.centeredPerimeterArea - (4 * 30 + 4 * 90 - (16 - 4 * Double.pi) * 8)) < 1e-9)
        // The smallest 2 px perimeter, just inside the edge: 90 × 30 − 86 × 26 = 464.
        #expect(Self.button.requiredArea == 464)
        // A radius past half the height draws a capsule.
        #expect(FocusIndicatorArea(width: 90, height: 30, radius: 99).radius == 15)
    }

    /// "All four of these example focus indicators are 2px solid lines. The 'outset', 'outline', and 'border'
    /// indicators pass. The 'inset' indicator does not … it would need to be at least 3px thick to pass." The
    /// figure's offsets are read as 2 px out, against the edge, against the inside of the edge, and 2 px in.
    @Test(arguments: [
        (2.0, 2.0, 528.0, true),    // outset: 98 × 38 − 94 × 34
        (2.0, 0.0, 496.0, true),    // outline: 94 × 34 − 90 × 30
        (2.0, -2.0, 464.0, true),   // border: 90 × 30 − 86 × 26
        (2.0, -4.0, 432.0, false),  // inset: 86 × 26 − 82 × 22
        (3.0, -5.0, 636.0, true),   // the inset made 3 px thick: 86 × 26 − 80 × 20
    ])
    func twoPixelIndicatorsAtEachOffset(width: Double, offset: Double, area: Double, passes: Bool) {
        // The ring is black: over the white page outside, over a white fill inside.
        let finding = FocusAppearanceRule().evaluate(cell: sampleCell, Self.input(width: width, offset: offset), tokens: [])
        #expect(finding.measured == area, "offset \(offset)")
        #expect(finding.required == 464)
        #expect(finding.passed == passes, "\(finding.message)")
    }

    /// "the inner outline is inset slightly from the outer edge of the component, but compensates for this by
    /// being 3px thick. It has an area of 612px²": 84 × 24 − 78 × 18.
    @Test func theThreePixelInsetOutlineCovers612() {
        let bands = Self.button.ringBands(ringWidth: 3, offset: -6, borderWidth: 0)
        #expect(bands.count == 1 && bands[0].beneath == .fill && bands[0].area == 612)
        let finding = FocusAppearanceRule().evaluate(cell: sampleCell, Self.input(width: 3, offset: -6), tokens: [])
        #expect(finding.passed)
        #expect(finding.message == "The focus ring covers 612 px² (612 px² over the fill at 21.00:1); 612 px² of it changes by 3:1, at least the 464 px² of a 2 px perimeter.")
    }

    /// Only pixels that change by 3:1 count: a ring the fill's own color inside the button adds nothing there.
    /// A 4 px ring from 2 px inside to 2 px outside a #0b5fff button, itself #0b5fff: the outer half changes white to
    /// #0b5fff (5.3:1), 94 × 34 − 90 × 30 = 496; the inner half does not change at all.
    @Test func pixelsThatDoNotChangeDoNotCount() {
        let blue = hex("#0b5fff")
        let finding = FocusAppearanceRule().evaluate(cell: sampleCell, Self.input(width: 4, offset: -2, ring: blue, fill: blue), tokens: [])
        #expect(finding.measured == 496)
        #expect(finding.passed)
        #expect(finding.foreground == blue && finding.background == hex("#fff"))
        // Over a 1 px border the ring splits three ways: surface, border, fill.
        let bands = Self.button.ringBands(ringWidth: 4, offset: -2, borderWidth: 1)
        #expect(bands.map(\.beneath) == [.surface, .border, .fill])
        #expect(bands.map(\.area) == [496, 236, 228])
    }

    /// A light gray ring on white changes the page by 1.6:1: no pixel counts, and the finding is advisory.
    @Test func aPaleRingFailsAsAWarning() {
        let finding = FocusAppearanceRule().evaluate(cell: sampleCell, Self.input(width: 2, offset: 2, ring: hex("#ccc")), tokens: [])
        #expect(!finding.passed)
        #expect(finding.measured == 0)
        #expect(finding.severity == .warning)
        #expect(!finding.isFailingError)
        #expect(finding.rule == .focusAppearance)
        #expect(finding.hint?.contains("advisory") == true)
        let none = FocusAppearanceRule().evaluate(cell: sampleCell, Self.input(width: 0, offset: 2), tokens: [])
        #expect(none.message.hasPrefix("The focus ring draws no pixels"))
    }

    /// A rounded ring: outline moved out by d has radius r + d, so a pill's ring is a pill too.
    @Test func roundedRingsUseTheirOwnRadius() {
        let pill = FocusIndicatorArea(width: 90, height: 30, radius: 15)
        // Outer 98 × 38 capsule (r 19) less inner 94 × 34 capsule (r 17).
        let expected = (98.0 * 38 - (4 - Double.pi) * 19 * 19) - (94.0 * 34 - (4 - Double.pi) * 17 * 17)
        #expect(abs(pill.band(from: 2, to: 4) - expected) < 1e-9)
    }
}

extension FocusAppearanceRuleTests {
    /// The matrix checker measures focused cells only: Backbase's fixture rings its focused state with a 2 px
    /// #1a1a1a ring 2 px out, on white, around a capsule: every ring pixel changes by far more than 3:1.
    @Test func theCheckerMeasuresFocusedCellsOnly() throws {
        let matrix = try ButtonFixtures.backbaseMatrix()
        let measurer = try #require(ButtonFixtures.measurer)
        let findings = MatrixChecker().findings(for: matrix.laidOut(with: measurer), measurer: measurer).filter { $0.rule == .focusAppearance }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.cell.state == "focused" && $0.severity == .warning })
        let light = try #require(findings.first { $0.cell.variant == "secondary" && $0.cell.size == "small" && $0.cell.theme == "light" })
        #expect(light.passed, "\(light.message)")
        #expect(light.tokens.map(\.role) == ["focusRing"])
        #expect(light.measured > light.required)
        #expect(!MatrixChecker(configuration: CheckConfiguration(enabledRules: [.apca])).findings(for: matrix.laidOut(with: measurer), measurer: measurer)
            .contains { $0.rule == .focusAppearance })
    }
}
