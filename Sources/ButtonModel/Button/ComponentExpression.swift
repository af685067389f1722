import DesignTokens
import DocGenSupport

/// Arithmetic in a component value: `"({md.comp.button.touch-target} - {md.comp.button.container-height}) / 2"`.
/// Operands are token references, lengths (`48px`, `44pt`, `48dp`, `1rem` = 16 px) and plain numbers; operators are `+ - * /` with
/// parentheses. The resolver evaluates it with units checked (`ComponentValueResolver+Expression.swift`).
public struct ComponentExpression: Hashable, Sendable {
    public indirect enum Node: Hashable, Sendable {
        /// A length in points: `48px`, `44pt`, `48dp`, `1rem`.
        case length(Double)
        /// A plain number: `2`.
        case number(Double)
        case token(TokenPath)
        case negate(Node)
        case binary(Operator, Node, Node)
    }

    public enum Operator: Character, Hashable, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    /// The longest expression read, in characters, and the deepest nesting of parentheses and operators.
    public static let maximumLength = 512
    public static let maximumDepth = 24

    public var root: Node
    /// The expression as written, trimmed.
    public var text: String

    /// Every token the expression reads, in the order written, once each.
    public var tokens: [TokenPath] {
        var seen: Set<TokenPath> = []
        var list: [TokenPath] = []
        func walk(_ node: Node) {
            switch node {
            case .token(let path): if seen.insert(path).inserted { list.append(path) }
            case .negate(let inner): walk(inner)
            case .binary(_, let left, let right): walk(left); walk(right)
            case .length, .number: break
            }
        }
        walk(root)
        return list
    }

    /// Whether `text`, which is no literal or single reference (`-4` and `{a-b}` are read before this is asked), is
    /// meant as an expression: it has an operator or a parenthesis outside any `{…}` reference.
    package static func looksLikeExpression(_ text: String) -> Bool {
        var inReference = false
        for character in text {
            switch character {
            case "{": inReference = true
            case "}": inReference = false
            case "+", "-", "*", "/", "(", ")": if !inReference { return true }
            default: continue
            }
        }
        return false
    }
}
