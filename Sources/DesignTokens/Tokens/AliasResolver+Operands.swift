import DocGenSupport

/// How the alias resolver gives the value parser the tokens a value names (`TokenValueParser`): each is resolved,
/// one inside the other, in the chain being resolved; a token met again while it is being resolved is a cycle.
extension AliasResolver: TokenValueParser {
    package func token(named name: String) -> Int? { index[name] }

    package mutating func report(_ error: TokenError) { errors.append(error) }

    package mutating func operand(_ target: Int, usedBy owner: Int, at json: JSONValue) -> (value: TokenValue, type: TokenType)? {
        guard let value = resolvedOperand(target, owner: owner, at: json), let type = types[target] else { return nil }
        return (value, type)
    }

    /// The value of a token used inside another token's value (nil, reported, when it cannot be known).
    private mutating func resolvedOperand(_ target: Int, owner: Int, at json: JSONValue) -> TokenValue? {
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

    /// Follows a JSON Pointer's remaining segments into a token, through any aliases met on the way.
    package mutating func follow(_ target: Int, _ segments: [String], owner: Int, at json: JSONValue, depth: Int) -> JSONValue? {
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
                    guard let found = follow(next, more, owner: owner, at: json, depth: depth + 1) else { return nil }
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
}
