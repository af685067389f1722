import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks

/// A check whose result differs between BASE and HEAD.
public struct CheckChange: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, Comparable {
        /// Fails in HEAD, passed in BASE (or the cell is new).
        case newFailure
        /// Failed in BASE, passes in HEAD (or the failing cell is gone).
        case fixed
        /// Same outcome, another measured value: a contrast ratio, an APCA Lc, a touch target.
        case moved

        private var rank: Int { self == .newFailure ? 0 : self == .fixed ? 1 : 2 }
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rank < rhs.rank }
    }

    public var kind: Kind
    public var rule: CheckRuleID
    @FindingSeverityName public var severity: Diagnostic.Severity
    public var cell: CellReference
    /// The cells the check stands for when its rule judges a whole size (`touch-target`, `text.fits`), the first one
    /// `cell`; `nil` for one cell.
    public var covers: [CellReference]?
    /// The measured value and outcome on each side; nil on the side where the cell does not exist.
    public var before: CheckMeasure?
    public var after: CheckMeasure?
    /// HEAD's message (BASE's for a cell that is gone).
    public var message: String
    public var hint: String?
    /// Where to change the value, on the side the message comes from.
    public var location: SourceLocation?

    /// What the change names: `primary / medium (4 states × 2 themes)`, or one cell's path.
    public var scope: CellScope { CellScope(cell: cell, covers: covers ?? []) }

    /// The scope with its system in front: `backbase · primary / medium (4 states × 2 themes)`.
    public var title: String { (cell.system.isEmpty ? "" : "\(cell.system) · ") + scope.description }

    /// A new failure of an error check: what makes `docgen diff` exit 1.
    public var isNewError: Bool { kind == .newFailure && severity == .error }

    /// Whether the rule measures a size (touch target) rather than a contrast.
    public var isTouchTarget: Bool { rule == .touchTarget }
}
