import ButtonModel
import DesignTokens
import DocGenSupport

/// The failures a project has accepted (`docgen check --write-baseline`): `check --baseline` and `diff --baseline` fail
/// only on failures not listed here. An entry is matched by rule, cell and measured pair, never by message text, so a
/// reworded message still matches and the same cell failing with other colors (or another size) does not.
public struct Baseline: Hashable, Sendable {
    /// The file format's version; a file of another version is refused.
    public static let version = 1

    /// Sorted, without repeats: what the file holds.
    public let entries: [BaselineEntry]
    private let keys: Set<BaselineEntry>

    public init(entries: [BaselineEntry]) {
        keys = Set(entries)
        // Each entry's key made once: comparing made keys is what sorting 80,000 entries costs.
        self.entries = keys.map { (key: $0.sortKey, entry: $0) }.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.entry)
    }

    /// Every failed finding of `findings` (passed ones are not written); one entry per finding, so a finding that
    /// stands for several cells is written once, under its first cell.
    public init(failuresOf findings: [Finding]) {
        self.init(entries: findings.filter { !$0.passed }.map(BaselineEntry.init))
    }

    /// Whether the baseline accepts `entry`.
    public func accepts(_ entry: BaselineEntry) -> Bool { keys.contains(entry) }

    /// Whether the baseline accepts `finding`: an entry for its cell, or, for a finding that stands for several
    /// cells (a touch target, per variant and size), an entry for any cell it covers with the same measured value.
    /// A baseline written when such a finding was reported per cell is so still read: its entries map onto the group.
    public func accepts(_ finding: Finding) -> Bool {
        BaselineEntry.entries(of: finding).contains(where: keys.contains)
    }
}

/// One accepted failure: the rule, the cell and what was measured — both colors for a contrast rule, else the
/// measured value as the reports print it (truncated to two decimals, so float noise still matches).
public struct BaselineEntry: Hashable, Sendable, Comparable {
    public var rule: BaselineRule
    public var cell: CellReference
    /// `#rrggbb`, for rules that measure two colors.
    public var foreground: String?
    public var background: String?
    /// The measured value (`44`, `2.5`), for rules that measure no color pair: a touch target's size.
    public var measured: String?

    public init(rule: BaselineRule, cell: CellReference, foreground: String? = nil, background: String? = nil, measured: String? = nil) {
        self.rule = rule
        self.cell = cell
        self.foreground = foreground
        self.background = background
        self.measured = measured
    }

    /// A finding's entry: its colors when it has both, else its measured value.
    public init(_ finding: Finding) {
        self.init(rule: finding.rule, cell: finding.cell, foreground: finding.foreground?.hex, background: finding.background?.hex,
                  measured: finding.measured)
    }

    /// The entries that accept `finding`: its own, then one per further cell it covers.
    package static func entries(of finding: Finding) -> [BaselineEntry] {
        finding.coveredCells.map { cell in
            var entry = BaselineEntry(finding)
            entry.cell = cell
            return entry
        }
    }

    /// A diff's check on HEAD's side.
    package init(rule: CheckRuleID, cell: CellReference, foreground: String?, background: String?, measured: Double) {
        if let foreground, let background {
            self.init(rule: .known(rule), cell: cell, foreground: foreground.lowercased(), background: background.lowercased())
        } else {
            self.init(rule: .known(rule), cell: cell, measured: measured.truncatedForDisplay(places: 2))
        }
    }

    /// `contrast.text acme button primary/md/pressed/dark`.
    public var cellDescription: String { "\(rule) \(cell.system) \(cell.component) \(cell.segments.joined(separator: "/"))" }

    /// `#ffffff on #7aa7ff` or `40`.
    public var measuredDescription: String {
        if let foreground, let background { return "\(foreground) on \(background)" }
        return measured ?? ""
    }

    package var sortKey: [String] {
        [cell.system, cell.component, cell.variant, cell.size, cell.state, cell.theme, cell.surface ?? "", rule.name,
         foreground ?? "", background ?? "", measured ?? ""]
    }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool { lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey) }
}
