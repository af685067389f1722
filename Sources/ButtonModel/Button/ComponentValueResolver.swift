import DesignTokens
import DocGenSupport

/// Resolves component values against one token set, collecting an error for every reference that fails.
package struct ComponentValueResolver {
    package let tokens: TokenSet
    package var errors: [ComponentError] = []
    /// `tokens.unset`, for lookups.
    package let unset: Set<TokenPath>

    package init(tokens: TokenSet) {
        self.tokens = tokens
        unset = Set(tokens.unset)
    }

    package mutating func color(_ value: ComponentValue) -> ResolvedPart<Color>? {
        guard let (value, note) = chosen(value) else { return nil }
        if case .keyword(let keyword) = value.kind {
            errors.append(ComponentError(.expected("a color: \(keyword.rawValue) has a meaning only for a button part's color"),
                                         at: value.location))
            return nil
        }
        return resolve(value, expected: "color", literal: { if case .color(let c) = $0 { c } else { nil } }, token: \.color)
            .map { $0.noted(note) }
    }

    package mutating func number(_ value: ComponentValue) -> ResolvedPart<Double>? {
        guard let (value, note) = chosen(value) else { return nil }
        if case .expression(let expression) = value.kind { return evaluate(expression, at: value.location)?.noted(note) }
        return resolve(value, expected: "dimension or number", literal: { if case .number(let n) = $0 { n } else { nil } },
                token: { $0.dimension?.points ?? $0.number })?.noted(note)
    }

    /// An opacity: a literal the parser has checked, or a number token whose value lies in 0...1.
    package mutating func opacity(_ value: ComponentValue) -> ResolvedPart<Double>? {
        guard let (value, note) = chosen(value) else { return nil }
        return checkedOpacity(value)?.noted(note)
    }

    private mutating func checkedOpacity(_ value: ComponentValue) -> ResolvedPart<Double>? {
        let evaluated: ResolvedPart<Double>?? = if case .expression(let expression) = value.kind {
            .some(evaluate(expression, at: value.location, length: false))
        } else { nil }
        guard let resolved = evaluated ?? resolve(value, expected: "number", literal: { if case .number(let n) = $0 { n } else { nil } },
                                     token: \.number) else { return nil }
        guard (0...1).contains(resolved.value) else {
            errors.append(ComponentError(.opacityOutOfRange("\(value.written) = \(resolved.value.formattedForDisplay)"), at: value.location))
            return nil
        }
        return resolved
    }

    /// A literal through `literal`, a token's value through `token`; anything else is an error at the value.
    private mutating func resolve<Value>(_ value: ComponentValue, expected: String, literal: (ComponentValue.Kind) -> Value?,
                                         token read: (TokenValue) -> Value?) -> ResolvedPart<Value>? {
        guard case .token(let path) = value.kind else {
            guard let literal = literal(value.kind) else {
                let note = if case .expression = value.kind { "; an expression gives a length or a number" } else { "" }
                errors.append(ComponentError(.expected("a \(expected)\(note)"), at: value.location))
                return nil
            }
            return ResolvedPart(value: literal, declared: literal, location: value.location, written: value.written)
        }
        guard let token = token(path, at: value.location) else { return nil }
        guard !keptAsWritten(token.value, of: path, at: value.location) else { return nil }
        if let length = token.value.dimension, length.points == nil {
            errors.append(ComponentError(.unitWithoutPoints(path, length), at: value.location))
            return nil
        }
        guard let resolved = read(token.value) else {
            errors.append(ComponentError(.tokenTypeMismatch(path, expected: expected), at: value.location))
            return nil
        }
        return ResolvedPart(value: resolved, declared: resolved, tokens: [token.path] + token.aliases, location: token.location,
                            written: value.written).carrying(token)
    }

    /// The `fontSize` and `fontWeight` members of a typography token, each with the token's provenance, and its font stack.
    package mutating func typography(_ value: ComponentValue) -> ResolvedTypography? {
        guard let (value, _) = chosen(value) else { return nil }
        guard case .token(let path) = value.kind else {
            errors.append(ComponentError(.expected("a reference to a typography token"), at: value.location))
            return nil
        }
        guard let token = token(path, at: value.location) else { return nil }
        guard !keptAsWritten(token.value, of: path, at: value.location) else { return nil }
        guard case .composite = token.value else {
            errors.append(ComponentError(.tokenTypeMismatch(path, expected: "typography"), at: value.location))
            return nil
        }
        var letterSpacingInEm = false
        func member(_ name: String) -> ResolvedPart<Double>? {
            if let member = token.value[name], keptAsWritten(member, of: path, at: value.location) { return nil }
            if let length = token.value[name]?.dimension, length.unit.rawValue == "em", name == "letterSpacing" {
                letterSpacingInEm = true
                return ResolvedPart(value: length.value, declared: length.value, tokens: [token.path] + token.aliases,
                                    location: token.location, written: "\(value.written).\(name)").carrying(token)
            }
            if let length = token.value[name]?.dimension, length.points == nil {
                errors.append(ComponentError(.unitWithoutPoints(path, length), at: value.location))
                return nil
            }
            guard let number = token.value[name]?.dimension?.points ?? token.value[name]?.number else { return nil }
            return ResolvedPart(value: number, declared: number, tokens: [token.path] + token.aliases, location: token.location,
                                written: "\(value.written).\(name)").carrying(token)
        }
        var families: [String] = []
        if case .fontFamily(let names)? = token.value["fontFamily"] { families = names }
        let letterSpacing = member("letterSpacing")
        return ResolvedTypography(fontSize: member("fontSize"), fontWeight: member("fontWeight"), fontFamily: families,
                                  letterSpacing: letterSpacing, letterSpacingInEm: letterSpacingInEm, lineHeight: member("lineHeight"),
                                  token: path, location: token.location, written: value.written)
    }

    /// The value when given, else a built-in default placed at `location`.
    package mutating func number(_ value: ComponentValue?, default fallback: Double, at location: SourceLocation) -> ResolvedPart<Double> {
        guard let value else { return .builtIn(fallback, at: location) }
        return number(value) ?? .builtIn(fallback, at: location)
    }

    /// Whether `value` (a token's, or a member of it) is kept as written, reported as such: no geometry or check
    /// can use it, and saying so beats calling it the wrong type.
    package mutating func keptAsWritten(_ value: TokenValue, of path: TokenPath, at location: SourceLocation) -> Bool {
        guard case .opaque = value else { return false }
        errors.append(ComponentError(.valueKeptAsWritten(path, JSONText.quoted(TokenValueText.describe(value))), at: location))
        return true
    }

    package mutating func token(_ path: TokenPath, at location: SourceLocation) -> ResolvedToken? {
        guard let token = tokens[path] else {
            errors.append(ComponentError(.unknownToken(path, theme: tokens.name), at: location))
            return nil
        }
        return token
    }
}
