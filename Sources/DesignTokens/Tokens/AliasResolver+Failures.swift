import DocGenSupport

/// What the alias resolver reports when a token cannot resolve: the token marked failed with the tokens left out
/// because they alias it (one note each), cycles (once each), references to no token, and uses of deprecated tokens.
extension AliasResolver {
    /// Marks `tokens` failed. `cause` failed on its own (an error names it), as did every token in `own`
    /// (the members of a cycle); the others are left out because they alias it.
    package mutating func fail(_ tokens: [Int], cause: Int, own: [Int] = []) -> Bool {
        let root = blockedBy[cause] >= 0 ? blockedBy[cause] : cause
        for token in tokens where states[token] != .resolved {
            states[token] = .failed
            if token != cause, !own.contains(token) { blockedBy[token] = root }
        }
        return false
    }

    /// One note per failed token that others alias: every token left out with it, however many hops away.
    package mutating func reportLeftOutAliases() {
        var dependents: [Int: [TokenPath]] = [:]
        for token in definitions.indices where states[token] == .failed && blockedBy[token] >= 0 {
            dependents[blockedBy[token], default: []].append(definitions[token].path)
        }
        for (root, paths) in dependents {
            errors.append(TokenError(.leftOutAliases(definitions[root].path, paths.sorted()),
                                     at: location(of: definitions[root].value, owner: root)))
        }
    }

    package mutating func reportCycle(_ members: [Int]) {
        guard let first = members.min() else { return }
        // Report each cycle once, starting from its earliest-defined token.
        let start = members.firstIndex(of: first) ?? 0
        let rotated = Array(members[start...] + members[..<start])
        guard reportedCycles.insert(rotated).inserted else { return }
        let paths = (rotated + [rotated[0]]).map { definitions[$0].path }
        errors.append(TokenError(.cycle(paths), at: location(of: definitions[rotated[0]].value, owner: rotated[0])))
    }

    package mutating func reportMissing(_ name: String, at value: JSONValue, owner: Int) {
        let bare = name.hasPrefix("{") ? String(name.dropFirst().dropLast()) : name
        if suggestions == nil { suggestions = NameSuggestion.Index(definitions.lazy.map(\.name), maximumLength: options.limits.suggestionNameLength) }
        let suggestion = suggestions?.closest(to: bare)
        errors.append(TokenError(.unknownReference(name, suggestion: suggestion), at: location(of: value, owner: owner)))
    }

    package mutating func warnIfDeprecated(_ used: Int, usedBy user: Int, at value: JSONValue) {
        guard let deprecation = definitions[used].deprecated else { return }
        errors.append(TokenError(.deprecatedUse(definitions[used].path, by: definitions[user].path, reason: deprecation.reason),
                                 at: location(of: value, owner: user)))
    }
}
