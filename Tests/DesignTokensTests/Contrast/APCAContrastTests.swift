import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

@Suite struct APCAContrastTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let text: String
        let background: String
        let lc: Double
        var testDescription: String { "\(text) on \(background)" }
    }

    /// The reference pairs of Myndex/apca-w3 `test/index.js` (library 0.1.8, constants 0.0.98G-4g), which
    /// checks `calcAPCA(text, background)` for exact equality with these values. `#0006` is 40% black,
    /// alpha-blended over white before measuring.
    @Test(arguments: [
        Pair(text: "#888", background: "#fff", lc: 63.056469930209424),
        Pair(text: "#fff", background: "#888", lc: -68.54146436644962),
        Pair(text: "#000", background: "#aaa", lc: 58.146262578561334),
        Pair(text: "#aaa", background: "#000", lc: -56.24113336839742),
        Pair(text: "#123", background: "#def", lc: 91.66830811481631),
        Pair(text: "#def", background: "#123", lc: -93.06770049484275),
        Pair(text: "#123", background: "#444", lc: 8.32326136957393),
        Pair(text: "#444", background: "#123", lc: -7.526878460278154),
        Pair(text: "#0006", background: "#fff", lc: 54.62184067441377),
    ])
    func referencePairs(_ pair: Pair) {
        let lc = APCAContrast.lightnessContrast(text: hex(pair.text), background: hex(pair.background))
        #expect(abs(lc - pair.lc) < 1e-9, "got \(lc)")
    }

    /// apca-w3 `APCAcontrast`: identical colors, and luminances closer than deltaYmin, give 0.
    @Test func equalColorsGiveZero() {
        #expect(APCAContrast.lightnessContrast(text: hex("#777"), background: hex("#777")) == 0)
        #expect(APCAContrast.lightnessContrast(textLuminance: 0.5, backgroundLuminance: 0.5004) == 0)
    }

    /// apca-w3 `APCAcontrast`: luminances outside 0...1.1 are input errors and give 0.
    @Test func outOfRangeLuminanceGivesZero() {
        #expect(APCAContrast.lightnessContrast(textLuminance: -0.1, backgroundLuminance: 1) == 0)
        #expect(APCAContrast.lightnessContrast(textLuminance: 0, backgroundLuminance: 1.2) == 0)
        #expect(APCAContrast.lightnessContrast(textLuminance: .nan, backgroundLuminance: 1) == 0)
    }

    /// apca-w3 `sRGBtoY`: a plain 2.4 power curve with the sRGB coefficients 0.2126729, 0.7151522, 0.0721750.
    @Test func screenLuminanceUsesSimpleExponent() {
        let gray = hex("#888")
        let expected = (0.2126729 + 0.7151522 + 0.0721750) * pow(136.0 / 255, 2.4)
        #expect(abs(APCAContrast.screenLuminance(gray) - expected) < 1e-15)
        #expect(abs(APCAContrast.screenLuminance(.white) - 1.0000001) < 1e-12)
    }
}
