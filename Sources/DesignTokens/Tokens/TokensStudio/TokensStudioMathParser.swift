import DocGenSupport

/// Reads a Tokens Studio math expression (`{space.base} * 2`, `(4px + {gap}) / 2`, `roundTo(16 / 1.2, 0)`) into a
/// tree. Grammar: sums of products of signed factors; a factor is a power or a signed factor; a power is a number
/// with an optional unit, a `{reference}`, a parenthesised expression or a function call, raised by `^` to a signed
/// factor. As in expr-eval, which sd-transforms evaluates with, `^` binds tighter than a sign and groups to the
/// right: `-2^2` is -4, `2^3^2` is 512, `2^-1` is 0.5. A power is read as the call `pow(base, exponent)`.
///
/// A sum or a product is one node holding all its operands, read in a loop, so that an expression of 80,000 terms
/// is a wide tree rather than a deep one. Only parentheses, function calls and unary signs nest, and each counts
/// one level against `maximumDepth` (the `nesting-depth` limit): the parser, the evaluator and the tree's
/// deallocation all recurse at most that deep.
package struct TokensStudioMathParser {
    package indirect enum Node: Sendable {
        case quantity(TokensStudioQuantity)
        case reference(String)
        case negate(Node)
        /// The first operand, then each operator (`+ - * /`) with the operand after it, applied left to right.
        case chain(Node, [(operation: Character, operand: Node)])
        case call(String, [Node])
    }

    /// What is wrong and the 1-based character position in the expression (0 when it concerns the whole);
    /// `limit` names the input limit the expression went past, if that is what is wrong.
    package struct Failure: Error, Hashable {
        package var message: String
        package var position: Int
        package var limit: InputLimits.Name? = nil
    }

    private let characters: [Character]
    private var position = 0
    private let maximumDepth: Int
    private var depth = 0

    package init(_ text: String, maximumDepth: Int) {
        characters = Array(text)
        self.maximumDepth = maximumDepth
    }

    /// The whole text as one expression, nested at most `maximumDepth` levels.
    package static func parse(_ text: String, maximumDepth: Int = InputLimits.Name.nestingDepth.defaultValue) -> Result<Node, Failure> {
        var parser = TokensStudioMathParser(text, maximumDepth: maximumDepth)
        do {
            let node = try parser.sum()
            parser.skipSpaces()
            if parser.position < parser.characters.count {
                let rest = String(parser.characters[parser.position...].prefix(40))
                throw Failure(message: "unexpected \"\(rest)\" after a complete expression" +
                              " (space-separated lists of values are not supported)", position: parser.position + 1)
            }
            return .success(node)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", position: 0))
        }
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return position < characters.count ? characters[position] : nil
    }

    private mutating func sum() throws -> Node { try chain("+-") { try $0.product() } }

    private mutating func product() throws -> Node { try chain("*/") { try $0.factor() } }

    /// Operands joined by any of `operators`, left to right, in one node.
    private mutating func chain(_ operators: String, _ operand: (inout Self) throws -> Node) throws -> Node {
        let first = try operand(&self)
        var rest: [(operation: Character, operand: Node)] = []
        while let next = peek(), operators.contains(next) {
            position += 1
            rest.append((next, try operand(&self)))
        }
        return rest.isEmpty ? first : .chain(first, rest)
    }

    /// Enters one level of nesting (a parenthesis, a call, a sign) at `start`, or fails past the limit.
    private mutating func nest(at start: Int) throws {
        depth += 1
        guard depth <= maximumDepth else {
            throw Failure(message: "the expression nests parentheses, function calls and signs more than \(maximumDepth) levels deep",
                          position: start + 1, limit: .nestingDepth)
        }
    }

    /// A signed factor, or a primary raised to a power: the exponent is itself a signed factor, so `^` groups to
    /// the right, and each `^` counts one level of nesting.
    private mutating func factor() throws -> Node {
        if let sign = peek(), sign == "-" || sign == "+" {
            let start = position
            position += 1
            try nest(at: start)
            let operand = try factor()
            depth -= 1
            return sign == "-" ? .negate(operand) : operand
        }
        let base = try primary()
        guard peek() == "^" else { return base }
        let start = position
        position += 1
        try nest(at: start)
        let exponent = try factor()
        depth -= 1
        return .call("pow", [base, exponent])
    }

    private mutating func primary() throws -> Node {
        guard let next = peek() else {
            throw Failure(message: "the expression ends where a number, a {reference} or ( was expected", position: position + 1)
        }
        let start = position
        switch next {
        case "(":
            position += 1
            try nest(at: start)
            let inner = try sum()
            guard peek() == ")" else { throw Failure(message: "missing ) for the ( at character \(start + 1)", position: position + 1) }
            position += 1
            depth -= 1
            return inner
        case "{":
            guard let close = characters[position...].firstIndex(of: "}") else {
                throw Failure(message: "missing } after the reference", position: start + 1)
            }
            let name = String(characters[(position + 1)..<close])
            guard !name.isEmpty else { throw Failure(message: "empty reference {}", position: start + 1) }
            position = close + 1
            return .reference(name)
        case let character where character.isNumber || character == ".":
            while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
            position += Self.exponentLength(characters[position...])
            while position < characters.count, characters[position].isLetter || characters[position] == "%" { position += 1 }
            let text = String(characters[start..<position])
            guard let quantity = TokensStudioQuantity.parse(text) else {
                throw Failure(message: "\"\(text.prefix(40))\" is not a number", position: start + 1)
            }
            return .quantity(quantity)
        case let character where character.isLetter:
            while position < characters.count, characters[position].isLetter || characters[position].isNumber { position += 1 }
            let name = String(characters[start..<position])
            guard peek() == "(" else { throw Failure(message: "\"\(name.prefix(40))\" is neither a number nor a function call", position: start + 1) }
            position += 1
            try nest(at: start)
            var arguments: [Node] = []
            if peek() != ")" {
                arguments.append(try sum())
                while peek() == "," {
                    position += 1
                    arguments.append(try sum())
                }
            }
            guard peek() == ")" else { throw Failure(message: "missing ) to close \(name.prefix(40))(", position: position + 1) }
            position += 1
            depth -= 1
            return .call(name, arguments)
        default:
            throw Failure(message: "unexpected \"\(next)\" where a number, a {reference} or ( was expected", position: start + 1)
        }
    }

    /// The length of the exponent that starts `rest` (`e3`, `E-2`, `e+1`), or 0: CSS Syntax 3 § 4.3.12 reads it
    /// as part of the number only when a digit follows, so `1em` stays one em.
    package static func exponentLength(_ rest: ArraySlice<Character>) -> Int {
        var index = rest.startIndex
        guard index < rest.endIndex, rest[index] == "e" || rest[index] == "E" else { return 0 }
        index += 1
        if index < rest.endIndex, rest[index] == "+" || rest[index] == "-" { index += 1 }
        guard index < rest.endIndex, rest[index].isASCII, rest[index].isNumber else { return 0 }
        while index < rest.endIndex, rest[index].isASCII, rest[index].isNumber { index += 1 }
        return index - rest.startIndex
    }
}
