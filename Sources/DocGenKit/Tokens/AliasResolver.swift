/// Resolves every alias of one flattened token tree to the end of its chain, keeping the chain,
/// and collects every problem on the way (DTCG 2025.10 Format, "Aliases / References").
struct AliasResolver {
    let files: TokenFileTable
    let definitions: [TokenDefinition]
    let index: [String: Int]
    let options: TokenFormatOptions

    private enum State: UInt8 { case unvisited, inProgress, resolved, failed }
    private var states: [State]
    private var values: [TokenValue?]
    private var types: [TokenType?]
    /// The token each alias names directly (the next hop), or -1 for a literal.
    private var nextHop: [Int]
    /// Tokens being resolved right now, outermost first: a reference to one of them is a cycle.
    private var stack: [Int] = []
    private var reportedCycles: Set<[Int]> = []
    /// For a token left out only because a token it aliases failed: that token (the first one with an error
    /// of its own). -1 for a token that failed on its own, or did not fail.
    private var blockedBy: [Int]
    /// The token whose failure last made a value inside another token unknowable (see `parseValue`).
    private var lastBlocker = -1
    /// Hops from each resolved token to its literal, kept below `options.limits.aliasChain`.
    private var hopsToLiteral: [Int]
    /// How many tokens are being resolved for a value inside another token's value, one within the other.
    private var operandDepth = 0
    /// Every problem found so far (extensions in other files add to it).
    var errors: [TokenError] = []
    /// Members each token carries that docgen does not read but that could change its value (`UnreadMember`).
    var unread: [Int: [UnreadMember]] = [:]
    /// The tokens carrying such members that each token's value passes through (itself included).
    var carriers: [[Int]]

    /// `index` gives each definition's position by name, when the caller has it already.
    init(files: TokenFileTable, definitions: [TokenDefinition], index: [String: Int]? = nil, options: TokenFormatOptions = TokenFormatOptions()) {
        self.files = files
        self.definitions = definitions
        self.options = options
        if let index {
            self.index = index
        } else {
            var index: [String: Int] = [:]
            index.reserveCapacity(definitions.count)
            for position in definitions.indices { index[definitions[position].name] = position }
            self.index = index
        }
        states = Array(repeating: .unvisited, count: definitions.count)
        values = Array(repeating: nil, count: definitions.count)
        types = Array(repeating: nil, count: definitions.count)
        nextHop = Array(repeating: -1, count: definitions.count)
        blockedBy = Array(repeating: -1, count: definitions.count)
        hopsToLiteral = Array(repeating: 0, count: definitions.count)
        carriers = Array(repeating: [], count: definitions.count)
        for position in definitions.indices where !definitions[position].unread.isEmpty {
            unread[position] = definitions[position].unread
            carriers[position] = [position]
        }
    }

    /// Resolves every token; those whose value cannot be known (after an error) are left out, and each token
    /// that failed on its own gets one note listing the tokens left out because they alias it.
    mutating func resolveAll() -> [TokenPath: ResolvedToken] {
        for position in definitions.indices { _ = resolve(position) }
        reportLeftOutAliases()
        reportUnread(resolved: states.map { $0 == .resolved })
        var tokens: [TokenPath: ResolvedToken] = [:]
        tokens.reserveCapacity(definitions.count)
        for position in definitions.indices {
            guard states[position] == .resolved, let value = values[position], let type = types[position] else { continue }
            var aliases: [TokenPath] = []
            var hop = nextHop[position]
            while hop >= 0, aliases.count <= definitions.count {
                aliases.append(definitions[hop].path)
                hop = nextHop[hop]
            }
            // Fields read in place: copying a whole definition per token costs a retain per field.
            let path = definitions[position].path
            tokens[path] = ResolvedToken(path: path, type: type, value: value, aliases: aliases,
                                         location: location(of: definitions[position].node, owner: position),
                                         description: definitions[position].description, deprecated: definitions[position].deprecated,
                                         extensions: definitions[position].extensions)
        }
        return tokens
    }

    // MARK: Whole-token chains

