import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenTestSupport

/// Numbers with exponents, in `calc()` and in CSS values. Source: CSS Syntax Module Level 3 § 4.3.12 ("Consume a
/// number": digits, an optional `.` and digits, then an optional `e` or `E`, an optional sign and digits) and
/// § 4.3.3 (a dimension is a number followed by a unit, so `1em` is one em, not an exponent), CSS Values and Units 4
/// § 10 for `calc()`.
@Suite struct CSSNumberExponentTests {
    @Test(arguments: [
        ("calc(1e3px * 2)", 2_000.0, "px"),
        ("calc(1E-2 * 100)", 1.0, nil),
        ("calc(2.5e+1px + 5px)", 30.0, "px"),
        ("calc(1e3)", 1_000.0, nil),
        ("min(1e1px, 2e1px)", 10.0, "px"),
        ("calc(1em * 2)", 2.0, "em"),
        ("calc(2e * 3)", 6.0, "e"),
    ] as [(String, Double, String?)])
    func calcReadsExponents(text: String, value: Double, unit: String?) {
        let result = CSSCalc.evaluate(text, maximumDepth: 32)
        #expect(result == .success(CSSCalc.Quantity(value: value, unit: unit)), "\(text)")
    }

    @Test(arguments: [
        ("12", 12.0, nil), ("+12", 12.0, nil), ("-12", -12.0, nil), ("1.5", 1.5, nil), (".5", 0.5, nil),
        ("1e3", 1_000.0, nil), ("1E-2", 0.01, nil), ("2.5e+1px", 25.0, "px"), ("-1.2e-1rem", -0.12, "rem"), ("1em", 1.0, "em"),
    ] as [(String, Double, String?)])
    func quantitiesReadExponents(text: String, value: Double, unit: String?) {
        #expect(TokensStudioQuantity.parse(text) == TokensStudioQuantity(value, unit), "\(text)")
        #expect(CSSNumber.parse(text).map { [$0.value] } == [value], "\(text)")
        #expect(CSSNumber.parse(text)?.unit == (unit ?? ""), "\(text)")
    }

    @Test func anExponentNeedsDigits() {
        #expect(TokensStudioMathParser.exponentLength(Array("e3px")[...]) == 2)
        #expect(TokensStudioMathParser.exponentLength(Array("E-2")[...]) == 3)
        #expect(TokensStudioMathParser.exponentLength(Array("em")[...]) == 0)
        #expect(TokensStudioMathParser.exponentLength(Array("e+")[...]) == 0)
        #expect(TokensStudioMathParser.exponentLength(Array("e-x")[...]) == 0)
    }

    @Test func aTokenWithAnExponentInCalcIsComputed() throws {
        let (result, _) = try TokenFixtures.load(json: #"""
        {"space": {"$type": "dimension", "big": {"$value": "calc(1e3px * 2)"}, "tiny": {"$value": "calc(2.5e+1px - 1E1px)"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "space.big")]?.value == .dimension(Dimension(2_000, .px)))
        #expect(result.only[TokenPath(dotted: "space.tiny")]?.value == .dimension(Dimension(15, .px)))
    }

    @Test func aCSSValueWithAnExponentIsCompared() {
        #expect(CSSValueMatch.compare(.dimension(Dimension(1_000, .px)), css: "1e3px") == .same("1000px"))
        #expect(CSSValueMatch.compare(.number(0.01), css: "1E-2") == .same("0.01"))
    }
}
