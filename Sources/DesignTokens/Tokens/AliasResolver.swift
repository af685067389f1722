import DocGenSupport

/// Resolves every alias of one flattened token tree to the end of its chain, keeping the chain,
/// and collects every problem on the way (DTCG 2025.10 Format, "Aliases / References").
///
/// The resolver keeps the chains: each token's state, the hops to its literal, cycles, the tokens left out with a
/// token that failed, and the carriers of unread members (`+Carriers`). The literal at the end of a chain is read
/// by `TokenValueParser`, to which the resolver gives the tokens a value names (`+Operands`); Tokens Studio's and
/// Primer's notations are `TokenValueAdapters`, applied to each token resolved in their fixed order.
package struct AliasResolver {
    package let files: TokenFileTable
    package let definitions: [TokenDefinition]
    package let index: [String: Int]
    package let options: TokenFormatOptions

    package enum State: UInt8 { case unvisited, inProgress, resolved, failed }
    package var states: [State]
    package var values: [TokenValue?]
    package var types: [TokenType?]
    /// The token each alias names directly (the next hop), or -1 for a literal.
    private var nextHop: [Int]
    /// Tokens being resolved right now, outermost first: a reference to one of them is a cycle.
    package var stack: [Int] = []
    package var reportedCycles: Set<[Int]> = []
    /// For a token left out only because a token it aliases failed: that token (the first one with an error
    /// of its own). -1 for a token that failed on its own, or did not fail.
    package var blockedBy: [Int]
    /// The token whose failure last made a value inside another token unknowable (see `parseValue`).
    package var lastBlocker = -1
    /// Hops from each resolved token to its literal, kept below `options.limits.aliasChain`.
    private var hopsToLiteral: [Int]
    /// How many tokens are being resolved for a value inside another token's value, one within the other.
    package var operandDepth = 0
    /// Every problem found so far (extensions in other files add to it).
    package var errors: [TokenError] = []
    /// Members each token carries that docgen does not read but that could change its value (`UnreadMember`).
    package var unread: [Int: [UnreadMember]] = [:]
    /// The tokens carrying such members that each token's value passes through (itself included).
    package var carriers: [[Int]]
    /// Tokens that are empty slots, or whose value passes through one (`+Unset`).
    package var unset: Set<Int> = []
    /// The names a missing reference is compared with for a "did you mean", made at the first one.
    package var suggestions: NameSuggestion.Index?

    /// `index` gives each definition's position by name, when the caller has it already.
    package init(files: TokenFileTable, definitions: [TokenDefinition], index: [String: Int]? = nil, options: TokenFormatOptions = TokenFormatOptions()) {
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
    package mutating func resolveAll() -> [TokenPath: ResolvedToken] {
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
                                         extensions: definitions[position].extensions,
                                         uncertainties: carriers[position].isEmpty ? [] : uncertainties(through: position))
        }
        return tokens
    }

    // MARK: Whole-token chains

    /// Resolves one token; false when its value cannot be known.
    package mutating func resolve(_ start: Int) -> Bool {
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
            // A token that an adapter computes from the token it names (a Tokens Studio color modifier) is no alias.
            switch TokenValueAdapters.computesValue(current, in: definitions) ? .none : reference(in: definitions[current].value) {
            case .token(let target):
                warnIfPadded(definitions[current].value, owner: current)
                if states[target] == .inProgress, let position = chain.lastIndex(of: target) {
                    reportCycle(Array(chain[position...]))
                    return fail(chain, cause: chain[position], own: Array(chain[position...]))
                }
                switch states[target] {
                case .resolved:
                    known = target
                    break walk
                case .failed:
                    if unset.contains(target) { return leaveUnset(chain) }
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
        // The hops are the chain, then the resolved token it reached (`known`), if any: read in place, not copied.
        let hopCount = chain.count + (known == nil ? 0 : 1)
        if known == nil {
            let literal = chain[chain.count - 1]
            if isEmptySlot(literal) {
                reportEmptySlot(literal)
                return leaveUnset(chain)
            }
            guard let type = literalType(of: literal) else { return fail(chain, cause: literal) }
            let errorsBefore = errors.count
            lastBlocker = -1
            guard let value = parseValue(definitions[literal].value, as: type, owner: literal, depth: 0) else {
                let ownError = errors[errorsBefore...].contains { $0.location.path == definitions[literal].name && $0.severity == .error }
                if !ownError, lastBlocker >= 0, unset.contains(lastBlocker) { return leaveUnset(chain) }
                if !ownError, lastBlocker >= 0 { return fail(chain, cause: lastBlocker) }
                return fail(chain, cause: literal)
            }
            guard let adjusted = TokenValueAdapters.adjust(value, type: type, of: literal, with: &self) else { return fail(chain, cause: literal) }
            values[literal] = adjusted
            types[literal] = type
            states[literal] = .resolved
        }
        for position in stride(from: hopCount - 2, through: 0, by: -1) {
            let token = chain[position], next = position + 1 < chain.count ? chain[position + 1] : known!
            var value = values[next], type = types[next]
            if let declared = definitions[token].declaredType, let found = type, declared != found {
                guard let target = value, let read = studioAliasAcrossTypes(target, found: found, expected: declared, target: next,
                                                                             at: definitions[token].value, owner: token, wholeToken: true) else {
                    errors.append(TokenError(.typeMismatch(expected: declared, found: found, target: definitions[next].path),
                                             at: location(of: definitions[token].value, owner: token)))
                    return fail(Array(chain[...position]), cause: token)
                }
                (value, type) = (read.value, read.type)
            }
            warnIfDeprecated(next, usedBy: token, at: definitions[token].value)
            inheritCarriers(token, from: next)
            guard let value, let type, let adjusted = TokenValueAdapters.adjust(value, type: type, of: token, with: &self) else {
                return fail(Array(chain[...position]), cause: token)
            }
            values[token] = adjusted
            types[token] = type
            hopsToLiteral[token] = hopsToLiteral[next] + 1
            nextHop[token] = next
            states[token] = .resolved
        }
        return true
    }
}
