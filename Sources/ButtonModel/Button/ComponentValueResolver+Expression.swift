import DesignTokens
import DocGenSupport

/// Evaluates a `ComponentExpression` with its units checked: a length plus or minus a length, a length times or
/// divided by a plain number, a length divided by a length (a plain number). Every token read is kept as provenance.
extension ComponentValueResolver {
    /// A value with its unit: a length in points, or a plain number.
    private struct Quantity {
        var value: Double
        var isLength: Bool
    }

    /// The expression's value (a length or a plain number; only a plain number where `length` is false), its tokens
    /// and their alias hops listed, `written` the expression as written and `location` the place of the value in the
    /// component file; `nil` with an error otherwise.
    package mutating func evaluate(_ expression: ComponentExpression, at location: SourceLocation, length: Bool = true) -> ResolvedPart<Double>? {
        var tokens: [TokenPath] = []
        guard let result = quantity(expression.root, in: expression, at: location, reading: &tokens) else { return nil }
        guard length || !result.isLength else {
            fail(expression, "gives a length where a plain number belongs", "divide the length by a length (\"{a} / {b}\")", at: location)
            return nil
        }
        guard result.value.isFinite else {
            fail(expression, "does not give a finite number", "keep the operands within a few thousand points", at: location)
            return nil
        }
        var seen: Set<TokenPath> = []
        let read = tokens.filter { seen.insert($0).inserted }
        // The value is as uncertain as any token it reads.
        return ResolvedPart(value: result.value, declared: result.value, tokens: read, location: location, written: expression.text)
            .uncertain(read.flatMap { self.tokens[$0]?.uncertainties ?? [] })
    }

    private mutating func quantity(_ node: ComponentExpression.Node, in expression: ComponentExpression, at location: SourceLocation,
                                   reading tokens: inout [TokenPath]) -> Quantity? {
        switch node {
        case .length(let value): return Quantity(value: value, isLength: true)
        case .number(let value): return Quantity(value: value, isLength: false)
        case .token(let path):
            guard let part = number(ComponentValue(.token(path), location: location)) else { return nil }
            tokens += part.tokens
            let isLength = self.tokens[path]?.value.dimension != nil
            return Quantity(value: part.value, isLength: isLength)
        case .negate(let inner):
            guard let value = quantity(inner, in: expression, at: location, reading: &tokens) else { return nil }
            return Quantity(value: -value.value, isLength: value.isLength)
        case .binary(let op, let leftNode, let rightNode):
            guard let left = quantity(leftNode, in: expression, at: location, reading: &tokens),
                  let right = quantity(rightNode, in: expression, at: location, reading: &tokens) else { return nil }
            let part = Self.text(of: node)
            switch op {
            case .add, .subtract:
                guard left.isLength == right.isLength else {
                    fail(expression, "\(op == .add ? "adds" : "subtracts") a length and a plain number in '\(part)'",
                         "give the number a unit (4px), or multiply a length by it", at: location)
                    return nil
                }
                return Quantity(value: op == .add ? left.value + right.value : left.value - right.value, isLength: left.isLength)
            case .multiply:
                guard !(left.isLength && right.isLength) else {
                    fail(expression, "multiplies two lengths in '\(part)', which gives an area, not a length",
                         "multiply a length by a plain number (\"{space.4} * 2\")", at: location)
                    return nil
                }
                return Quantity(value: left.value * right.value, isLength: left.isLength || right.isLength)
            case .divide:
                guard right.value != 0 else {
                    fail(expression, "divides by zero in '\(part)'", "divide by a value that is not zero, or check the divisor's tokens",
                         at: location)
                    return nil
                }
                guard left.isLength || !right.isLength else {
                    fail(expression, "divides a plain number by a length in '\(part)'",
                         "divide a length by a number (a length), or a length by a length (a plain number)", at: location)
                    return nil
                }
                return Quantity(value: left.value / right.value, isLength: left.isLength && !right.isLength)
            }
        }
    }

    private mutating func fail(_ expression: ComponentExpression, _ problem: String, _ hint: String, at location: SourceLocation) {
        errors.append(ComponentError(.expressionValue(String(expression.text.prefix(80)), problem: problem, hint: hint), at: location))
    }

    /// A sub-expression as text, for an error: `{a} - 2`.
    private static func text(of node: ComponentExpression.Node) -> String {
        switch node {
        case .length(let value): "\(value.formattedForDisplay)px"
        case .number(let value): value.formattedForDisplay
        case .token(let path): "{\(path)}"
        case .negate(let inner): "-" + text(of: inner)
        case .binary(let op, let left, let right): "\(operand(left)) \(op.rawValue) \(operand(right))"
        }
    }

    private static func operand(_ node: ComponentExpression.Node) -> String {
        if case .binary = node { return "(\(text(of: node)))" }
        return text(of: node)
    }
}
