import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

@Suite struct WCAGContrastTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let foreground: String
        let background: String
        /// The ratio as the source publishes it, rounded to two decimals.
        let published: Double
        let source: String
        var testDescription: String { "\(foreground) on \(background) (\(source))" }
    }

    @Test(arguments: [
        Pair(foreground: "#000000", background: "#ffffff", published: 21.00,
             source: "WCAG 2.2, definition of contrast ratio: ratios range from 1:1 to 21:1"),
        Pair(foreground: "#ffffff", background: "#ffffff", published: 1.00,
             source: "WCAG 2.2, definition of contrast ratio: ratios range from 1:1 to 21:1"),
        Pair(foreground: "#777777", background: "#ffffff", published: 4.48, source: "WebAIM Contrast Checker"),
        Pair(foreground: "#767676", background: "#ffffff", published: 4.54,
             source: "WebAIM Contrast Checker: the lightest gray that meets 4.5:1 on white"),
        Pair(foreground: "#595959", background: "#ffffff", published: 7.00,
             source: "WebAIM Contrast Checker: the lightest gray that meets 7:1 on white"),
        Pair(foreground: "#0000ff", background: "#ffffff", published: 8.59, source: "WebAIM Contrast Checker, its default pair"),
        Pair(foreground: "#999999", background: "#ffffff", published: 2.85, source: "WebAIM Contrast Checker"),
    ])
    func publishedPairs(_ pair: Pair) {
        let ratio = WCAGContrast.ratio(hex(pair.foreground), hex(pair.background))
        #expect((ratio * 100).rounded() / 100 == pair.published)
        #expect(WCAGContrast.ratio(hex(pair.background), hex(pair.foreground)) == ratio, "the ratio does not depend on order")
    }

    /// WCAG 2.2 relative luminance: black is 0, white is 1.
    @Test func luminanceEndpoints() {
        #expect(WCAGContrast.relativeLuminance(.black) == 0)
        #expect(abs(WCAGContrast.relativeLuminance(.white) - 1) < 1e-12)
    }

    /// WCAG 2.2 definition of relative luminance, note: the threshold was 0.03928 before May 2021 and is 0.04045
    /// now, "no practical effect": no 8-bit channel value falls between the two, so every luminance agrees.
    @Test func oldAndNewThresholdsAgreeOnEveryEightBitValue() {
        #expect(WCAGContrast.linearThreshold == 0.04045)
        for value in 0...255 {
            let channel = Double(value) / 255
            let current = channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
            let before2021 = channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
            #expect(current == before2021, "channel \(value)")
            let gray = Color(red8: UInt8(value), green8: UInt8(value), blue8: UInt8(value))
            #expect(abs(WCAGContrast.relativeLuminance(gray) - current) < 1e-12, "channel \(value)")
        }
    }

    /// CSS Compositing Level 1 source-over: #00000066 (40% black) over white paints #999999, whose ratio
    /// on white is WebAIM's 2.85:1.
    @Test func translucentForegroundIsCompositedFirst() {
        let translucent = WCAGContrast.ratio(foreground: hex("#00000066"), background: .white)
        #expect(abs(translucent - WCAGContrast.ratio(hex("#999999"), .white)) < 1e-9)
        #expect(WCAGContrast.ratio(hex("#00000066"), .white) != translucent, "the plain ratio ignores alpha")
    }

    /// A fully transparent foreground shows the background: 1:1.
    @Test func transparentForegroundHasNoContrast() {
        #expect(WCAGContrast.ratio(foreground: .transparent, background: hex("#1d4ed8")) == 1)
    }
}
