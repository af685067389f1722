import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// Each kind of value against CSS text. Sources: CSS Color 4 (§ 5.2 hex, § 5.1 rgb(), § 7.1 hsl(), § 8 hwb(),
/// § 9 lab()/lch()/oklab()/oklch() with their percentage reference ranges, § 10 color(), § 6.1 named colors;
/// its examples `oklch(62.8% 0.2577 29.23)` and `lch(54.29% 106.84 40.85)` are sRGB red; lab() and lch() are D50), CSS Values 4 (§ 6.2: 1rem is the root font size, 16px
/// by default in browsers), CSS Easing 1 § 2 (the keyword curves), CSS Fonts 4 (§ 2.2 weight keywords).
@Suite struct CSSValueMatchTests {
    static let blue = Color(red8: 9, green8: 105, blue8: 218)

    @Test(arguments: [
        "#0969da", "#0969DA", "#0969daff", "rgb(9 105 218)", "rgb(9, 105, 218)", "rgba(9,105,218,1)",
        "rgb(3.53% 41.18% 85.49%)", "hsl(212.4 92% 44.5%)", "color(srgb 0.0353 0.4118 0.8549)",
    ])
    func colorsEqualAsEightBitSRGB(css: String) {
        #expect(CSSValueMatch.compare(.color(Self.blue), css: css) == .same("#0969da"), "\(css)")
    }

    @Test(arguments: [("#0969db", "#0969db"), ("rgb(9 104 218)", "#0968da"), ("#0969dafe", "#0969dafe"), ("rgb(9 105 218 / 0.99)", "#0969dafc")])
    func oneEightBitStepIsADifference(css: String, shown: String) {
        #expect(CSSValueMatch.compare(.color(Self.blue), css: css) == .different(shown), "\(css)")
    }

    @Test(arguments: [
        ("oklch(62.8% 0.2577 29.23)", "#ff0000"), ("oklch(0.628 0.2577 29.23deg)", "#ff0000"), ("hwb(120 0% 50%)", "#008000"),
        ("lab(54.29% 80.82 69.89)", "#ff0000"), ("lch(54.29 106.84 40.85)", "#ff0000"), ("oklab(0.628 0.2249 0.1258)", "#ff0000"),
        ("color(display-p3 0 0 1 / 50%)", "#0000ff80"), ("color(xyz 0.9505 1 1.089)", "#ffffff"), ("red", "#ff0000"),
        ("transparent", "#00000000"), ("#f00", "#ff0000"),
    ])
    func cssColorFunctionsConvertAsTokensDo(css: String, hex: String) {
        #expect(CSSColorValue.parse(css)?.hex == hex, "\(css)")
    }

    @Test(arguments: ["color-mix(in srgb, red, blue)", "currentColor", "light-dark(#fff, #000)", "oklch(0.5 0.1)", "color(cmyk 0 0 0)"])
    func otherColorTextIsNotCompared(css: String) {
        guard case .notCompared(let reason) = CSSValueMatch.compare(.color(Self.blue), css: css) else { Issue.record("\(css) compared"); return }
        #expect(reason == "\"\(css)\" is not a CSS color docgen reads")
    }

    @Test(arguments: [
        (Dimension(16), "16px", true), (Dimension(16), "1rem", true), (Dimension(1, .rem), "16px", true), (Dimension(0), "0", true),
        (Dimension(16), "15px", false), (Dimension(1, .rem), "1.0625rem", false), (Dimension(1.5, Dimension.Unit(rawValue: "em")), "1.5em", true),
        (Dimension(2, .dp), "2px", true),
    ])
    func dimensionsCompareInPixels(token: Dimension, css: String, same: Bool) {
        let result = CSSValueMatch.compare(.dimension(token), css: css)
        if case .same = result { #expect(same, "\(css)") } else { #expect(!same && result != .notCompared(""), "\(css): \(result)") }
    }

    @Test func aDimensionOnePixelOffShowsPixels() {
        #expect(CSSValueMatch.compare(.dimension(Dimension(1, .rem)), css: "0.9375rem") == .different("15px"))
    }

    @Test(arguments: [(Dimension(16), "1em"), (Dimension(1, Dimension.Unit(rawValue: "em")), "16px"), (Dimension(16), "calc(1rem + 2px)"), (Dimension(50, Dimension.Unit(rawValue: "%")), "50%x")])
    func ambiguousLengthsAreNotCompared(token: Dimension, css: String) {
        guard case .notCompared = CSSValueMatch.compare(.dimension(token), css: css) else { Issue.record("\(css) compared"); return }
    }

    @Test func otherKinds() {
        #expect(CSSValueMatch.compare(.duration(TokenDuration(200)), css: "0.2s") == .same("200ms"))
        #expect(CSSValueMatch.compare(.duration(TokenDuration(200)), css: "250ms") == .different("250ms"))
        #expect(CSSValueMatch.compare(.number(1.5), css: "1.5") == .same("1.5"))
        #expect(CSSValueMatch.compare(.number(1.5), css: "1.4") == .different("1.4"))
        #expect(CSSValueMatch.compare(.fontWeight(700), css: "bold") == .same("700"))
        #expect(CSSValueMatch.compare(.fontWeight(600), css: "500") == .different("500"))
        #expect(CSSValueMatch.compare(.cubicBezier([0.42, 0, 0.58, 1]), css: "ease-in-out") == .same("cubic-bezier(0.42, 0, 0.58, 1)"))
        #expect(CSSValueMatch.compare(.cubicBezier([0.4, 0, 0.2, 1]), css: "cubic-bezier(0.4, 0, 0.6, 1)") == .different("cubic-bezier(0.4, 0, 0.6, 1)"))
        #expect(CSSValueMatch.compare(.fontFamily(["Inter", "Helvetica Neue", "sans-serif"]), css: "inter, 'Helvetica Neue',sans-serif")
                == .same("inter, Helvetica Neue, sans-serif"))
        #expect(CSSValueMatch.compare(.fontFamily(["Inter"]), css: "Roboto") == .different("Roboto"))
        #expect(CSSValueMatch.compare(.keyword("solid"), css: "SOLID") == .same("SOLID"))
        #expect(CSSValueMatch.compare(.opaque("\"Click me\""), css: "\"Click me\"") == .same("Click me"))
        #expect(CSSValueMatch.compare(.opaque("true"), css: "false") == .different("false"))
    }

    @Test func compositesAndListsAreNotComparedWithTheReason() {
        let shadow = TokenValue.composite(["color": .color(.black), "blur": .dimension(Dimension(4))])
        #expect(CSSValueMatch.compare(shadow, css: "0 0 4px #000") ==
                .notCompared("a composite value (shadow, border, typography, transition): each build writes its CSS shorthand in its own order"))
        guard case .notCompared = CSSValueMatch.compare(.list([shadow]), css: "0 0 4px #000") else { Issue.record("list compared"); return }
    }
}
