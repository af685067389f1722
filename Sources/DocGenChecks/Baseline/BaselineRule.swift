/// The rule a baseline entry names: one of docgen's checks, or a name this docgen does not know (a rule since renamed
/// or removed). An entry naming an unknown rule is read as any other and reported fixed, its cell "gone", since no
/// check of that name runs: the file stays readable across versions of docgen.
public enum BaselineRule: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    case known(CheckRuleID)
    case unknown(String)

    /// The rule a file names: known when docgen has a check of that name. The one way from text to a rule, so that a
    /// known name is never held as `.unknown`.
    public init(name: String) {
        self = CheckRuleID(rawValue: name).map(Self.known) ?? .unknown(name)
    }

    public init(stringLiteral name: String) {
        self.init(name: name)
    }

    /// The name as the file writes it: `contrast.text`.
    public var name: String {
        switch self {
        case .known(let id): id.rawValue
        case .unknown(let name): name
        }
    }

    public var description: String { name }
}