    /// Resolves one token; false when its value cannot be known.
    mutating func resolve(_ start: Int) -> Bool {
        switch states[start] {
        case .resolved: return true
        case .failed, .inProgress: return false
        case .unvisited: break
        }
        var chain = [start]
        states[start] = .inProgress
        stack.append(start)
        defer { stack.removeLast(chain.count) }
        var known: Int?
        walk: while true {
            let current = chain[chain.count - 1]
            // A Tokens Studio color modifier makes a token a computed value, not an alias.
            switch studioModifier(of: current) == nil ? reference(in: definitions[current].value) : .none {
            case .token(let target):
                if states[target] == .inProgress, let position = chain.lastIndex(of: target) {
                    reportCycle(Array(chain[position...]))
                    return fail(chain, cause: chain[position], own: Array(chain[position...]))
                }
                switch states[target] {
                case .resolved:
                    known = target
                    break walk
                case .failed:
                    return fail(chain, cause: target)
                case .inProgress:
                    reportCycle(stack.firstIndex(of: target).map { Array(stack[$0...]) } ?? chain + [target])
                    return fail(chain, cause: target)
                case .unvisited:
                    chain.append(target)
                    stack.append(target)
                    states[target] = .inProgress
                }
            case .missing(let name):
                reportMissing(name, at: definitions[current].value, owner: current)
                return fail(chain, cause: current)
            case .invalid(let why):
                errors.append(TokenError(.malformedValue(type: definitions[current].declaredType, why),
                                         at: location(of: definitions[current].value, owner: current)))
                return fail(chain, cause: current)
            case .fragment, .none:
                break walk
            }
        }
        let length = chain.count - 1 + (known.map { hopsToLiteral[$0] + 1 } ?? 0)
        if length > options.limits.aliasChain {
            errors.append(TokenError(.limitExceeded(.aliasChain, limit: options.limits.aliasChain, "\(definitions[start].path) is an alias chain of \(length) hops"),
                                     at: location(of: definitions[start].value, owner: start)))
            return fail(chain, cause: start)
        }
        var hops = chain
        if let known { hops.append(known) } else {
            let literal = chain[chain.count - 1]
            let definition = definitions[literal]
            guard let type = definition.declaredType ?? inferredType(of: definition.value) else {
                if !definition.hasUnknownType { errors.append(TokenError(.missingType, at: location(of: definition.node, owner: literal))) }
                return fail(chain, cause: literal)
            }
            if definition.declaredType == nil {
                nonstandard("the token has no $type, and none of its groups gives one", assumed: "color, since the value is a color object",
                            advice: "add \"$type\": \"color\" to the token or to an enclosing group", at: definition.node, owner: literal)
            }
            let errorsBefore = errors.count
            lastBlocker = -1
            guard var value = parseValue(definition.value, as: type, owner: literal, depth: 0) else {
                let ownError = errors[errorsBefore...].contains { $0.location.path == definition.name && $0.severity == .error }
                if !ownError, lastBlocker >= 0 { return fail(chain, cause: lastBlocker) }
                return fail(chain, cause: literal)
            }
            if let modify = studioModifier(of: literal) {
                guard let modified = applyStudioModifier(modify, to: value, owner: literal) else { return fail(chain, cause: literal) }
                value = modified
            }
            guard let withAlpha = applyingAlpha(to: value, type: type, owner: literal) else { return fail(chain, cause: literal) }
            values[literal] = withAlpha
            types[literal] = type
            states[literal] = .resolved
        }
        for position in stride(from: hops.count - 2, through: 0, by: -1) {
            let token = hops[position], next = hops[position + 1]
            if let declared = definitions[token].declaredType, let found = types[next], declared != found {
                errors.append(TokenError(.typeMismatch(expected: declared, found: found, target: definitions[next].path),
                                         at: location(of: definitions[token].value, owner: token)))
                return fail(Array(hops[...position]), cause: token)
            }
            warnIfDeprecated(next, usedBy: token, at: definitions[token].value)
            inheritCarriers(token, from: next)
            guard let value = values[next], let type = types[next], let withAlpha = applyingAlpha(to: value, type: type, owner: token) else {
                return fail(Array(hops[...position]), cause: token)
            }
            values[token] = withAlpha
            types[token] = type
            hopsToLiteral[token] = hopsToLiteral[next] + 1
            nextHop[token] = next
            states[token] = .resolved
        }
        return true
    }

