import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// CSS color text as older token files write it. Source: CSS Color 4, § 5.1 (rgb() and its legacy comma form,
/// percentages, alpha), § 6.1 (named colors, case-insensitive), § 6.2 (transparent), § 7.1 (hsl()).
@Suite struct CSSColorTextTests {
    @Test(arguments: [
        ("rgb(255, 0, 0)", "#ff0000"), ("rgb(100% 0% 0%)", "#ff0000"), ("rgb(255 0 0 / 50%)", "#ff000080"),
        ("rgba(0, 0, 255, 0.5)", "#0000ff80"), ("hsl(120, 100%, 25%)", "#008000"), ("hsla(240, 100%, 50%, 0.5)", "#0000ff80"),
        ("hsl(-120deg 100% 50%)", "#0000ff"), ("RED", "#ff0000"), ("transparent", "#00000000"), ("teal", "#008080"),
    ])
    func reads(text: String, hex: String) {
        #expect(CSSColorText.parse(text)?.hex == hex, "\(text)")
    }

    @Test(arguments: ["rgb(1, 2)", "hsl(10%, 50%, 50%)", "notacolor", "rgb(a, b, c)", "cmyk(0, 0, 0)", "rgb(1, 2, 3"])
    func rejects(text: String) {
        #expect(CSSColorText.parse(text) == nil, "\(text)")
    }
}
