import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import ButtonModelTestSupport

/// Focus rings measured where they are drawn. The colors are GitHub Primer's (`@primer/primitives`, light theme):
/// the focus outline `#0969da` (`focus.outlineColor`), 2 px wide at `outline-offset: -2px`, on the primary button's
/// green `#1f883d` (`button.primary.bgColor.rest`), and Primer CSS's `focusOutlineOnEmphasis`, which adds an inset
/// `box-shadow: inset 0 0 0 3px` of `#ffffff` (`fgColor.onEmphasis`) under the outline: a 1 px white ring just inside it.
///
/// Ratios worked by hand with the WCAG 2.2 relative luminance: L(#0969da) = 0.15223, L(#1f883d) = 0.18238,
/// L(#ffffff) = 1, so the blue ring is 5.1921:1 against the white page, 1.1490:1 against the green fill it is drawn
/// over, and white is 4.5187:1 against the green.
@Suite struct FocusRingsAsDrawnTests {

    static func contrast(_ cell: StateCell) throws -> Finding {
        try #require(MatrixChecker().findings(for: cell, narrowestWidth: 80).first { $0.rule == .focusRingContrast })
    }

    /// Primer's inset ring sits on the green fill: 1.1490:1, a failure, where the page behind the button gave 5.1921:1.
    @Test func anInsetRingIsMeasuredAgainstTheFillItIsDrawnOver() throws {
        let cell = try FocusRingFixtures.cell(FocusRingFixtures.inset)
        let indicator = FocusIndicator(cell: cell)
        #expect(indicator.liesOverButton)
        #expect(indicator.beneath(indicator.rings[0]).map(\.beneath) == [.fill])
        let finding = try Self.contrast(cell)
        #expect(!finding.passed)
        #expect(abs(finding.measured - 1.1490) < 1e-4, "\(finding.measured)")
        #expect(finding.foreground?.hex == "#0969da" && finding.background?.hex == "#1f883d")
        #expect(finding.message == "Focus ring #0969da, drawn inside the button's edge, against fill #1f883d has contrast 1.14:1, "
            + "below the 3:1 a focus indicator needs (WCAG 2.2 SC 1.4.11).")
        #expect(finding.tokens.isEmpty)
        // The same ring outside the edge is measured against the page, as before.
        let outside = try Self.contrast(try FocusRingFixtures.cell(##"{ color: "#0969da", width: 2, offset: 2 }"##))
        #expect(outside.passed && abs(outside.measured - 5.1921) < 1e-4)
    }

    /// With a white inner ring, the blue ring meets the page outside and the white ring inside (5.1921:1 both); the
    /// white ring meets the green fill at 4.5187:1. The pair passes on the blue ring (technique C40).
    @Test func aTwoColorIndicatorPassesWhenOneOfItsRingsReachesThreeToOne() throws {
        let cell = try FocusRingFixtures.cell(FocusRingFixtures.insetPair)
        #expect(cell.focusRingCompanion?.side == .inner)
        let indicator = FocusIndicator(cell: cell)
        #expect(indicator.rings.map(\.from) == [-2, -3] && indicator.rings.map(\.to) == [0, -2])
        #expect(indicator.adjacent(to: indicator.rings[0]).map(\.name) == ["focusRing.inner", "surface"])
        #expect(indicator.adjacent(to: indicator.rings[1]).map(\.name) == ["fill", "focusRing"])
        let finding = try Self.contrast(cell)
        #expect(finding.passed)
        #expect(abs(finding.measured - 5.1921) < 1e-4, "\(finding.measured)")
        #expect(finding.foreground?.hex == "#0969da" && finding.background?.hex == "#ffffff")
        #expect(finding.message.contains("focusRing #0969da against focusRing.inner #ffffff 5.19:1, focusRing.inner #ffffff against fill #1f883d 4.51:1"))
        // A blue and a green pair: the blue ring meets the green ring inside (1.3933:1), the green ring the green fill
        // (1.2126:1); neither reaches 3:1, though the blue meets the page at 5.19:1 outside.
        let greens = try Self.contrast(try FocusRingFixtures.cell(FocusRingFixtures.insetPairBothGreen))
        #expect(!greens.passed && abs(greens.measured - 1.3933) < 1e-4, "\(greens.measured)")
    }

    /// An outer halo: the yellow ring alone fails on white (1.0738:1). With its black halo, the yellow ring meets the
    /// green fill inside (4.2080:1) and the black ring outside (19.556:1); the black ring meets the yellow (19.556:1)
    /// and the page (21:1): the pair passes at 19.556:1.
    @Test func anOuterHaloCountsAsTheSecondColor() throws {
        let cell = try FocusRingFixtures.cell(FocusRingFixtures.haloPair)
        let indicator = FocusIndicator(cell: cell)
        #expect(!indicator.liesOverButton && indicator.reach == 4)
        let finding = try Self.contrast(cell)
        #expect(finding.passed && abs(finding.measured - 19.556) < 1e-3, "\(finding.measured)")
        let alone = try Self.contrast(try FocusRingFixtures.cell(##"{ color: "#ffff00", width: 2, offset: 0 }"##))
        #expect(!alone.passed && abs(alone.measured - 1.0738) < 1e-4)
    }

    /// A black ring over a #767676 border and a white fill covers the border whole (offset −2, width 2, border 1): it
    /// meets the white fill inside and the white page outside (21:1), never the border it covers (4.6233:1).
    @Test func aRingOverTheWholeBorderMeetsTheFillAndThePage() {
        let ring = FocusIndicator.Ring(name: "focusRing", color: .black, from: -2, to: 0)
        let indicator = FocusIndicator(rings: [ring], surface: .white, border: Color(red8: 0x76, green8: 0x76, blue8: 0x76),
                                       borderWidth: 1, fill: .white)
        #expect(indicator.beneath(ring).map(\.beneath) == [.border, .fill])
        #expect(indicator.adjacent(to: ring).map(\.name) == ["fill", "surface"])
        let finding = FocusRingContrastRule().evaluate(cell: sampleCell, indicator: indicator, tokens: [])
        #expect(finding.measured == 21 && finding.passed)
    }

    /// Focus Appearance counts the pixels of both rings that change by 3:1: here only the white inner band.
    @Test func focusAppearanceCountsTheSecondRing() throws {
        let cell = try FocusRingFixtures.cell(FocusRingFixtures.insetPair)
        let input = FocusAppearanceRule.Input(cell: cell, width: 80)
        #expect(input.companion?.name == "focusRing.inner")
        let finding = FocusAppearanceRule().evaluate(cell: sampleCell, input, tokens: [])
        #expect(abs(finding.measured - input.shape.band(from: -3, to: -2)) < 1e-9, "\(finding.measured)")
        #expect(finding.message.hasPrefix("The focus ring and focusRing.inner cover"))
    }

    @Test func bothSecondRingsAreAnError() throws {
        let yaml = FocusRingFixtures.yaml(ring: ##"{ color: "#0969da", inner: { color: "#ffffff" }, outer: { color: "#000000" } }"##)
        #expect(throws: (any Error).self) { try ComponentDefinitionParser.parse(yaml: yaml, file: "primer.yaml") }
    }
}

extension FocusRingsAsDrawnTests {
    /// The dump lists the second ring after the cell's colors, with where it is written.
    @Test func theDumpListsTheSecondRing() throws {
        let dump = try FocusRingFixtures.matrix(FocusRingFixtures.insetPair).textDump()
        #expect(dump.contains("  focusRing.inner  #ffffff  literal  primer.yaml:3:"))
        #expect(dump.contains("  focusRing.inner width 1  literal  primer.yaml:3:"))
    }
}
