import DocGenSupport
import Foundation

/// CSS math functions computed where their terms share one unit (CSS Values and Units 4 § 10, "Mathematical
/// Expressions"): `calc()`, `min()`, `max()` and `clamp()` over numbers, or over lengths and times all in the same
/// unit (px with px, rem with rem). Sums need like units, a product at most one term with a unit, a quotient a
/// plain divisor. Anything else (`rem` with `vw`, `var()`, a percentage beside a length) depends on what only a
/// browser knows, and is not computed: the reason says why.
///
/// The expression is read by Tokens Studio's math parser, which has CSS's grammar of sums, products and calls.
package enum CSSCalc {
    package struct Quantity: Hashable, Sendable {
        package var value: Double
        /// nil for a plain number.
        package var unit: String?
    }

    /// The functions computed here.
    package static let functions: Set<String> = ["calc", "min", "max", "clamp"]

    package static func evaluate(_ text: String, maximumDepth: Int) -> Result<Quantity, Failure> {
        switch TokensStudioMathParser.parse(text, maximumDepth: maximumDepth) {
        case .failure(let failure): return .failure(Failure(failure.message))
        case .success(let node):
            do {
                let result = try evaluate(node)
                guard result.value.isFinite else { throw Failure("the result is not a finite number (a division by zero?)") }
                return .success(result)
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(Failure("\(error)"))
            }
        }
    }

    package struct Failure: Error, Hashable {
        package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    private static func evaluate(_ node: TokensStudioMathParser.Node) throws -> Quantity {
        switch node {
        case .quantity(let quantity): return Quantity(value: quantity.value, unit: quantity.unit)
        case .reference(let name): throw Failure("{\(name)} is a reference left in the expression")
        case .negate(let inner):
            let value = try evaluate(inner)
            return Quantity(value: -value.value, unit: value.unit)
        case .chain(let first, let rest):
            var a = try evaluate(first)
            for (operation, operand) in rest {
                let b = try evaluate(operand)
                switch operation {
                case "+", "-":
                    guard a.unit == b.unit else { throw Failure("it adds \(shown(a.unit)) and \(shown(b.unit)), which have no common size without a browser") }
                    a.value = operation == "+" ? a.value + b.value : a.value - b.value
                case "*":
                    guard a.unit == nil || b.unit == nil else { throw Failure("it multiplies \(shown(a.unit)) by \(shown(b.unit))") }
                    a = Quantity(value: a.value * b.value, unit: a.unit ?? b.unit)
                default:
                    guard b.unit == nil else { throw Failure("it divides by \(shown(b.unit)), which CSS allows only for numbers") }
                    a.value /= b.value
                }
            }
            return a
        case .call(let name, let arguments):
            let values = try arguments.map(evaluate)
            guard let first = values.first else { throw Failure("\(name)() has no arguments") }
            if let other = values.first(where: { $0.unit != first.unit }) {
                throw Failure("\(name)() compares \(shown(first.unit)) with \(shown(other.unit)), which have no common size without a browser")
            }
            let numbers = values.map(\.value)
            switch (name.lowercased(), numbers.count) {
            case ("calc", 1): return first
            case ("min", _): return Quantity(value: numbers.min() ?? first.value, unit: first.unit)
            case ("max", _): return Quantity(value: numbers.max() ?? first.value, unit: first.unit)
            case ("clamp", 3): return Quantity(value: max(numbers[0], min(numbers[1], numbers[2])), unit: first.unit)
            default: throw Failure("docgen does not compute \(name)() with \(numbers.count) argument\(numbers.count == 1 ? "" : "s")")
            }
        }
    }

    private static func shown(_ unit: String?) -> String { unit.map { "a value in \($0)" } ?? "a plain number" }
}
