import DocGenSupport
import DesignTokens

/// The custom properties of one selector after the cascade: a later declaration wins over an earlier one, unless
/// only the earlier one is `!important`. `var()` references resolve to other properties of the same scope.
///
/// Each property's substituted value is computed once and kept, so properties that refer to each other many times
/// over (`--l0: var(--l1) var(--l1); --l1: var(--l2) var(--l2); …`) cost their output, never their paths. A value
/// that grows past `maximumLength` bytes is invalid, as CSS Custom Properties 1 § 3 lets a user agent decide
/// against such "billion laughs" values: the property is reported and not compared.
public struct CSSPropertyScope: Sendable {
    public private(set) var winners: [String: CSSDeclaration] = [:]
    /// Each property's substituted value once computed, with the `var()` hops below it; or why it has none.
    private var memo: [String: Result<Substitution, CSSValueProblem>] = [:]
    /// For a property a walk went too deep below: how many properties at least its chain holds, itself included.
    private var deeperThan: [String: Int] = [:]
    /// Bytes of the substituted values built so far (values taken whole from another property share its bytes).
    private var built = 0

    private struct Substitution: Sendable {
        var text: String
        /// The longest chain of `var()` hops this value passed through.
        var hops: Int
    }

    public init(_ declarations: [CSSDeclaration]) {
        for declaration in declarations {
            if let earlier = winners[declaration.name], earlier.important, !declaration.important { continue }
            winners[declaration.name] = declaration
        }
    }

    public subscript(name: String) -> CSSDeclaration? { winners[name] }

    /// The value of `name` with every `var(--other[, fallback])` replaced by the other property's value (or the
    /// fallback when this scope does not define it); `.failure` with the reason when a reference cannot be known.
    public mutating func substituted(_ name: String) -> Result<String, CSSValueProblem> {
        guard winners[name] != nil else { return .failure(.undefined(name)) }
        var visiting: [String] = []
        return property(name, visiting: &visiting, start: name).map(\.text)
    }

    /// Longest chain of `var()` references followed, as `--limit alias-chain` bounds token aliases; a fallback
    /// nested in a fallback counts as one more.
    public static let maximumChain = InputLimits.Name.aliasChain.defaultValue
    /// Bytes one property's value may have once substituted.
    public static let maximumLength = 64 << 10
    /// Bytes all the substituted values of one scope may have together.
    public static let maximumTotalLength = 64 << 20

    /// The substituted value of the property `name`, from the memo or computed and kept.
    private mutating func property(_ name: String, visiting: inout [String], start: String) -> Result<Substitution, CSSValueProblem> {
        if let known = memo[name] {
            guard case .success(let value) = known, visiting.count + value.hops >= Self.maximumChain else { return known }
            return .failure(.tooDeep(start, Self.maximumChain))
        }
        if let below = deeperThan[name], visiting.count + below >= Self.maximumChain { return .failure(.tooDeep(start, Self.maximumChain)) }
        if visiting.contains(name) { return .failure(.cycle(visiting + [name])) }
        guard visiting.count < Self.maximumChain, let declaration = winners[name] else {
            return .failure(winners[name] == nil ? .undefined(name) : .tooDeep(start, Self.maximumChain))
        }
        visiting.append(name)
        let result = substitute(declaration.value, visiting: &visiting, start: start, owner: name)
        visiting.removeLast()
        switch result {
        case .failure(.tooDeep):
            // Whether the chain is too long depends on where the walk started; what is known is that this property
            // has at least this many more below it, so the next walk that reaches it as deep stops here.
            deeperThan[name] = max(deeperThan[name] ?? 0, Self.maximumChain - visiting.count)
        case .failure(.cycle(let names)) where visiting.contains(where: names.contains):
            break // The walk is still inside the cycle: the property outside it that started it is told once it ends.
        default:
            memo[name] = result
        }
        return result
    }

    /// `value` with its references replaced; `visiting` holds the properties whose values are being substituted.
    private mutating func substitute(_ value: String, visiting: inout [String], start: String, owner: String,
                                     nesting: Int = 0) -> Result<Substitution, CSSValueProblem> {
        var result = "", hops = 0, shared = true, remaining = Substring(value)
        while let reference = Self.firstVar(in: remaining) {
            let inside = remaining[reference.arguments]
            let comma = inside.firstIndex(of: ",")
            let name = (comma.map { inside[..<$0] } ?? inside).trimmingSpaces
            let replaced: Result<Substitution, CSSValueProblem>
            if winners[name] != nil {
                replaced = property(name, visiting: &visiting, start: start).map { Substitution(text: $0.text, hops: $0.hops + 1) }
            } else if let comma {
                guard visiting.count + nesting < Self.maximumChain else { return .failure(.tooDeep(start, Self.maximumChain)) }
                let fallback = String(inside[inside.index(after: comma)...]).trimmingSpaces
                replaced = substitute(fallback, visiting: &visiting, start: start, owner: owner, nesting: nesting + 1)
            } else {
                return .failure(.undefined(name))
            }
            guard case .success(let piece) = replaced else { return replaced }
            hops = max(hops, piece.hops)
            let before = remaining[..<reference.start]
            if result.isEmpty, before.isEmpty {
                result = piece.text // A value that is one reference shares the bytes of the value it names.
            } else {
                guard result.utf8.count + before.utf8.count + piece.text.utf8.count <= Self.maximumLength else {
                    return .failure(.tooLarge(owner, Self.maximumLength))
                }
                shared = false
                result += before
                result += piece.text
            }
            remaining = remaining[reference.end...]
        }
        if !remaining.isEmpty {
            guard result.utf8.count + remaining.utf8.count <= Self.maximumLength else { return .failure(.tooLarge(owner, Self.maximumLength)) }
            if !result.isEmpty { shared = false }
            result += remaining
        }
        if !shared {
            built += result.utf8.count
            guard built <= Self.maximumTotalLength else { return .failure(.tooLargeInAll(owner, Self.maximumTotalLength)) }
        }
        return .success(Substitution(text: result, hops: hops))
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
            } else if character == "v" || character == "V", value[index...].prefix(4).lowercased() == "var(", index == value.startIndex || !value[value.index(before: index)].isIdentifierPart {
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
    /// The property whose value grew past the limit once substituted (CSS Custom Properties 1 § 3).
    case tooLarge(String, Int)
    /// The property being substituted when the scope's values together grew past the limit.
    case tooLargeInAll(String, Int)

    public var description: String {
        switch self {
        case .undefined(let name): "var(\(name)) is not defined in this selector and has no fallback"
        case .cycle(let names): "var() references go round in a circle: " + names.joined(separator: " → ")
        case .tooDeep(let name, let limit): "\(name) passes through more than \(limit) var() references"
        case .tooLarge(let name, let limit):
            "\(name) is longer than \(limit) bytes once its var() references are substituted, so it is invalid " +
                "(CSS Custom Properties 1 § 3 lets browsers refuse such values)"
        case .tooLargeInAll(let name, let limit):
            "the values substituted for this selector pass \(limit) bytes in all at \(name), which is read as invalid"
        }
    }
}

extension Character {
    package var isIdentifierPart: Bool { isLetter || isNumber || self == "-" || self == "_" }
}