    /// Marks `tokens` failed. `cause` failed on its own (an error names it), as did every token in `own`
    /// (the members of a cycle); the others are left out because they alias it.
    private mutating func fail(_ tokens: [Int], cause: Int, own: [Int] = []) -> Bool {
        let root = blockedBy[cause] >= 0 ? blockedBy[cause] : cause
        for token in tokens where states[token] != .resolved {
            states[token] = .failed
            if token != cause, !own.contains(token) { blockedBy[token] = root }
        }
        return false
    }

    /// One note per failed token that others alias: every token left out with it, however many hops away.
    private mutating func reportLeftOutAliases() {
        var dependents: [Int: [TokenPath]] = [:]
        for token in definitions.indices where states[token] == .failed && blockedBy[token] >= 0 {
            dependents[blockedBy[token], default: []].append(definitions[token].path)
        }
        for (root, paths) in dependents {
            errors.append(TokenError(.leftOutAliases(definitions[root].path, paths.sorted()),
                                     at: location(of: definitions[root].value, owner: root)))
        }
    }

    private mutating func reportCycle(_ members: [Int]) {
        guard let first = members.min() else { return }
        // Report each cycle once, starting from its earliest-defined token.
        let start = members.firstIndex(of: first) ?? 0
        let rotated = Array(members[start...] + members[..<start])
        guard reportedCycles.insert(rotated).inserted else { return }
        let paths = (rotated + [rotated[0]]).map { definitions[$0].path }
        errors.append(TokenError(.cycle(paths), at: location(of: definitions[rotated[0]].value, owner: rotated[0])))
    }

    mutating func reportMissing(_ name: String, at value: JSONValue, owner: Int) {
        let bare = name.hasPrefix("{") ? String(name.dropFirst().dropLast()) : name
        let suggestion = NameSuggestion.closest(to: bare, among: definitions.lazy.map(\.name), maximumLength: options.limits.suggestionNameLength)
        errors.append(TokenError(.unknownReference(name, suggestion: suggestion), at: location(of: value, owner: owner)))
    }

    private mutating func warnIfDeprecated(_ used: Int, usedBy user: Int, at value: JSONValue) {
        guard let deprecation = definitions[used].deprecated else { return }
        errors.append(TokenError(.deprecatedUse(definitions[used].path, by: definitions[user].path, reason: deprecation.reason),
                                 at: location(of: value, owner: user)))
    }

    func location(of value: JSONValue, owner: Int) -> SourceLocation {
        files.location(of: value, path: definitions[owner].name)
    }

    // MARK: References inside values

    /// A member of a composite (or a color component, a dimension's value) that may be an alias:
    /// resolved to the aliased token's value, checked against the type expected at that place.
    mutating func parseValue(_ json: JSONValue, as type: TokenType, owner: Int, depth: Int) -> TokenValue? {
        switch reference(in: json) {
        case .token(let target):
            guard let value = resolvedOperand(target, owner: owner, at: json), let found = types[target] else { return nil }
            guard found == type else {
                errors.append(TokenError(.typeMismatch(expected: type, found: found, target: definitions[target].path), at: location(of: json, owner: owner)))
                return nil
            }
            return value
        case .fragment(let target, let segments):
            guard let fragment = navigate(from: target, segments, owner: owner, at: json, depth: depth) else { return nil }
            return parseValue(fragment, as: type, owner: owner, depth: depth + 1)
        case .missing(let name):
            reportMissing(name, at: json, owner: owner)
            return nil
        case .invalid(let why):
            errors.append(TokenError(.malformedValue(type: type, why), at: location(of: json, owner: owner)))
            return nil
        case .none:
            if [.dimension, .number, .fontWeight, .duration].contains(type), isStudioExpression(json) { return studioMath(json, as: type, owner: owner) }
            if type == .color, isStudioColorFunction(json) { return studioColorFunction(json, owner: owner) }
            return parseLiteral(json, as: type, owner: owner, depth: depth)
        }
    }

