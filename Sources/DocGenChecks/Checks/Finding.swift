import ButtonModel
import DesignTokens
import DocGenSupport

/// The result of one check on one cell, passed or not (passed findings are kept so that coverage shows).
public struct Finding: Hashable, Sendable, Codable {
    /// The rule that made it: `contrast.text`, `contrast.non-text`, `contrast.focus`, `apca`, `touch-target`, ….
    public var rule: CheckRuleID
    /// How bad a failure is, in the one severity diagnostics have; a finding's `note` is written `info` in reports
    /// (`Diagnostic.Severity.findingName`). A passed finding keeps the severity its failure would have had.
    public var severity: Diagnostic.Severity
    public var passed: Bool
    public var cell: CellReference
    /// The measured value: a contrast ratio, an APCA Lc, a length in points.
    public var measured: Double
    /// The threshold the measured value is held to.
    public var required: Double
    public var foreground: Color?
    public var background: Color?
    public var tokens: [TokenReference]
    /// One sentence: what was measured and whether it passes.
    public var message: String
    /// One line: what to do when it fails, or why it is exempt.
    public var hint: String?
    /// Where to change the value: the definition of the first token, or, for a literal, its place in the
    /// component definition. Reports point here.
    public var location: SourceLocation?
    /// The cells a finding of a size-level rule stands for, its own `cell` first (see `CheckLevel`); empty for a
    /// finding about one cell.
    public var covers: [CellReference] = []
    /// Why docgen cannot be sure of the values the finding measured (`ValueUncertainty`); empty when it can. A finding
    /// on uncertain values says so instead of blaming the tokens (`Finding.onUncertainValues(_:)`).
    public var uncertainties: [ValueUncertainty] = []

    public init(rule: CheckRuleID, severity: Diagnostic.Severity, passed: Bool, cell: CellReference, measured: Double, required: Double,
                foreground: Color? = nil, background: Color? = nil, tokens: [TokenReference] = [], message: String, hint: String? = nil,
                location: SourceLocation? = nil) {
        self.rule = rule
        self.severity = severity
        self.passed = passed
        self.cell = cell
        self.measured = measured
        self.required = required
        self.foreground = foreground
        self.background = background
        self.tokens = tokens
        self.message = message
        self.hint = hint
        self.location = location ?? tokens.first?.location
    }

    /// A failed finding whose severity is `error`: what makes `docgen check` exit 1.
    public var isFailingError: Bool { !passed && severity == .error }

    /// Whether docgen could not reproduce a value the finding measured.
    public var isUncertain: Bool { !uncertainties.isEmpty }
}
