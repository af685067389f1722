import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// The chroma-js 2.4 operations the color recipes use, against chroma-js's own test suite (gka/chroma.js tag v2.4.0,
/// `test/manipulate.test.js`, `test/mix.test.js`, `test/contrast.test.js`) and Open edX Paragon's documented outputs
/// (`tokens/README.md`, openedx/paragon b2755fbd).
@Suite struct ChromaColorTests {
    private func chroma(_ hex: String) throws -> ChromaColor {
        ChromaColor(try #require(HexColor.parse(hex)))
    }

    /// test/manipulate.test.js, "modify colors" on chroma('#ff0000').
    @Test func darkenAndBrightenMoveLabLightness() throws {
        let red = try chroma("#ff0000")
        #expect(red.darkened(1).color.hex == "#c20000")
        #expect(red.darkened(2).color.hex == "#890000")
        #expect(red.darkened(10).color.hex == "#000000")
        #expect(red.darkened(-1).color.hex == "#ff5a36") // brighten()
        #expect(red.darkened(-10).color.hex == "#ffffff")
    }

    /// test/manipulate.test.js: saturate, desaturate, desaturate more, desaturate too much.
    @Test func saturateMovesLChChroma() throws {
        let red = try chroma("#ff0000")
        #expect(red.saturated(1).color.hex == "#ff0000")
        #expect(red.saturated(-1).color.hex == "#ee3a20")
        #expect(red.saturated(-2).color.hex == "#db5136")
        #expect(red.saturated(-400).color.hex == "#7f7f7f")
    }

    /// test/mix.test.js: "alternative mix syntax" (red, blue, 0.25, 'rgb'), "rgb interpolation white <-> red", and
    /// "interpolate in lrgb" (chroma-js 2's default mode).
    @Test func mixInterpolatesChannels() throws {
        #expect(try chroma("#ff0000").mixed(with: chroma("#0000ff"), 0.25).color.hex == "#bf0040")
        #expect(try chroma("#ffffff").mixed(with: chroma("#ff0000"), 0.5).color.hex == "#ff8080")
        #expect(try chroma("#ff0000").mixedLinear(with: chroma("#0000ff"), 0.5).color.hex == "#b400b4")
    }

    /// Paragon's tokens/README.md: "`mix` … #0A3055 … otherColor #FFF, amount 0.6 … outputs #9DACBB", and
    /// "`darken` … #D4F880, amount 0.1 … outputs #CFF37B". The darken example is chroma-js's own `darken` (Lab);
    /// Paragon's transform has since replaced `darken` with Sass's HSL one (`ColorRecipeTests`).
    @Test func paragonsDocumentedOutputs() throws {
        #expect(try chroma("#0A3055").mixed(with: chroma("#FFF"), 0.6).color.hex == "#9dacbb")
        #expect(try chroma("#D4F880").darkened(0.1).color.hex == "#cff37b")
    }

    /// test/contrast.test.js: black on white is 21:1, white on white 1:1.
    @Test func contrastIsWCAGs() throws {
        #expect(try ChromaColor.contrast(chroma("#000000"), chroma("#ffffff")) == 21)
        #expect(try ChromaColor.contrast(chroma("#ffffff"), chroma("#ffffff")) == 1)
    }

    /// hex() rounds as JavaScript's Math.round (halves up) and writes alpha in 8 bits.
    @Test func hexRoundsHalvesUp() {
        #expect(ChromaColor(red: 127.5, green: 0.49, blue: 254.5, alpha: 0.5).color.hex == "#8000ff80")
    }

    /// JavaScript's `+` on a number and a string joins them as text, and `+text` reads it back.
    @Test func javaScriptTextAndNumbers() {
        #expect(ChromaColor.javaScriptText(1) == "1")
        #expect(ChromaColor.javaScriptText(0.5) == "0.5")
        #expect(ChromaColor.javaScriptNumber("0.50.35").isNaN)
        #expect(ChromaColor.javaScriptNumber("10.35") == 10.35)
    }
}
