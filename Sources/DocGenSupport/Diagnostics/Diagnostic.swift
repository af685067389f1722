/// A problem with the input, said the way a compiler says it: where, what, and what to do.
///
/// Domain errors (`MarkdownError`, `TemplateError`, `TokenError`, …) carry a reason enum and turn
/// themselves into diagnostics; the pipeline collects them so that one run reports every problem.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var location: SourceLocation
    /// A stable identifier of the kind of problem, such as `markdown.unknown-directive` or `tokens.cycle`.
    public var code: String
    /// What is wrong, in one sentence.
    public var message: String
    /// What to do about it, when there is something useful to say.
    public var hint: String?
    /// The token a reference names that does not exist (`tokens.unknown-reference`, `component.unknown-token`), as a
    /// dotted path: what `docgen diff` matches a removed token by, never the message's words.
    public var missingToken: String?
    /// What the problem changes that a reader sees, when it changes anything: how many drawn cells (a build) or
    /// token values (`docgen tokens`) take a value docgen cannot be sure of because of it. Computed once where those
    /// are known (`DiagnosticReach`), and what every listing orders by.
    public var reach: Reach?

    /// How many cells or token values a problem changes.
    public struct Reach: Hashable, Sendable, Codable {
        public enum Unit: String, Hashable, Sendable, Codable {
            case cells, tokens
        }

        public var count: Int
        public var unit: Unit

        public init(_ count: Int, _ unit: Unit) {
            self.count = count
            self.unit = unit
        }

        /// `12 cells`, `1 token value`.
        public var description: String {
            "\(count) " + (unit == .cells ? (count == 1 ? "cell" : "cells") : (count == 1 ? "token value" : "token values"))
        }
    }

    public init(severity: Severity = .error, location: SourceLocation, code: String, message: String, hint: String? = nil,
                missingToken: String? = nil) {
        self.severity = severity
        self.location = location
        self.code = code
        self.message = message
        self.hint = hint
        self.missingToken = missingToken
    }

    /// `path:line:column: error: message [code]` and, on the next lines, the hint and what it changes.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message) [\(code)]"
        if let hint { text += "\n    hint: \(hint)" }
        if let reach { text += "\n    changes: \(reach.description) docgen cannot be sure of" }
        return text
    }
}

/// Any error that knows where in the input it happened.
public protocol DiagnosticConvertible: Error, Sendable {
    var diagnostic: Diagnostic { get }
}

/// A diagnostic can be thrown as it is, wherever a step finds one problem and has nothing more to add.
extension Diagnostic: DiagnosticConvertible, Error {
    public var diagnostic: Diagnostic { self }
}

/// The input is invalid: every problem found, in a stable order. Exit status 2.
public struct InvalidInputError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted { ($0.location, $0.code, $0.message) < ($1.location, $1.code, $1.message) }
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    public var errors: [Diagnostic] { filter { $0.severity == .error } }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}

private func < (lhs: (SourceLocation, String, String), rhs: (SourceLocation, String, String)) -> Bool {
    if lhs.0 != rhs.0 { return lhs.0 < rhs.0 }
    if lhs.1 != rhs.1 { return lhs.1 < rhs.1 }
    return lhs.2 < rhs.2
}
