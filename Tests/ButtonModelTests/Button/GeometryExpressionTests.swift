import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
import ButtonModelTestSupport

/// Arithmetic in component values: parsed into `ComponentExpression`, evaluated with units checked, every token read
/// kept as provenance; and the errors, each at the line and column of the value.
@Suite struct GeometryExpressionTests {
    static var tokens: TokenSet {
        var set = TestTokenSet(theme: "light")
        set.dimension("md.comp.button.touch-target", 48)
        set.dimension("md.comp.button.container-height", 40)
        set.dimension("space.zero", 0)
        set.number("scale.half", 0.5)
        set.color("color.brand", "#0b5fff")
        return set.tokenSet
    }

    static func build(size fields: String) throws -> (StateMatrix, [Diagnostic]) {
        let yaml = GeometryFixtures.yaml(size: fields)
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "button.component.yaml")
        let (matrix, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: [tokens])
        return (matrix, errors.map(\.diagnostic))
    }

    static func parseErrors(size fields: String) -> [Diagnostic] {
        do {
            _ = try ComponentDefinitionParser.parse(yaml: GeometryFixtures.yaml(size: fields), file: "button.component.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func parsesPrecedenceParenthesesUnitsAndNegation() throws {
        let parsed = try ComponentExpressionParser.parse("({a} - 2px) / 2 + -1rem * 3").get()
        #expect(parsed.root == .binary(.add, .binary(.divide, .binary(.subtract, .token("a"), .length(2)), .number(2)),
                                       .binary(.multiply, .negate(.length(16)), .number(3))))
        #expect(parsed.tokens == ["a"])
        #expect(try ComponentExpressionParser.parse("44pt - 48dp").get().root == .binary(.subtract, .length(44), .length(48)))
        #expect(try ComponentExpressionParser.parse("2.5e-1 * 1e1px").get().root == .binary(.multiply, .number(0.25), .length(10)))
        #expect(ComponentExpression.looksLikeExpression("({a} - {b}) / 2"))
        #expect(ComponentExpression.looksLikeExpression("-{a}"))
        #expect(!ComponentExpression.looksLikeExpression("{color.brand-pressed}"))
    }

    @Test func theHitSlopIsHalfTheTargetLessTheHeight() throws {
        let (matrix, errors) = try Self.build(size: #"hitSlop: { vertical: "({md.comp.button.touch-target} - {md.comp.button.container-height}) / 2" }"#)
        #expect(errors.isEmpty, "\(errors)")
        let slop = try #require(matrix.cells.first).metrics.hitSlopY
        #expect(slop.value == 4)
        #expect(slop.tokens == ["md.comp.button.touch-target", "md.comp.button.container-height"])
        #expect(slop.written == "({md.comp.button.touch-target} - {md.comp.button.container-height}) / 2")
        #expect(slop.location.path == "sizes.medium.hitSlop.vertical")
    }

    @Test func aNegatedTokenAndANegativeLiteral() throws {
        let (matrix, errors) = try Self.build(size: #"letterSpacing: "-{md.comp.button.container-height} / 40""# + "\nminWidth: -0")
        #expect(errors.isEmpty, "\(errors)")
        #expect(try #require(matrix.cells.first).metrics.letterSpacing?.value == -1)
    }

    @Test func lengthsDividedByLengthsAndScaledByNumbers() throws {
        let (matrix, errors) = try Self.build(size: #"minWidth: "{md.comp.button.touch-target} * {scale.half} + 2px * (48px / 16px)""#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(try #require(matrix.cells.first).metrics.minWidth.value == 30)
    }

    /// Each case: the size field, the error code, the message.
    static let failures: [(String, String, String)] = [
        (#"gap: "{md.comp.button.touch-target} + 4""#, "component.expression-value",
         "the expression '{md.comp.button.touch-target} + 4' adds a length and a plain number in '{md.comp.button.touch-target} + 4'"),
        (#"gap: "{md.comp.button.touch-target} / {space.zero}""#, "component.expression-value",
         "the expression '{md.comp.button.touch-target} / {space.zero}' divides by zero in '{md.comp.button.touch-target} / {space.zero}'"),
        (#"gap: "4px * 2px""#, "component.expression-value",
         "the expression '4px * 2px' multiplies two lengths in '4px * 2px', which gives an area, not a length"),
        (#"gap: "2 / 4px""#, "component.expression-value", "the expression '2 / 4px' divides a plain number by a length in '2 / 4px'"),
        (#"gap: "1e308px * 10""#, "component.expression-value", "the expression '1e308px * 10' does not give a finite number"),
        (#"gap: "{nope} * 2""#, "component.unknown-token", "token 'nope' does not exist in theme 'light'"),
        (#"gap: "{color.brand} * 2""#, "component.token-type", "token 'color.brand' is not a dimension or number"),
    ]

    @Test(arguments: failures.map(\.0)) func aBadExpressionIsAnErrorAtItsValue(_ field: String) throws {
        let (_, code, message) = try #require(Self.failures.first { $0.0 == field })
        let (_, errors) = try Self.build(size: field)
        #expect(errors.map(\.code) == [code], "\(errors)")
        #expect(errors.first?.message == message)
        #expect(errors.first?.location.path == "sizes.medium.gap")
        #expect(errors.first?.location.line == 10)
        #expect(errors.first?.location.column == 10)
    }

    /// An opacity is a plain number: an expression giving a length is refused, one giving a number is range-checked.
    @Test func anOpacityExpressionMustGiveAPlainNumber() throws {
        func build(_ opacity: String) throws -> (StateMatrix, [Diagnostic]) {
            let definition = try ComponentDefinitionParser.parse(yaml: GeometryFixtures.yaml(variant: "opacity: { label: \"\(opacity)\" }"),
                                                                 file: "button.component.yaml")
            let (matrix, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: [Self.tokens])
            return (matrix, errors.map(\.diagnostic))
        }
        let (matrix, fine) = try build("{scale.half} / 2")
        #expect(fine.isEmpty, "\(fine)")
        #expect(try #require(matrix.cells.first).metrics.opacity.value(of: .label) == 0.25)
        let (_, length) = try build("{md.comp.button.touch-target} / 100")
        #expect(length.map(\.message) == ["the expression '{md.comp.button.touch-target} / 100' gives a length where a plain number belongs"])
        let (_, range) = try build("{scale.half} * 4")
        #expect(range.map(\.code) == ["component.opacity-range"])
        // Material's 8 % hover layer written as a fraction of literals, and one in parentheses.
        let (literal, none) = try build("8 / 100")
        #expect(none.isEmpty, "\(none)")
        #expect(try #require(literal.cells.first).metrics.opacity.value(of: .label) == 0.08)
        let (grouped, alsoNone) = try build("(1 - 0.62)")
        #expect(alsoNone.isEmpty, "\(alsoNone)")
        #expect(abs(try #require(grouped.cells.first).metrics.opacity.value(of: .label) - 0.38) < 1e-12)
    }

    @Test func aColorCannotBeAnExpression() throws {
        let yaml = GeometryFixtures.yaml().replacingOccurrences(of: ##"background: "#0b5fff""##, with: #"background: "{color.brand} * 2""#)
        let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "button.component.yaml")
        let (_, errors) = StateMatrixBuilder.buildCollecting(definition, tokenSets: [Self.tokens])
        #expect(errors.map(\.diagnostic.message).contains("expected a color; an expression gives a length or a number here"), "\(errors)")
    }

    @Test(arguments: [
        ("gap: \"(1 + 2\"", "the expression '(1 + 2' has a '(' that is never closed"),
        ("gap: \"1 + \"", "the expression '1 +' ends where a value belongs"),
        ("gap: \"2em * 2\"", "the expression '2em * 2' has the unit 'em', which has no fixed size in points (use px, pt, dp or rem)"),
    ])
    func aMalformedExpressionIsAnErrorWhenRead(_ field: String, _ message: String) {
        let errors = Self.parseErrors(size: field)
        #expect(errors.map(\.code) == ["component.invalid-expression"], "\(errors)")
        #expect(errors.first?.message == message)
        #expect(errors.first?.location.line == 10)
    }

    /// Nesting past `maximumDepth` is refused before the parser's recursion could exhaust the stack: 100,000
    /// parentheses read in well under a second.
    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(ComponentExpressionParser.parse(deep) == .failure(.init(problem: "has 200001 characters, more than 512")))
        let nested = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        #expect(ComponentExpressionParser.parse(nested) == .failure(.init(problem: "nests deeper than 24 levels")))
        let negations = String(repeating: "-", count: 400) + "1"
        #expect(ComponentExpressionParser.parse(negations) == .failure(.init(problem: "nests deeper than 24 levels")))
    }
}
