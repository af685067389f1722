import DocGenSupport
import DocGenYAML

/// A directive that cannot be expanded, and where it is.
public struct DirectiveError: DiagnosticConvertible, Hashable {
    public enum Reason: Hashable, Sendable {
        case missingName
        case unterminatedQuote
        case malformedArgument(String)
        case duplicateArgument(String)
        case unknownDirective(String, known: [String])
        case unknownArgument(String, directive: String, allowed: [String])
        case missingArgument(String, directive: String)
        case invalidValue(argument: String, value: String, expected: String)
        case invalidBody(String)
        case nested
        /// A part that documents a design system, on a page that is in none.
        case noSystem(directive: String)
        /// The part itself could not be made (for example: no design system for this page).
        case unavailable(String)
    }

    public var reason: Reason
    public var location: SourceLocation

    public init(reason: Reason, location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    public var diagnostic: Diagnostic {
        let (code, message, hint) = explanation
        return Diagnostic(location: location, code: "directive.\(code)", message: message, hint: hint)
    }

    private var explanation: (String, String, String?) {
        switch reason {
        case .missingName:
            ("missing-name", "A docgen fence needs a part name.", "Write ```docgen NAME, for example ```docgen table.")
        case .unterminatedQuote:
            ("unterminated-quote", "A quoted argument value is not closed.", "Close the value with \".")
        case .malformedArgument(let word):
            ("malformed-argument", "'\(word)' is not an argument.", "Write arguments as name=value; quote values with spaces.")
        case .duplicateArgument(let name):
            ("duplicate-argument", "Argument '\(name)' is given twice.", "Keep one.")
        case .unknownDirective(let name, let known):
            ("unknown", "Unknown docgen part '\(name)'.",
             suggestion(for: name, among: known).map { "Did you mean '\($0)'? " } .map { $0 + "Parts: \(known.joined(separator: ", "))." }
                ?? "Parts: \(known.joined(separator: ", ")).")
        case .unknownArgument(let name, let directive, let allowed):
            ("unknown-argument", "The '\(directive)' part has no argument '\(name)'.",
             allowed.isEmpty ? "It takes no arguments." : "It takes: \(allowed.joined(separator: ", ")).")
        case .missingArgument(let name, let directive):
            ("missing-argument", "The '\(directive)' part needs the argument '\(name)'.", "Add \(name)=….")
        case .invalidValue(let argument, let value, let expected):
            ("invalid-value", "'\(value)' is not a valid value for '\(argument)'.", "Expected \(expected).")
        case .invalidBody(let message):
            ("invalid-body", message, nil)
        case .nested:
            ("nested", "A docgen part cannot sit inside a list or a block quote.", "Move the fence to the top level of the page.")
        case .noSystem(let directive):
            ("no-system", "The '\(directive)' part documents a design system, and this page is in none.",
             "Move the page into a folder with a system.yaml, or name one with system=FOLDER.")
        case .unavailable(let message):
            ("unavailable", message, nil)
        }
    }
}

/// The closest candidate by edit distance, when it is close enough to be a likely typo.
/// Long words get none (see `NameSuggestion`).
package func suggestion(for word: String, among candidates: [String]) -> String? {
    NameSuggestion.closest(to: word, among: candidates)
}
