import DocGenSupport

/// Reads a token's value by its type (DTCG 2025.10 Format, "Types" and "Composite types"; Color module).
///
/// The parsing sits in this protocol's extensions (`TokenValueParser+Literals`, `+Color`, `+Units`, `+Fonts`,
/// `+Composites`, `+Deviations`) and reaches the tokens around the value only through the requirements below: the
/// tokens as written, the value of a token that the value names, and where to report. It knows nothing of how the
/// conforming type resolves those values; `AliasResolver` conforms with its chains (`AliasResolver+Operands`).
/// The parsing is generic over the conformance, so it is specialized for it: no dynamic dispatch.
package protocol TokenValueParser {
    var files: TokenFileTable { get }
    var options: TokenFormatOptions { get }
    /// The tokens as written; `owner` and `token` arguments are positions in it.
    var definitions: [TokenDefinition] { get }
    /// The position of the token named `name` (dots between segments).
    func token(named name: String) -> Int?
    /// The value and type of `target`, named inside `owner`'s value at `json`; nil, reported, when it cannot be known.
    mutating func operand(_ target: Int, usedBy owner: Int, at json: JSONValue) -> (value: TokenValue, type: TokenType)?
    /// What a JSON Pointer's `segments` after `target` point at, through the aliases met on the way; nil, reported.
    mutating func follow(_ target: Int, _ segments: [String], owner: Int, at json: JSONValue, depth: Int) -> JSONValue?
    /// Reports a reference to a token that does not exist, with the closest name there is.
    mutating func reportMissing(_ name: String, at value: JSONValue, owner: Int)
    /// Records that `token` carries a member docgen does not read (reported on every token its value reaches).
    mutating func markUnread(_ token: Int, _ member: UnreadMember)
    mutating func report(_ error: TokenError)
}

extension TokenValueParser {
    /// A value (or a member of a composite, a color component, a dimension's value) that may be an alias: resolved
    /// to the aliased token's value, checked against the type expected at that place. Values written in another
    /// notation are read by the adapters (`TokenValueAdapters`) before the format's literals.
    package mutating func parseValue(_ json: JSONValue, as type: TokenType, owner: Int, depth: Int) -> TokenValue? {
        switch reference(in: json) {
        case .token(let target):
            warnIfPadded(json, owner: owner)
            guard let (value, found) = operand(target, usedBy: owner, at: json) else { return nil }
            guard found == type else {
                if let read = studioAliasAcrossTypes(value, found: found, expected: type, target: target, at: json, owner: owner, wholeToken: false) {
                    return read.value
                }
                report(TokenError(.typeMismatch(expected: type, found: found, target: definitions[target].path), at: location(of: json, owner: owner)))
                return nil
            }
            return value
        case .fragment(let target, let segments):
            guard let fragment = follow(target, segments, owner: owner, at: json, depth: depth) else { return nil }
            return parseValue(fragment, as: type, owner: owner, depth: depth + 1)
        case .missing(let name):
            reportMissing(name, at: json, owner: owner)
            return nil
        case .invalid(let why):
            report(TokenError(.malformedValue(type: type, why), at: location(of: json, owner: owner)))
            return nil
        case .none:
            if let adapted = TokenValueAdapters.parse(json, as: type, owner: owner, with: &self) { return adapted }
            return parseLiteral(json, as: type, owner: owner, depth: depth)
        }
    }

    /// A plain string at a place where a pointer may stand in for it (a unit, a color space).
    package mutating func text(_ json: JSONValue, owner: Int, depth: Int) -> String? {
        if case .fragment(let target, let segments) = reference(in: json),
           let fragment = follow(target, segments, owner: owner, at: json, depth: depth) {
            return text(fragment, owner: owner, depth: depth + 1)
        }
        return json.string
    }

    /// A `tokens.nonstandard` warning for an alias written with spaces inside its braces (`"{ color.accent }"`).
    package mutating func warnIfPadded(_ json: JSONValue, owner: Int) {
        guard let text = json.string, let name = ReferenceText.paddedAlias(text) else { return }
        ReferenceText.warnPadded(text, name: name, at: json, owner: owner, with: &self)
    }

    /// Whether a value is an alias, and of what (see `AliasReference`).
    package func reference(in value: JSONValue) -> AliasReference {
        AliasReference(in: value, files: files) { token(named: $0) }
    }

    package func location(of value: JSONValue, owner: Int) -> SourceLocation {
        files.location(of: value, path: definitions[owner].name)
    }

    /// NaN, Infinity (JSON5 allows both) or a number too large for a double (`1e400`): never a token's value.
    package mutating func nonFinite(_ json: JSONValue, _ type: TokenType, _ number: Double, _ owner: Int) -> TokenValue? {
        malformed(json, type, number.isNaN ? "NaN is not a number a token can hold (JSON5 allows it; the format does not)"
                                           : "the number is infinite or too large (JSON5 allows Infinity; the format does not)", owner)
    }

    package mutating func malformed(_ json: JSONValue, _ type: TokenType?, _ why: String, _ owner: Int) -> TokenValue? {
        report(TokenError(.malformedValue(type: type, why + declaredTypeNote(json, type, owner: owner)), at: location(of: json, owner: owner)))
        return nil
    }

    /// Where the token's own `$type` is a name another tool uses (`"$type": "sizing"`), read as `type`: that name, so
    /// that an error says which declared type the value did not fit. Empty otherwise.
    private func declaredTypeNote(_ json: JSONValue, _ type: TokenType?, owner: Int) -> String {
        let definition = definitions[owner]
        guard let type, json.line == definition.value.line, json.column == definition.value.column,
              let declared = definition.node["$type"]?.string ?? definition.node["type"]?.string,
              TokenType(named: declared) == nil, declared != type.rawValue else { return "" }
        return " (the token's $type \"\(declared)\" is read as \(type.rawValue))"
    }
}
