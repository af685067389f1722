import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// Why a diff could not be made (exit status 2): a side that cannot be read, or whose tokens do not resolve.
public struct DiffInputError: Error, Sendable, CustomStringConvertible {
    /// `BASE`, `HEAD`, or `The baseline` for a baseline file that cannot be read.
    public var side: String
    /// The side as the report names it: `revision main (3f2a9c1)`.
    public var sideDescription: String
    /// The problems, each with its file and place.
    public var diagnostics: [Diagnostic]
    /// Said when there are no diagnostics (a revision that does not exist).
    public var reason: String?
    /// What the comparison knows about the errors: a token they name that BASE defines and this change removed.
    public var notes: [String] = []

    public init(side: String, sideDescription: String, diagnostics: [Diagnostic] = [], reason: String? = nil, notes: [String] = []) {
        self.side = side
        self.sideDescription = sideDescription
        self.diagnostics = diagnostics
        self.reason = reason
        self.notes = notes
    }

    public var description: String {
        if let reason { return "docgen diff: \(side) (\(sideDescription)): \(reason)" }
        let count = diagnostics.filter { $0.severity == .error }.count
        return DiagnosticCap(diagnostics).lines.joined(separator: "\n") + (diagnostics.isEmpty ? "" : "\n")
            + notes.map { "note: \($0)\n" }.joined()
            + "docgen diff: \(side) (\(sideDescription)) is not valid input: \(count) error\(count == 1 ? "" : "s"). \(side == "BASE" ? "Fix the content at BASE, or compare with another revision" : "Fix \(count == 1 ? "it" : "them")"); nothing was compared."
    }
}
