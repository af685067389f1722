import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// One side of a diff analysed: its input, the context the analysis steps left, and the errors that stopped them.
public struct DiffAnalysis: Sendable {
    public var input: DiffInput
    public var context: BuildContext
    /// The errors that stopped the analysis; `nil` when it ran to the end.
    public var failure: [Diagnostic]?
    /// What the report should say about this side (a BASE with no content folder).
    package var notes: [String] = []

    /// `context` made by a build or analysis of `input` that ran to the end.
    public init(input: DiffInput, context: BuildContext, failure: [Diagnostic]? = nil) {
        self.input = input
        self.context = context
        self.failure = failure
    }

    package init(input: DiffInput, context: BuildContext, failure: [Diagnostic]? = nil, notes: [String]) {
        self.init(input: input, context: context, failure: failure)
        self.notes = notes
    }
}
