import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// Primer's `mix` beside `$value`, computed as Primer's build computes it (`src/transformers/utilities/mix.ts`, Sass's
/// `mix()` with the weight given to the mix color). Each case is a token of `@primer/primitives` 8.2.3 as a fork
/// commits it with its own build (ProjectProvenance/primer-primitives 374187744ad7, the fixture
/// `Fixtures/public/primer/` of the end-to-end tests): the two colors docgen resolves, the weight in the source, and
/// the value in the committed `dist/css/functional/themes/*.css`.
@Suite struct PrimerColorMixTests {
    private func mix(_ first: String, _ second: String, _ weight: Double) throws -> String {
        let color = try #require(CSSColorValue.parse(first)), other = try #require(CSSColorValue.parse(second))
        return PrimerColorMix.mixed(color, with: other, weight: weight).hex
    }

    /// control.bgColor.hover (light): neutral.0 with 20 % of neutral.2, --control-bgColor-hover.
    @Test func opaqueColorsMixChannelByChannel() throws {
        #expect(try mix("#f6f8fa", "#d0d7de", 0.2) == "#eef1f4")
        // button.primary.bgColor.disabled (dark): green.5 with 60 % of green.8.
        #expect(try mix("#238636", "#033a16", 0.6) == "#105823")
    }

    /// fgColor.danger (light): red.5 with 5 % of red.4 moves each channel by at most two levels.
    @Test func aSmallWeightMovesTheColorALittle() throws {
        #expect(try mix("#cf222e", "#fa4549", 0.05) == "#d1242f")
    }

    /// reactionButton.selected.bgColor.hover (dark): blue.4 at alpha 0.2 with 20 % of opaque blue.2. Sass corrects
    /// the weight for the alphas (the opaque color counts for more) and averages the alphas: #3a8cfd5c in Primer's CSS.
    @Test func theAlphasCorrectTheWeight() throws {
        #expect(try mix("#388bfd33", "#79c0ff", 0.2) == "#3a8cfd5c")
    }

    @Test func theEndsOfTheWeightGiveEitherColor() throws {
        #expect(try mix("#f6f8fa", "#d0d7de", 0) == "#f6f8fa")
        #expect(try mix("#f6f8fa", "#d0d7de", 1) == "#d0d7de")
    }
}
