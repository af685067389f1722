import DocGenSupport
import Foundation

/// Evaluates Tokens Studio math the way its Style Dictionary transforms do (tokens-studio/sd-transforms,
/// `checkAndEvaluateMath`): `px` counts as a plain number and comes back on the result; one other unit may appear,
/// and it is carried through products freely, through sums and quotients only where the units agree
/// (`4em + 7em` is `11em`, `4em + 7` and `1000 / 20em` cannot be computed); two different units besides `px`
/// cannot be mixed. Results are rounded to 4 fraction digits.
package enum TokensStudioMath {
    package typealias Failure = TokensStudioMathParser.Failure

    /// Whether a string is an expression to compute, rather than a literal (`16px`) or a single alias (`{size}`).
    package static func isExpression(_ text: String) -> Bool {
        // Most values hold no operator at all: an alias or a color is turned away without parsing.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "^") })
        else { return false }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if TokensStudioQuantity.parse(trimmed) != nil { return false }
        var depth = 0, outside = "", references = 0
        for character in trimmed {
            if character == "{" { depth += 1; if depth == 1 { references += 1 }; continue }
            if character == "}" { depth = max(0, depth - 1); continue }
            if depth == 0 { outside.append(character) }
        }
        if references == 1 && outside.isEmpty { return false }
        guard references > 0 || outside.contains(where: \.isNumber) else { return false }
        return outside.contains { "+-*/^".contains($0) }
    }

    /// An expression that also parses (within the default nesting limit): the stricter test used to recognise a
    /// Tokens Studio file by its values.
    package static func isWellFormedExpression(_ text: String) -> Bool {
        guard isExpression(text), case .success = TokensStudioMathParser.parse(text) else { return false }
        return true
    }

    /// The value of `text`, nested at most `maximumDepth` levels; `reference` gives a `{name}`'s value, or nil after
    /// reporting why it has none (the result is then a failure with an empty message).
    package static func evaluate(_ text: String, maximumDepth: Int = InputLimits.Name.nestingDepth.defaultValue,
                         reference: (String) -> TokensStudioQuantity?) -> Result<TokensStudioQuantity, Failure> {
        let tree: TokensStudioMathParser.Node
        switch TokensStudioMathParser.parse(text, maximumDepth: maximumDepth) {
        case .failure(let failure): return .failure(failure)
        case .success(let node): tree = node
        }
        do {
            let resolved = try substitute(tree, reference)
            var units = Set<String>(), sawPx = false, onlyProducts = true
            collect(resolved, units: &units, sawPx: &sawPx, onlyProducts: &onlyProducts)
            if units.count > 1 {
                throw Failure(message: "mixes the units " + units.sorted().joined(separator: " and ") +
                              "; only one unit besides px can appear in an expression", position: 0)
            }
            guard let unit = units.first else {
                return .success(try finite(numeric(resolved), sawPx ? "px" : nil))
            }
            if onlyProducts { return .success(try finite(numeric(resolved), unit)) }
            let (value, hasUnit) = try dimensional(resolved, unit: unit)
            return .success(try finite(value, hasUnit ? unit : nil))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", position: 0))
        }
    }

    private static func substitute(_ node: TokensStudioMathParser.Node, _ reference: (String) -> TokensStudioQuantity?) throws -> TokensStudioMathParser.Node {
        switch node {
        case .quantity: return node
        case .reference(let name):
            guard let value = reference(name) else { throw Failure(message: "", position: 0) }
            return .quantity(value)
        case .negate(let inner): return .negate(try substitute(inner, reference))
        case .chain(let first, let rest):
            return .chain(try substitute(first, reference), try rest.map { ($0.operation, try substitute($0.operand, reference)) })
        case .call(let name, let arguments): return .call(name, try arguments.map { try substitute($0, reference) })
        }
    }

    private static func collect(_ node: TokensStudioMathParser.Node, units: inout Set<String>, sawPx: inout Bool, onlyProducts: inout Bool) {
        switch node {
        case .quantity(let quantity):
            if quantity.unit == "px" { sawPx = true } else if let unit = quantity.unit { units.insert(unit) }
        case .reference: break
        case .negate(let inner): collect(inner, units: &units, sawPx: &sawPx, onlyProducts: &onlyProducts)
        case .chain(let first, let rest):
            collect(first, units: &units, sawPx: &sawPx, onlyProducts: &onlyProducts)
            for (operation, operand) in rest {
                if operation != "*" { onlyProducts = false }
                collect(operand, units: &units, sawPx: &sawPx, onlyProducts: &onlyProducts)
            }
        case .call(_, let arguments):
            onlyProducts = false
            for argument in arguments { collect(argument, units: &units, sawPx: &sawPx, onlyProducts: &onlyProducts) }
        }
    }

    private static func finite(_ value: Double, _ unit: String?) throws -> TokensStudioQuantity {
        guard value.isFinite else { throw Failure(message: "the result is not a finite number (a division by zero?)", position: 0) }
        return TokensStudioQuantity(value, unit).rounded
    }

    /// Units ignored: every quantity is its number.
    private static func numeric(_ node: TokensStudioMathParser.Node) throws -> Double {
        switch node {
        case .quantity(let quantity): return quantity.value
        case .reference: return .nan
        case .negate(let inner): return -(try numeric(inner))
        case .chain(let first, let rest):
            var a = try numeric(first)
            for (operation, operand) in rest {
                let b = try numeric(operand)
                switch operation {
                case "+": a += b
                case "-": a -= b
                case "*": a *= b
                default: a /= b
                }
            }
            return a
        case .call(let name, let arguments):
            return try call(name, arguments.map(numeric))
        }
    }

    private static func call(_ name: String, _ values: [Double]) throws -> Double {
        func need(_ count: Int) throws {
            guard values.count == count else { throw Failure(message: "\(name)() takes \(count) argument\(count == 1 ? "" : "s"), not \(values.count)", position: 0) }
        }
        switch name {
        case "roundTo":
            // expr-eval's roundTo(value, digits): digits left out round to a whole number.
            guard values.count == 1 || values.count == 2 else {
                throw Failure(message: "roundTo() takes 1 or 2 arguments, not \(values.count)", position: 0)
            }
            let scale = pow(10, (values.count == 2 ? values[1] : 0).rounded())
            return (values[0] * scale).rounded() / scale
        case "round": try need(1); return values[0].rounded()
        case "ceil": try need(1); return values[0].rounded(.up)
        case "floor": try need(1); return values[0].rounded(.down)
        case "abs": try need(1); return abs(values[0])
        case "sqrt": try need(1); return values[0].squareRoot()
        case "pow": try need(2); return pow(values[0], values[1])
        case "min", "max":
            guard let first = values.first else { throw Failure(message: "\(name)() needs at least one argument", position: 0) }
            return values.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) }
        default:
            throw Failure(message: "unknown function \(name)(); known are roundTo, round, ceil, floor, abs, sqrt, pow, min, max", position: 0)
        }
    }

    /// One unit besides px: sums and differences need both sides alike, a quotient a plain divisor.
    private static func dimensional(_ node: TokensStudioMathParser.Node, unit: String) throws -> (Double, Bool) {
        switch node {
        case .quantity(let quantity): return (quantity.value, quantity.unit == unit)
        case .reference: return (.nan, false)
        case .negate(let inner):
            let (value, hasUnit) = try dimensional(inner, unit: unit)
            return (-value, hasUnit)
        case .chain(let first, let rest):
            var (a, aUnit) = try dimensional(first, unit: unit)
            for (operation, operand) in rest {
                let (b, bUnit) = try dimensional(operand, unit: unit)
                switch operation {
                case "+", "-":
                    guard aUnit == bUnit else {
                        throw Failure(message: "cannot add or subtract a plain number (or px) and a value in \(unit)", position: 0)
                    }
                    a = operation == "+" ? a + b : a - b
                case "*":
                    guard !(aUnit && bUnit) else { throw Failure(message: "cannot multiply two values in \(unit)", position: 0) }
                    (a, aUnit) = (a * b, aUnit || bUnit)
                default:
                    guard !bUnit else { throw Failure(message: "cannot divide by a value in \(unit)", position: 0) }
                    a /= b
                }
            }
            return (a, aUnit)
        case .call(let name, _):
            throw Failure(message: "\(name)() only takes plain numbers or px, not values in \(unit)", position: 0)
        }
    }
}
