import DesignTokens
import DocGenSupport
import ButtonModel

/// A check rule: what it is called, at what level it reports, in what unit it measures, how code scanning and the
/// manual describe it, and its evaluation. Every rule of `CheckRuleID` implements it, and `CheckRuleID.rule` names the
/// type, so a rule's facts are written once, beside its evaluation, and every report reads them from there.
///
/// Adding a rule: a type implementing this protocol in its own file, its case in `CheckRuleID` (with the line naming
/// the type and its place in `pageOrder`), and the call that feeds it a cell's values in the check step.
public protocol CheckRule: Sendable {
    /// What one evaluation looks at: a cell and the values measured there.
    associatedtype Subject

    /// The identifier findings, configuration and SARIF use.
    static var id: CheckRuleID { get }
    /// What the verdict is a property of, and so how often it is reported (`CheckLevel`).
    static var level: CheckLevel { get }
    /// What `Finding.measured` and `Finding.required` count.
    static var unit: CheckUnit { get }
    /// One sentence and the page that explains the requirement.
    static var descriptor: CheckRuleDescriptor { get }

    /// How bad a failure is; a passed finding keeps it too.
    var severity: Diagnostic.Severity { get }

    /// The rule's verdict on `subject`; `nil` when the rule has nothing to say about it.
    func evaluate(_ subject: Subject) -> Finding?
}

/// A rule's identity for readers: one sentence and the page that explains the requirement.
public struct CheckRuleDescriptor: Hashable, Sendable {
    public var id: CheckRuleID
    public var shortDescription: String
    public var helpURI: String

    public init(id: CheckRuleID, shortDescription: String, helpURI: String) {
        self.id = id
        self.shortDescription = shortDescription
        self.helpURI = helpURI
    }
}
