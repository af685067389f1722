/// Reads a Tokens Studio math expression (`{space.base} * 2`, `(4px + {gap}) / 2`, `roundTo(16 / 1.2, 0)`) into a
/// tree. Grammar: sums of products of signed factors; a factor is a number with an optional unit, a `{reference}`,
/// a parenthesised expression or a function call.
struct TokensStudioMathParser {
    indirect enum Node: Sendable {
        case quantity(TokensStudioQuantity)
        case reference(String)
        case negate(Node)
        case binary(Character, Node, Node)
        case call(String, [Node])
    }

    /// What is wrong and the 1-based character position in the expression (0 when it concerns the whole).
    struct Failure: Error, Hashable {
        var message: String
        var position: Int
    }

    private let characters: [Character]
    private var position = 0

    init(_ text: String) { characters = Array(text) }

    /// The whole text as one expression.
    static func parse(_ text: String) -> Result<Node, Failure> {
        var parser = TokensStudioMathParser(text)
        do {
            let node = try parser.sum()
            parser.skipSpaces()
            if parser.position < parser.characters.count {
                let rest = String(parser.characters[parser.position...])
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

    /// Operands joined by any of `operators`, left to right.
    private mutating func chain(_ operators: String, _ operand: (inout Self) throws -> Node) throws -> Node {
        var node = try operand(&self)
        while let next = peek(), operators.contains(next) {
            position += 1
            node = .binary(next, node, try operand(&self))
        }
        return node
    }

    private mutating func factor() throws -> Node {
        guard let next = peek() else {
            throw Failure(message: "the expression ends where a number, a {reference} or ( was expected", position: position + 1)
        }
        let start = position
        switch next {
        case "-", "+":
            position += 1
            let operand = try factor()
            return next == "-" ? .negate(operand) : operand
        case "(":
            position += 1
            let inner = try sum()
            guard peek() == ")" else { throw Failure(message: "missing ) for the ( at character \(start + 1)", position: position + 1) }
            position += 1
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
            while position < characters.count, characters[position].isLetter || characters[position] == "%" { position += 1 }
            let text = String(characters[start..<position])
            guard let quantity = TokensStudioQuantity.parse(text) else { throw Failure(message: "\"\(text)\" is not a number", position: start + 1) }
            return .quantity(quantity)
        case let character where character.isLetter:
            while position < characters.count, characters[position].isLetter || characters[position].isNumber { position += 1 }
            let name = String(characters[start..<position])
            guard peek() == "(" else { throw Failure(message: "\"\(name)\" is neither a number nor a function call", position: start + 1) }
            position += 1
            var arguments: [Node] = []
            if peek() != ")" {
                arguments.append(try sum())
                while peek() == "," {
                    position += 1
                    arguments.append(try sum())
                }
            }
            guard peek() == ")" else { throw Failure(message: "missing ) to close \(name)(", position: position + 1) }
            position += 1
            return .call(name, arguments)
        default:
            throw Failure(message: "unexpected \"\(next)\" where a number, a {reference} or ( was expected", position: start + 1)
        }
    }
}
