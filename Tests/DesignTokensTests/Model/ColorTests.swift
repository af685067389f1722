import Testing
@testable import DesignTokens
@testable import DocGenSupport

@Suite struct ColorTests {
    @Test func hexRoundsEachChannel() {
        #expect(Color(red8: 0x0b, green8: 0x5f, blue8: 0xff).hex == "#0b5fff")
        #expect(Color(red: 1, green: 1, blue: 1, alpha: 0.5).hex == "#ffffff80")
    }

    /// Source-over compositing as CSS Compositing Level 1 defines it: 50% black over white is #808080.
    @Test func halfBlackOverWhiteIsMidGray() {
        let result = Color(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: .white)
        #expect(result.hex == "#808080")
        #expect(result.alpha == 1)
    }
}
