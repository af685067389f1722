import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import ButtonModelTestSupport

/// A focus ring is measured against the colors adjacent to it once drawn (WCAG 2.2 SC 1.4.11, "adjacent colors";
/// https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html), never the border it covers.
///
/// Primer's numbers are its built CSS in Tests/DocGenEndToEndTests/Fixtures/public/primer
/// (dist/css/functional/themes/light.css and dark.css): `--focus-outlineColor` `#0969da` / `#1f6feb`,
/// `--button-primary-bgColor-rest` `#1c8e75` / `#238636`, `--button-primary-borderColor-rest` `#1f232826` /
/// `#f0f6fc1a`, `--bgColor-default` `#ffffff` / `#0d1117`; its Button (site/button.component.yaml there) draws the ring
/// 2 px wide at offset −2 over a 1 px border, as Primer CSS's `outline: 2px solid; outline-offset: -2px`.
/// Ratios worked by hand with the WCAG 2.2 relative luminance: L(#0969da) = 0.15223, L(#1c8e75) = 0.20877, so the
/// light ring is 1.2796:1 on the fill and 5.1921:1 on the page; the border it covers (#1f232826 over #1c8e75, about
/// #1c7e6a) would give 1.0488:1. Dark: #1f6feb on #238636 is 1.0007:1, on #0d1117 4.0838:1.
@Suite struct FocusRingAdjacencyTests {
    static func primerCell(ring: String, fill: String, border: String, page: String) throws -> StateCell {
        let yaml = """
            system: Primer
            component: Button
            focusRing: { color: "\(ring)", width: 2, offset: -2 }
            surfaces: { page: "\(page)" }
            states:
              rest: {}
              focus: { fallback: rest, focused: true }
            sizes:
              medium: { height: 32, paddingX: 12, fontSize: 14, cornerRadius: 6, borderWidth: 1 }
            variants:
              primary:
                text: Merge
                surface: page
                colors: { background: "\(fill)", label: "#ffffff", border: "\(border)" }
            """
        let matrix = try StateMatrixBuilder.build(try ComponentDefinitionParser.parse(yaml: yaml, file: "primer.yaml"),
                                                  tokenSets: [TestTokenSet(theme: "light").tokenSet])
        return try #require(matrix.cell(variant: "primary", size: "medium", state: "focus", theme: "light"))
    }

    static func contrast(_ cell: StateCell) throws -> Finding {
        try #require(MatrixChecker().findings(for: cell, narrowestWidth: 80).first { $0.rule == .focusRingContrast })
    }

    @Test func primersRingOverItsBorderIsMeasuredAgainstTheFillAndThePage() throws {
        let cell = try Self.primerCell(ring: "#0969da", fill: "#1c8e75", border: "#1f232826", page: "#ffffff")
        let indicator = FocusIndicator(cell: cell)
        #expect(indicator.beneath(indicator.rings[0]).map(\.beneath) == [.border, .fill])
        #expect(indicator.adjacent(to: indicator.rings[0]).map(\.name) == ["fill", "surface"])
        let finding = try Self.contrast(cell)
        #expect(abs(finding.measured - 1.2796) < 1e-4, "\(finding.measured)")
        #expect(finding.background?.hex == "#1c8e75" && !finding.passed)
        #expect(finding.message == "Focus ring #0969da, drawn inside the button's edge, against fill #1c8e75 has contrast 1.27:1, "
            + "below the 3:1 a focus indicator needs (WCAG 2.2 SC 1.4.11).")
        #expect(!finding.message.contains("border"))
        // The border's token is no longer what the ring is measured against; the fill's is.
        #expect(!finding.tokens.contains { $0.role == "border" })
    }

    @Test func primersDarkRingMeetsTheFillAndThePage() throws {
        let cell = try Self.primerCell(ring: "#1f6feb", fill: "#238636", border: "#f0f6fc1a", page: "#0d1117")
        let finding = try Self.contrast(cell)
        #expect(abs(finding.measured - 1.0007) < 1e-4, "\(finding.measured)")
        #expect(finding.background?.hex == "#238636")
    }

    static let border = Color(red8: 0x76, green8: 0x76, blue8: 0x76)
    static let fill = Color(red8: 0x1f, green8: 0x88, blue8: 0x3d)

    /// What a 2 px black ring meets at each offset over a 1 px #767676 border on a green fill, on a white page.
    @Test(arguments: [
        (-2.0, 1.0, ["fill", "surface"]),   // over the whole border: the fill inside, the page outside
        (0.0, 1.0, ["border", "surface"]),  // right against the edge: the border inside
        (2.0, 1.0, ["surface", "surface"]), // clear of the button: the page alone
        (-1.0, 2.0, ["border", "surface"]), // over half of a 2 px border: its uncovered part inside
        (-3.0, 2.0, ["fill", "border"]),    // inside a 2 px border, over half of it: its uncovered part outside
    ])
    func whatARingMeetsAtEachOffset(offset: Double, borderWidth: Double, names: [String]) {
        let ring = FocusIndicator.Ring(name: "focusRing", color: .black, from: offset, to: offset + 2)
        let indicator = FocusIndicator(rings: [ring], surface: .white, border: Self.border, borderWidth: borderWidth, fill: Self.fill)
        let adjacent = indicator.adjacent(to: ring)
        #expect(adjacent.map(\.name) == names)
        let colors: [String: Color] = ["fill": Self.fill, "border": Self.border, "surface": .white]
        #expect(adjacent.map(\.color) == names.map { colors[$0]! })
    }

    /// Over the whole border a black ring is 21:1 against the white page and 4.6473:1 against the green fill (L = 0.18237), never the
    /// 4.6233:1 of the border it covers; at offset 0 it meets that border and measures 4.6233:1.
    @Test func theRatioFollowsTheNeighbours() {
        func measured(_ offset: Double) -> Double {
            let ring = FocusIndicator.Ring(name: "focusRing", color: .black, from: offset, to: offset + 2)
            let indicator = FocusIndicator(rings: [ring], surface: .white, border: Self.border, borderWidth: 1, fill: Self.fill)
            return FocusRingContrastRule().evaluate(cell: sampleCell, indicator: indicator, tokens: []).measured
        }
        #expect(abs(measured(-2) - 4.6473) < 1e-4, "\(measured(-2))")
        #expect(abs(measured(0) - 4.6233) < 1e-4, "\(measured(0))")
        #expect(measured(2) == 21)
    }

    /// A translucent ring's pixels are its color over what it covers on each side: over the green fill at its inner
    /// edge, over the border at its outer edge.
    @Test func aTranslucentRingIsCompositedOverWhatItCoversOnEachSide() {
        let ring = FocusIndicator.Ring(name: "focusRing", color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), from: -2, to: 0)
        let indicator = FocusIndicator(rings: [ring], surface: .white, border: Self.border, borderWidth: 1, fill: Self.fill)
        #expect(indicator.adjacent(to: ring).map(\.under) == [Self.fill, Self.border])
    }
}
