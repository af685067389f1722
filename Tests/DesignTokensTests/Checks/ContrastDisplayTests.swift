import Testing
@testable import DesignTokens
import DocGenTestSupport

/// Contrast values as the reports show them: truncated, never rounded up, so that a failing value never reads as
/// passing. The values themselves: the token engine's `APCAContrastTests` and `WCAGContrastTests`.
@Suite struct ContrastDisplayTests {
    /// apca-w3 README, "Font Size Array": the example contrast of white on #888 is -68.541, truncated.
    @Test func readmeExampleTruncates() {
        let lc = APCAContrast.lightnessContrast(text: .white, background: hex("#888"))
        #expect(lc.truncatedForDisplay(places: 3) == "-68.541")
        #expect(lc.truncatedForDisplay() == "-68.54")
    }

    /// wcag.eu, "Use enough contrast for text": #777777 on #FFFFFF is 4.47:1 and must not be rounded up to pass.
    @Test func grayJustUnderTheThresholdFailsAndShowsTruncated() {
        let ratio = WCAGContrast.ratio(hex("#777777"), .white)
        #expect(ratio < 4.5)
        #expect(abs(ratio - 4.478089453577214) < 1e-12)
        #expect(ratio.truncatedForDisplay() == "4.47")
    }
}
