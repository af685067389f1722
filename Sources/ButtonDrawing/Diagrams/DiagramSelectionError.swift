import ButtonModel
import DesignTokens
import DocGenSupport

/// A drawing asked for a variant, size, state, theme or component that the design system does not have.
public struct DiagramSelectionError: Error, Hashable, Sendable {
    /// `variant`, `size`, `state`, `theme`, `component`, or `cell` when no cell has the combination.
    public var axis: String
    public var value: String
    /// What the axis does have, in the definition's order.
    public var known: [String]

    package init(axis: String, value: String, known: [String]) {
        self.axis = axis
        self.value = value
        self.known = known
    }

    /// The closest name, when the value looks like a typo of one.
    public var suggestion: String? { NameSuggestion.closest(to: value, among: known) }

    /// `one of primary, secondary (did you mean primary?)`.
    public var expected: String {
        guard !known.isEmpty else { return "a \(axis) the component has" }
        return "one of \(known.joined(separator: ", "))" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
    }

    /// As a diagnostic at `location` (the command line, or a page's fence).
    public func diagnostic(at location: SourceLocation) -> Diagnostic {
        Diagnostic(location: location, code: "diagram.unknown-\(axis)",
                   message: "The design system has no \(axis) '\(value)'.",
                   hint: hint)
    }

    private var hint: String {
        let choices = known.isEmpty ? "" : "Choose one of: \(known.joined(separator: ", "))."
        return (suggestion.map { "Did you mean '\($0)'? " } ?? "") + choices
    }
}
