/// Empty slots: a token whose value is the empty string (`"$value": ""`, Kong's `tokens/components/button.json`,
/// override slots its components read as `var(--kui-button-…, var(--kui-color-…))`) is unset, as a CSS custom
/// property whose value is empty is; so is every token whose value passes through it (an alias of it, a value that
/// uses it). Unset tokens are no error: they are left out of the resolved tokens and listed in `TokenSet.unset`.
/// A token typed `string` or `content` keeps the empty string as its value.
extension AliasResolver {
    /// Whether `token`'s own value is an empty slot.
    func isEmptySlot(_ token: Int) -> Bool {
        guard definitions[token].value.string?.isEmpty == true else { return false }
        switch definitions[token].declaredType {
        case .string?, .content?: return false
        default: return true
        }
    }

    /// Marks `tokens` unset (not failed on their own, and left out with no note); returns false, as `fail` does.
    mutating func leaveUnset(_ tokens: [Int]) -> Bool {
        for token in tokens where states[token] != .resolved {
            states[token] = .failed
            blockedBy[token] = -1
            unset.insert(token)
        }
        return false
    }

    /// The unset tokens, sorted.
    var unsetPaths: [TokenPath] {
        unset.map { definitions[$0].path }.sorted()
    }
}
