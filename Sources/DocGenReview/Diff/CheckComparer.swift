import ButtonModel
import DocGenKit
import DocGenChecks

/// Compares every check of every cell in BASE and HEAD: new failures, fixed ones, and values that moved.
package enum CheckComparer {
    package static func compare(_ base: [Finding], _ head: [Finding]) -> [CheckChange] {
        struct FindingKey: Hashable { var rule: CheckRuleID; var cell: CellReference }
        let before = Dictionary(base.map { (FindingKey(rule: $0.rule, cell: $0.cell), $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [CheckChange] = []
        var seen: Set<FindingKey> = []
        for finding in head {
            let key = FindingKey(rule: finding.rule, cell: finding.cell)
            seen.insert(key)
            let old = before[key]
            let kind: CheckChange.Kind
            switch (old?.passed, finding.passed) {
            case (nil, false), (true?, false): kind = .newFailure
            case (false?, true): kind = .fixed
            case (let passed?, _) where passed == finding.passed && old.map(moved(finding)) == true: kind = .moved
            default: continue
            }
            changes.append(CheckChange(kind: kind, rule: finding.rule, severity: finding.severity, cell: finding.cell,
                                       covers: finding.isGrouped ? finding.covers : nil,
                                       before: old.map(CheckMeasure.init), after: CheckMeasure(finding),
                                       message: finding.message, hint: finding.hint, location: finding.location))
        }
        for finding in base where !seen.contains(FindingKey(rule: finding.rule, cell: finding.cell)) && !finding.passed {
            changes.append(CheckChange(kind: .fixed, rule: finding.rule, severity: finding.severity, cell: finding.cell,
                                       covers: finding.isGrouped ? finding.covers : nil, before: CheckMeasure(finding), after: nil, message: finding.message, hint: nil,
                                       location: finding.location))
        }
        return changes.enumerated().sorted { lhs, rhs in
            (lhs.element.kind, lhs.element.severity, lhs.offset) < (rhs.element.kind, rhs.element.severity, rhs.offset)
        }.map(\.element)
    }

    /// Whether the value moved as the reports show it (two decimals, truncated), so that float noise is no change.
    private static func moved(_ new: Finding) -> (Finding) -> Bool {
        { old in old.measured.truncatedForDisplay(places: 2) != new.measured.truncatedForDisplay(places: 2) }
    }
}
