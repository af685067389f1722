import DesignTokens
import DocGenSupport

/// Fallback lists (`["{button.color.background.primary}", "{color.background.primary}"]`), resolved as CSS resolves
/// `var(--a, var(--b))`: an entry naming a token that is unset (an empty slot, `"$value": ""`) or not defined gives
/// way to the next; the first other entry is the value, and the last may be a literal.
extension ComponentValueResolver {
    /// The entry that gives the value, and a note saying which one it was (`nil` for a value that is no list); `nil`
    /// with an error listing every entry and why it gave way when none does.
    package mutating func chosen(_ value: ComponentValue) -> (ComponentValue, note: String?)? {
        guard case .fallbacks(let entries) = value.kind else { return (value, nil) }
        var passed: [String] = []
        for (index, entry) in entries.enumerated() {
            if let why = givesWay(entry) {
                passed.append("\(entry.written) \(why)")
                continue
            }
            let ordinal = "entry \(index + 1) of \(entries.count) of the fallback list"
            return (entry, passed.isEmpty ? ordinal : "\(ordinal) (\(passed.joined(separator: "; ")))")
        }
        errors.append(ComponentError(.noFallbackResolves(passed), at: value.location))
        return nil
    }

    /// Why an entry gives way to the next (`is unset (an empty slot)`, `is not defined in theme 'dark'`); `nil`
    /// when it gives the value.
    private func givesWay(_ entry: ComponentValue) -> String? {
        guard case .token(let path) = entry.kind else { return nil }
        if unset.contains(path) { return "is unset (an empty slot)" }
        if tokens[path] == nil { return "is not defined in theme '\(tokens.name)'" }
        return nil
    }
}