    /// The value of a token used inside another token's value (nil, reported, when it cannot be known).
    mutating func resolvedOperand(_ target: Int, owner: Int, at json: JSONValue) -> TokenValue? {
        if states[target] == .inProgress {
            reportCycle(stack.firstIndex(of: target).map { Array(stack[$0...]) } ?? [owner, target])
            return nil
        }
        // A value that aliases a token whose value aliases another, and so on, is resolved one inside the other:
        // bounded, so that no input can run the stack out.
        guard operandDepth < options.limits.aliasChain else {
            errors.append(TokenError(.limitExceeded(.aliasChain, limit: options.limits.aliasChain,
                                                    "\(definitions[owner].path) holds aliases nested more deeply than that"),
                                     at: location(of: json, owner: owner)))
            return nil
        }
        operandDepth += 1
        defer { operandDepth -= 1 }
        guard resolve(target), let value = values[target] else {
            if states[target] == .failed { lastBlocker = blockedBy[target] >= 0 ? blockedBy[target] : target }
            return nil
        }
        warnIfDeprecated(target, usedBy: owner, at: json)
        inheritCarriers(owner, from: target)
        return value
    }

    /// A plain string at a place where a pointer may stand in for it (a unit, a color space).
    mutating func text(_ json: JSONValue, owner: Int, depth: Int) -> String? {
        if case .fragment(let target, let segments) = reference(in: json),
           let fragment = navigate(from: target, segments, owner: owner, at: json, depth: depth) {
            return text(fragment, owner: owner, depth: depth + 1)
        }
        return json.string
    }

    /// Follows a JSON Pointer's remaining segments into a token, through any aliases met on the way.
    private mutating func navigate(from target: Int, _ segments: [String], owner: Int, at json: JSONValue, depth: Int) -> JSONValue? {
        guard depth < 32 else {
            reportCycle(stack.firstIndex(of: owner).map { Array(stack[$0...]) } ?? [owner])
            return nil
        }
        var current = definitions[target].node
        var remaining = segments[...]
        if remaining.first == "$value" {
            current = definitions[target].value
            remaining = remaining.dropFirst()
        }
        for segment in remaining {
            var hops = 0
            while hops < 16 {
                switch reference(in: current) {
                case .token(let next): current = definitions[next].value
                case .fragment(let next, let more):
                    guard let found = navigate(from: next, more, owner: owner, at: json, depth: depth + 1) else { return nil }
                    current = found
                default: hops = 16; continue
                }
                hops += 1
            }
            if let member = current[segment] {
                current = member
            } else if let elements = current.elements, let position = Int(segment), elements.indices.contains(position) {
                current = elements[position]
            } else {
                reportMissing("#/" + (definitions[target].path.segments + segments).joined(separator: "/"), at: json, owner: owner)
                return nil
            }
        }
        return current
    }

    enum Reference {
        case token(Int)
        case fragment(Int, [String])
        case missing(String)
        case invalid(String)
        case none
    }

    /// Whether a value is an alias: `"{group.token}"`, or an object `{"$ref": "#/…"}`.
    func reference(in value: JSONValue) -> Reference {
        switch value.content {
        case .string(let text):
            guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"), text.utf8.count > 2 else { return .none }
            let utf8 = text.utf8
            let name = String(Substring(utf8[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)]))
            if let target = index[name] { return .token(target) }
            if files.format(of: value.file) == .tokensStudio, TokensStudioMath.isExpression(text) { return .none } // `{a} + {b}`
            if files.format(of: value.file) == .classic, name.hasSuffix(".value"), let target = index[String(name.dropLast(6))] {
                return .token(target) // Style Dictionary 3 references end in `.value`.
            }
            return .missing(text)
        case .object(let members):
            guard let pointerMember = members.first(where: { $0.key == "$ref" }), members.allSatisfy({ $0.key.hasPrefix("$") }),
                  !members.contains(where: { $0.key == "$value" }) else { return .none }
            guard let pointer = pointerMember.value.string, let segments = JSONPointer.segments(pointer) else {
                return .invalid("$ref must be a same-document JSON Pointer such as \"#/group/token\"")
            }
            for count in stride(from: segments.count, through: 1, by: -1) {
                if let target = index[segments[..<count].joined(separator: ".")] {
                    let rest = Array(segments[count...])
                    return rest.isEmpty || rest == ["$value"] ? .token(target) : .fragment(target, rest)
                }
            }
            return .missing(pointer)
        default:
            return .none
        }
    }
}
