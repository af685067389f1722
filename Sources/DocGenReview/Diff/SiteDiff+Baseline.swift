import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks

extension SiteDiff {
    /// The diff with each new failure that `baseline` accepts (matched on HEAD's side by rule, cell and measured
    /// pair) moved from `checks` to `accepted`: it no longer makes the diff exit 1, and the reports say "accepted".
    public func accepting(_ baseline: Baseline) -> SiteDiff {
        var diff = self
        let isAccepted = { (check: CheckChange) -> Bool in
            guard check.kind == .newFailure, let after = check.after else { return false }
            return baseline.accepts(BaselineEntry(rule: check.rule, cell: check.cell, foreground: after.foreground,
                                                  background: after.background, measured: after.measured))
        }
        diff.accepted = checks.filter(isAccepted)
        diff.checks = checks.filter { !isAccepted($0) }
        return diff
    }
}
