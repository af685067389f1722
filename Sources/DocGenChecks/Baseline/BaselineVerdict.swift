import ButtonModel
import DesignTokens
import DocGenSupport

/// A check run held against a baseline: the failures the baseline does not accept (what fails the run), those it
/// accepts (kept visible, counted), and its entries that no longer fail as written (fixed since the baseline).
public struct BaselineVerdict: Hashable, Sendable {
    /// An entry of the baseline that no current failure matches.
    public struct Fixed: Hashable, Sendable {
        public enum Now: String, Hashable, Sendable {
            /// The check passes on that cell.
            case passes
            /// The cell (or the check on it) is gone.
            case gone
            /// The cell still fails, with other colors or another size: a failure the baseline does not accept.
            case failsOtherwise
        }

        public var entry: BaselineEntry
        public var now: Now
    }

    /// The file the baseline came from, as named.
    public var file: String
    /// Failed findings the baseline does not list: these decide the exit status.
    public var newFailures: [Finding]
    /// Failed findings the baseline lists.
    public var accepted: [Finding]
    public var fixed: [Fixed]

    /// `findings` in report order (see `FindingsReport`).
    public init(findings: [Finding], baseline: Baseline, file: String) {
        self.file = file
        let failures = findings.filter { !$0.passed }
        newFailures = failures.filter { !baseline.accepts($0) }
        accepted = failures.filter { baseline.accepts($0) }
        // A finding that stands for several cells answers for an entry of any of them (an older baseline's per-cell entries).
        let failing = Set(failures.flatMap(BaselineEntry.entries(of:)))
        struct Check: Hashable { var rule: BaselineRule; var cell: CellReference }
        let failingChecks = Set(failures.flatMap { finding in finding.coveredCells.map { Check(rule: .known(finding.rule), cell: $0) } })
        let present = Set(findings.flatMap { finding in finding.coveredCells.map { Check(rule: .known(finding.rule), cell: $0) } })
        fixed = baseline.entries.filter { !failing.contains($0) }.map { entry in
            let check = Check(rule: entry.rule, cell: entry.cell)
            return Fixed(entry: entry, now: failingChecks.contains(check) ? .failsOtherwise : present.contains(check) ? .passes : .gone)
        }
    }

    /// 1 when a failure of severity `error` is not accepted, else 0.
    public var exitStatus: Int32 { newFailures.contains(where: \.isFailingError) ? 1 : 0 }
}
