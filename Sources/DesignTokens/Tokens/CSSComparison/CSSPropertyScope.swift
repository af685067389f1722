/// The custom properties of one selector after the cascade: a later declaration wins over an earlier one, unless
/// only the earlier one is `!important`. `var()` references resolve to other properties of the same scope.
public struct CSSPropertyScope: Sendable {
    public private(set) var winners: [String: CSSDeclaration] = [:]

    public init(_ declarations: [CSSDeclaration]) {
        for declaration in declarations {
            if let earlier = winners[declaration.name], earlier.important, !declaration.important { continue }
            winners[declaration.name] = declaration
        }
    }

    public subscript(name: String) -> CSSDeclaration? { winners[name] }

    /// The value of `name` with every `var(--other[, fallback])` replaced by the other property's value (or the
    /// fallback when this scope does not define it); `.failure` with the reason when a reference cannot be known.
    public func substituted(_ name: String) -> Result<String, CSSValueProblem> {
        guard let declaration = winners[name] else { return .failure(.undefined(name)) }
        return substitute(declaration.value, visiting: [name])
    }

    /// Longest chain of `var()` references followed, as `--limit alias-chain` bounds token aliases.
    static let maximumChain = InputLimits.Name.aliasChain.defaultValue

    private func substitute(_ value: String, visiting: [String]) -> Result<String, CSSValueProblem> {
        var result = "", remaining = Substring(value)
        while let reference = Self.firstVar(in: remaining) {
            let inside = remaining[reference.arguments]
            let comma = inside.firstIndex(of: ",")
            let name = (comma.map { inside[..<$0] } ?? inside).trimmingSpaces
            let fallback = comma.map { String(inside[inside.index(after: $0)...]).trimmingSpaces }
            let replaced: Result<String, CSSValueProblem>
            if visiting.contains(name) {
                return .failure(.cycle(visiting + [name]))
            } else if visiting.count >= Self.maximumChain {
                return .failure(.tooDeep(visiting.first ?? name, Self.maximumChain))
            } else if let other = winners[name] {
                replaced = substitute(other.value, visiting: visiting + [name])
            } else if let fallback {
                replaced = substitute(fallback, visiting: visiting)
            } else {
                return .failure(.undefined(name))
            }
            switch replaced {
            case .success(let text): result += remaining[..<reference.start] + text
            case .failure(let problem): return .failure(problem)
            }
            remaining = remaining[reference.end...]
        }
        return .success(result + remaining)
    }

    /// The first `var(` outside strings: where it starts, its arguments and the index after its `)`.
    private static func firstVar(in value: Substring) -> (start: String.Index, arguments: Range<String.Index>, end: String.Index)? {
        var quote: Character?, index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            if let open = quote {
                if character == "\\" { index = value.index(after: index) } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if value[index...].prefix(4).lowercased() == "var(", index == value.startIndex || !value[value.index(before: index)].isIdentifierPart {
                let open = value.index(index, offsetBy: 4)
                var depth = 1, cursor = open
                while cursor < value.endIndex {
                    if value[cursor] == "(" { depth += 1 }
                    if value[cursor] == ")" { depth -= 1; if depth == 0 { return (index, open..<cursor, value.index(after: cursor)) } }
                    cursor = value.index(after: cursor)
                }
                return nil
            }
            if index < value.endIndex { index = value.index(after: index) }
        }
        return nil
    }
}

/// Why a CSS value could not be read.
public enum CSSValueProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case undefined(String)
    case cycle([String])
    case tooDeep(String, Int)

    public var description: String {
        switch self {
        case .undefined(let name): "var(\(name)) is not defined in this selector and has no fallback"
        case .cycle(let names): "var() references go round in a circle: " + names.joined(separator: " → ")
        case .tooDeep(let name, let limit): "\(name) passes through more than \(limit) var() references"
        }
    }
}

extension Character {
    var isIdentifierPart: Bool { isLetter || isNumber || self == "-" || self == "_" }
}
