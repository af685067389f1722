import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// Tokens Studio math against the results its transforms compute.
/// Source: tokens-studio/sd-transforms test/spec/checkAndEvaluateMath.spec.ts (single-value expressions; the
/// space-separated multi-value ones are not carried over, since a DTCG dimension holds one value).
@Suite struct TokensStudioMathTests {
    /// Expression → result, or nil where Tokens Studio leaves the expression uncomputed (docgen reports it).
    static let cases: [(String, String?)] = [
        ("4 * 7", "28"), ("4 * 7px", "28px"), ("4 * 7rem", "28rem"),
        ("(15 + 20 - 17 * 8 / 3) * 7px", "-72.3333px"),
        ("4px * 7px", "28px"), ("4 * 7px * 8px", "224px"),
        ("4em + 7em", "11em"), ("4 + 7rem", nil), ("4em + 7rem", nil),
        ("4 * 7em * 8em", "224em"), ("4px * 7em", "28em"), ("1000 / 20em", nil), ("4px + 7em", nil),
        ("5px * 4px / 2px", "10px"), ("10vw + 20vw", "30vw"),
        ("2em + 20", nil), ("2em + 20px", nil), ("2pt * 4", "8pt"), ("2em * 20px", "40em"),
        ("roundTo(4 / 7, 1)", "0.6"), ("ceil(roundTo(16/1.2,0)/2)*2", "14"),
        ("roundTo(4px / 7, 1)", "0.6px"), ("ceil(roundTo(16px/1.2,0)/2)*2", "14px"),
        ("min(10px, 24px, 5px, 12px, 6px)", "5px"), ("min(10, 24, 5, 12, 6)", "5"),
        ("roundTo(4 / 7, 1) * 24", "14.4"), ("11 * 5", "55"),
        // Composite members of the same spec: typography, shadow and border.
        ("100 * 3", "300"), ("16px * 1.5", "24px"), ("2*2px", "4px"), ("2*4px", "8px"), ("2*8px", "16px"),
        ("2*6px", "12px"), ("6px / 4", "1.5px"),
        // Its `mathFractionDigits` case, with the default of 4 digits: {foo} = 5, "{foo} / 16".
        ("5 / 16", "0.3125"),
    ]

    static func evaluate(_ text: String) -> String? {
        guard case .success(let result) = TokensStudioMath.evaluate(text, reference: { _ in nil }) else { return nil }
        return result.value.formattedForDisplay + (result.unit ?? "")
    }

    @Test func sdTransformsCases() {
        var passed = 0
        for (expression, expected) in Self.cases {
            let got = Self.evaluate(expression)
            #expect(got == expected, "\(expression)")
            if got == expected { passed += 1 }
        }
        print("sd-transforms math cases: \(passed) passed, \(Self.cases.count - passed) failed")
    }

    @Test func literalsAndSingleAliasesAreNotExpressions() {
        for text in ["4px", "-4px", "16", "{space.base}", "#ff0000", "extra-bold", "rgba(0, 0, 0, 0.5)", "Arial Black"] {
            #expect(!TokensStudioMath.isExpression(text), "\(text)")
        }
        for text in ["{space.base} * 2", "{a} + {b}", "4px * 2", "-{a}", "({a} + 2) / 2"] {
            #expect(TokensStudioMath.isExpression(text), "\(text)")
        }
    }

    @Test func referencesTakeTheirTokensValues() {
        let values: [String: TokensStudioQuantity] = ["space.base": TokensStudioQuantity(4, "px"), "scale": TokensStudioQuantity(1.5)]
        let result = TokensStudioMath.evaluate("({space.base} + 2px) * {scale} - -1") { values[$0] }
        #expect(result == .success(TokensStudioQuantity(10, "px")))
    }

    @Test(arguments: [
        ("{a} *", "ends where a number"),
        ("(4 + 2", "missing )"),
        ("4 $ 2", "unexpected \"$ 2\""),
        ("4px 8px", "space-separated"),
        ("{a", "missing }"),
        ("foo(2)", "unknown function foo()"),
        ("roundTo(2, 1, 0)", "takes 1 or 2 arguments"),
        ("4 / 0", "not a finite number"),
    ])
    func malformedMathSaysWhatIsWrong(text: String, message: String) {
        guard case .failure(let failure) = TokensStudioMath.evaluate(text, reference: { _ in TokensStudioQuantity(1) }) else {
            Issue.record("\(text) evaluated")
            return
        }
        #expect(failure.message.contains(message), "\(text): \(failure.message)")
    }
}
