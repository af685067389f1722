import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// Color modifiers against the values Tokens Studio's own transforms compute.
/// Source: tokens-studio/sd-transforms test/spec/color-modifiers/transformColorModifiers.spec.ts
/// (colorjs.io prints 5 significant digits; `none` hues are NaN here).
@Suite struct TokensStudioColorModifierTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var base: String
        var kind: TokensStudioColorModifier.Kind
        var amount: String
        var space: TokensStudioColorModifier.Space
        var mix: String?
        var expected: (Double, Double, Double)
        var alpha: Double = 1
        var testDescription: String { "\(kind) \(amount) \(space) of \(base)\(mix.map { " with \($0)" } ?? "")" }
    }

    static let red = "#C14242"
    static let cases: [Case] = {
        var cases: [Case] = []
        for amount in ["0.2", "0.5 - 0.3"] {
            cases += [
                Case(base: red, kind: .lighten, amount: amount, space: .hsl, expected: (0, 50.598, 60.627)),
                Case(base: red, kind: .lighten, amount: amount, space: .lch, expected: (57.685, 47.48, 29.704)),
                Case(base: red, kind: .lighten, amount: amount, space: .p3, expected: (0.76016, 0.43532, 0.42213)),
                Case(base: red, kind: .lighten, amount: amount, space: .srgb, expected: (0.80549, 0.40706, 0.40706)),
                Case(base: red, kind: .darken, amount: amount, space: .hsl, expected: (0, 50.598, 40.627)),
                Case(base: red, kind: .darken, amount: amount, space: .lch, expected: (37.685, 47.48, 29.704)),
                Case(base: red, kind: .darken, amount: amount, space: .p3, expected: (0.56016, 0.23532, 0.22213)),
                Case(base: red, kind: .darken, amount: amount, space: .srgb, expected: (0.60549, 0.20706, 0.20706)),
                Case(base: red, kind: .alpha, amount: amount, space: .hsl, expected: (0, 50.598, 50.784), alpha: 0.2),
                Case(base: red, kind: .alpha, amount: amount, space: .lch, expected: (47.107, 59.35, 29.704), alpha: 0.2),
                Case(base: red, kind: .alpha, amount: amount, space: .p3, expected: (0.7002, 0.29415, 0.27766), alpha: 0.2),
                Case(base: red, kind: .alpha, amount: amount, space: .srgb, expected: (0.75686, 0.25882, 0.25882), alpha: 0.2),
            ]
        }
        cases += [
            Case(base: "#000000", kind: .mix, amount: "0.5", space: .hsl, mix: "#FFFFFF", expected: (.nan, 0, 50)),
            Case(base: "#000000", kind: .mix, amount: "0.5", space: .lch, mix: "#FFFFFF", expected: (50, 0, .nan)),
            Case(base: "#000000", kind: .mix, amount: "0.5", space: .p3, mix: "#FFFFFF", expected: (0.5, 0.5, 0.5)),
            Case(base: "#000000", kind: .mix, amount: "0.5", space: .srgb, mix: "#FFFFFF", expected: (0.5, 0.5, 0.5)),
            Case(base: "#FFFFFF", kind: .mix, amount: "0.5 + 6 * 0.04", space: .hsl, mix: "#4477DD", expected: (220, 51.231, 67.933)),
            Case(base: "#FFFFFF", kind: .mix, amount: "0.5 + 6 * 0.04", space: .lch, mix: "#4477DD", expected: (63.417, 43.678, 278.69)),
            Case(base: "#FFFFFF", kind: .mix, amount: "0.5 + 6 * 0.04", space: .p3, mix: "#4477DD", expected: (0.49226, 0.60164, 0.88112)),
            Case(base: "#FFFFFF", kind: .mix, amount: "0.5 + 6 * 0.04", space: .srgb, mix: "#4477DD", expected: (0.45733, 0.60533, 0.90133)),
        ]
        return cases
    }()

    /// Agreement to colorjs.io's 5 significant digits (one unit in the last printed digit).
    static func agrees(_ value: Double, _ expected: Double) -> Bool {
        if expected.isNaN { return value.isNaN }
        guard expected != 0 else { return abs(value) < 1e-4 }
        let lastDigit = pow(10, floor(log10(abs(expected))) - 4)
        return abs(value - expected) <= lastDigit
    }

    static func modifier(_ c: Case) -> TokensStudioColorModifier {
        let amount = try? TokensStudioMath.evaluate(c.amount) { _ in nil }.get().value
        return TokensStudioColorModifier(kind: c.kind, amount: amount ?? .nan, space: c.space, mixColor: c.mix.flatMap(HexColor.parse))
    }

    static func passes(_ c: Case) -> Bool {
        guard let base = HexColor.parse(c.base) else { return false }
        let (coordinates, alpha) = modifier(c).coordinates(of: base)
        return agrees(coordinates.0, c.expected.0) && agrees(coordinates.1, c.expected.1) && agrees(coordinates.2, c.expected.2)
            && abs(alpha - c.alpha) < 1e-9
    }

    @Test(arguments: cases)
    func coordinatesInTheModifiersSpace(_ c: Case) throws {
        let base = try #require(HexColor.parse(c.base))
        let (coordinates, alpha) = Self.modifier(c).coordinates(of: base)
        #expect(Self.passes(c), "got \(coordinates) alpha \(alpha), expected \(c.expected) alpha \(c.alpha)")
    }

    /// `darken 0.2` of #C14242 printed as hex (the spec's `format: 'hex'` cases), and mix printed as hex.
    static let hexCases: [(TokensStudioColorModifier.Space, String, String, TokensStudioColorModifier.Kind, String?)] = [
        (.hsl, red, "#9c3333", .darken, nil), (.lch, red, "#983735", .darken, nil),
        (.p3, red, "#9b3535", .darken, nil), (.srgb, red, "#9a3535", .darken, nil),
        (.srgb, "#FFFFFF", "#759ae6", .mix, "#4477DD"),
    ]

    @Test func hexResults() {
        for (space, base, expected, kind, mix) in Self.hexCases {
            let amount = kind == .mix ? 0.74 : 0.2
            let modifier = TokensStudioColorModifier(kind: kind, amount: amount, space: space, mixColor: mix.flatMap(HexColor.parse))
            #expect(HexColor.parse(base).map(modifier.apply)?.hex == expected, "\(kind) in \(space)")
        }
    }

    /// `darken 0.2` of #C14242 in each space, then shown in sRGB (the spec's `format: 'srgb'` option cases).
    @Test func srgbResultsOfEverySpace() throws {
        let expected: [(TokensStudioColorModifier.Space, (Double, Double, Double))] = [
            (.hsl, (0.61184, 0.20071, 0.20071)), (.lch, (0.59525, 0.21525, 0.20979)),
            (.p3, (0.6059, 0.20775, 0.20741)), (.srgb, (0.60549, 0.20706, 0.20706)),
        ]
        let base = try #require(HexColor.parse(Self.red))
        for (space, rgb) in expected {
            let color = TokensStudioColorModifier(kind: .darken, amount: 0.2, space: space, mixColor: nil).apply(to: base)
            #expect(Self.agrees(color.red, rgb.0) && Self.agrees(color.green, rgb.1) && Self.agrees(color.blue, rgb.2),
                    "\(space): \(color) expected \(rgb)")
        }
    }

    /// How many of sd-transforms' modifier cases docgen reproduces.
    @Test func passCount() throws {
        let passed = Self.cases.filter(Self.passes).count
        print("sd-transforms color modifier cases: \(passed) passed, \(Self.cases.count - passed) failed")
        #expect(passed == Self.cases.count)
    }
}
