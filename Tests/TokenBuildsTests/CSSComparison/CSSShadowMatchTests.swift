import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// Shadows compared with a built `box-shadow` layer by layer. The values are GitHub Primer's
/// (`@primer/primitives` 8.2.3, `dist/css/functional/themes/light.css`): `--button-default-shadow-resting:
/// 0px 1px 0px 0px #1f23280a`, the layer `{color: black, alpha: 0.04, offsetX: 0px, offsetY: 1px, …}`.
@Suite struct CSSShadowMatchTests {
    private func layer(_ color: String, _ x: Double, _ y: Double, _ blur: Double, _ spread: Double, inset: Bool = false) throws -> TokenValue {
        .composite(["color": .color(try #require(CSSColorValue.parse(color))), "offsetX": .dimension(Dimension(x)), "offsetY": .dimension(Dimension(y)),
                    "blur": .dimension(Dimension(blur)), "spread": .dimension(Dimension(spread)), "inset": .keyword(inset ? "true" : "false")])
    }

    @Test func aLayerWithTheSameColorAndLengthsIsTheSame() throws {
        let resting = try layer("#1f23280a", 0, 1, 0, 0)
        #expect(CSSValueMatch.compare(resting, css: "0px 1px 0px 0px #1f23280a") == .same("0px 1px 0px 0px #1f23280a"))
        // Any order CSS allows, left-out lengths as 0, rgba() with its spaces, rem at 16 px.
        #expect(CSSValueMatch.compare(resting, css: "rgba(31, 35, 40, 0.04) 0 0.0625rem") == .same("0px 1px 0px 0px #1f23280a"))
    }

    /// The alpha is part of the color: a layer read without Primer's `alpha` is opaque, and that is a difference.
    @Test func theAlphaOfALayersColorCounts() throws {
        #expect(CSSValueMatch.compare(try layer("#1f2328", 0, 1, 0, 0), css: "0px 1px 0px 0px #1f23280a") == .different("0px 1px 0px 0px #1f23280a"))
    }

    @Test func insetAndEachLengthCount() throws {
        let selected = try layer("#002d114d", 0, 1, 0, 0, inset: true)
        #expect(CSSValueMatch.compare(selected, css: "inset 0px 1px 0px 0px #002d114d") == .same("inset 0px 1px 0px 0px #002d114d"))
        #expect(CSSValueMatch.compare(selected, css: "0px 1px 0px 0px #002d114d") == .different("0px 1px 0px 0px #002d114d"))
        #expect(CSSValueMatch.compare(selected, css: "inset 0px 2px 0px 0px #002d114d") == .different("inset 0px 2px 0px 0px #002d114d"))
    }

    /// A list compares layer by layer, in order; a layer more or fewer is a difference.
    @Test func listsCompareLayerByLayer() throws {
        let floating = TokenValue.list([try layer("#d0d7de", 0, 0, 0, 1), try layer("#424a533d", 0, 40, 80, 0)])
        #expect(CSSValueMatch.compare(floating, css: "0px 0px 0px 1px #d0d7de, 0px 40px 80px 0px #424a533d")
                == .same("0px 0px 0px 1px #d0d7de, 0px 40px 80px 0px #424a533d"))
        #expect(CSSValueMatch.compare(floating, css: "0px 0px 0px 1px #d0d7de") == .different("0px 0px 0px 1px #d0d7de"))
    }

    /// What a stylesheet alone cannot tell is not compared, with the reason: a layer without a color (currentcolor),
    /// a length in em.
    @Test func whatCannotBeReadIsNotCompared() throws {
        let resting = try layer("#1f23280a", 0, 1, 0, 0)
        for css in ["0px 1px 0px 0px", "0 1em 0 0 #1f23280a", "0px 1px 0px 0px 3px #1f23280a"] {
            guard case .notCompared(let reason) = CSSValueMatch.compare(resting, css: css) else { Issue.record("\(css) compared"); continue }
            #expect(reason.contains("is not a CSS box-shadow docgen reads"))
        }
    }
}
