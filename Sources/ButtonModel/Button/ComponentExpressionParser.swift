import DesignTokens
import DocGenSupport

/// Reads the text of a `ComponentExpression` by recursive descent, refusing anything longer than
/// `ComponentExpression.maximumLength` or nested deeper than `maximumDepth` before it could exhaust the stack.
package struct ComponentExpressionParser {
    /// Why an expression does not parse, phrased to follow "the expression … ".
    package struct Failure: Error, Equatable {
        package var problem: String
    }

    private let characters: [Character]
    private var index = 0
    private var depth = 0

    private init(_ text: String) { characters = Array(text) }

    package static func parse(_ text: String) -> Result<ComponentExpression, Failure> {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard trimmed.count <= ComponentExpression.maximumLength else {
            return .failure(Failure(problem: "has \(trimmed.count) characters, more than \(ComponentExpression.maximumLength)"))
        }
        var parser = ComponentExpressionParser(trimmed)
        do throws(Failure) {
            let root = try parser.sum()
            parser.skipSpaces()
            guard parser.index == parser.characters.count else {
                throw Failure(problem: "has '\(parser.characters[parser.index])' where an operator or the end belongs (character \(parser.index + 1))")
            }
            return .success(ComponentExpression(root: root, text: trimmed))
        } catch {
            return .failure(error)
        }
    }

    private mutating func sum() throws(Failure) -> ComponentExpression.Node {
        try descend()
        defer { depth -= 1 }
        var node = try product()
        while let op = peekOperator(["+", "-"]) {
            index += 1
            node = .binary(op, node, try product())
        }
        return node
    }

    private mutating func product() throws(Failure) -> ComponentExpression.Node {
        var node = try unary()
        while let op = peekOperator(["*", "/"]) {
            index += 1
            node = .binary(op, node, try unary())
        }
        return node
    }

    private mutating func unary() throws(Failure) -> ComponentExpression.Node {
        skipSpaces()
        if index < characters.count, characters[index] == "-" {
            index += 1
            try descend()
            defer { depth -= 1 }
            return .negate(try unary())
        }
        return try operand()
    }

    private mutating func operand() throws(Failure) -> ComponentExpression.Node {
        skipSpaces()
        guard index < characters.count else { throw Failure(problem: "ends where a value belongs") }
        switch characters[index] {
        case "(":
            index += 1
            let inner = try sum()
            skipSpaces()
            guard index < characters.count, characters[index] == ")" else { throw Failure(problem: "has a '(' that is never closed") }
            index += 1
            return inner
        case "{":
            guard let close = characters[index...].firstIndex(of: "}") else { throw Failure(problem: "has a '{' that is never closed") }
            let path = TokenPath(dotted: String(characters[(index + 1)..<close]))
            guard !path.segments.isEmpty, !path.segments.contains(where: \.isEmpty) else {
                throw Failure(problem: "has an empty token path at character \(index + 1)")
            }
            index = close + 1
            return .token(path)
        default:
            return try literal()
        }
    }

    /// `48`, `2.5e-1`, `48px`, `44pt`, `48dp` (each one of docgen's points, the CSS pixel), `1.5rem` (16 points each).
    private mutating func literal() throws(Failure) -> ComponentExpression.Node {
        let start = index
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        if index + 1 < characters.count, characters[index] == "e" || characters[index] == "E" {
            // An exponent, `1e3` or `2.5e-1`, when digits follow the `e` (and its sign).
            let sign = characters[index + 1] == "-" || characters[index + 1] == "+" ? 1 : 0
            if index + 1 + sign < characters.count, characters[index + 1 + sign].isNumber {
                index += 1 + sign
                while index < characters.count, characters[index].isNumber { index += 1 }
            }
        }
        let digits = String(characters[start..<index])
        var unit = ""
        while index < characters.count, characters[index].isLetter { unit.append(characters[index]); index += 1 }
        guard let number = Double(digits), number.isFinite else {
            throw Failure(problem: "has '\(digits + unit)' where a number, a length or a {token} belongs (character \(start + 1))")
        }
        switch unit {
        case "": return .number(number)
        case "px", "pt", "dp": return .length(number)
        case "rem": return .length(number * 16)
        default: throw Failure(problem: "has the unit '\(unit)', which has no fixed size in points (use px, pt, dp or rem)")
        }
    }

    private mutating func descend() throws(Failure) {
        depth += 1
        guard depth <= ComponentExpression.maximumDepth else {
            throw Failure(problem: "nests deeper than \(ComponentExpression.maximumDepth) levels")
        }
    }

    private mutating func peekOperator(_ allowed: [Character]) -> ComponentExpression.Operator? {
        skipSpaces()
        guard index < characters.count, allowed.contains(characters[index]) else { return nil }
        return ComponentExpression.Operator(rawValue: characters[index])
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }
}
