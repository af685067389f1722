import DocGenSupport

/// Empty slots: a token whose value is the empty string (`"$value": ""`, Kong's `tokens/components/button.json`,
/// override slots its components read as `var(--kui-button-…, var(--kui-color-…))`) is unset, as a CSS custom
/// property whose value is empty is; so is every token whose value passes through it (an alias of it, a value that
/// uses it). Unset tokens are no error: they are left out of the resolved tokens and listed in `TokenSet.unset`.
/// Each empty slot is a `tokens.nonstandard` warning in files in the format's notation (the format has no empty
/// value; `--strict-format` makes it an error). A token typed `string` or `content` keeps the empty string as its
/// value, and an empty `link` stays the error the format's JSON Schema makes it.
extension AliasResolver {
    /// Whether `token`'s own value is an empty slot.
    package func isEmptySlot(_ token: Int) -> Bool {
        guard definitions[token].value.string?.isEmpty == true else { return false }
        switch definitions[token].declaredType {
        case .string?, .content?, .link?: return false
        default: return true
        }
    }

    /// The warning on an empty slot.
    package mutating func reportEmptySlot(_ token: Int) {
        nonstandard("the value is empty, an override slot", assumed: "unset, as a CSS custom property whose value is empty is: the token, and " +
                        "every token whose value passes through it, is left out, and a fallback a component names applies",
                    advice: "give the slot a value, or name a fallback for the part that uses it", at: definitions[token].value, owner: token)
    }

    /// Marks `tokens` unset (not failed on their own, and left out with no note); returns false, as `fail` does.
    package mutating func leaveUnset(_ tokens: [Int]) -> Bool {
        for token in tokens where states[token] != .resolved {
            states[token] = .failed
            blockedBy[token] = -1
            unset.insert(token)
        }
        return false
    }

    /// The unset tokens, sorted.
    package var unsetPaths: [TokenPath] {
        unset.map { definitions[$0].path }.sorted()
    }
}
