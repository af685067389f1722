import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks

extension SiteDiff {
    /// The rules a diff reports under, with the level each result takes.
    package enum SARIFRule: String, CaseIterable {
        case removedUndeprecated = "diff.removed-undeprecated"
        case removedReferenced = "diff.removed-referenced"
        case removedAnnounced = "diff.removed-announced"
        case tokenRenamed = "diff.token-renamed"
        case tokenChanged = "diff.token-changed"
        case tokenAdded = "diff.token-added"
        case tokenDeprecated = "diff.token-deprecated"
        case checkFailed = "diff.check-failed"
        case checkFixed = "diff.check-fixed"
        case checkMoved = "diff.check-moved"

        package var text: String {
            switch self {
            case .removedUndeprecated: "A token was removed without having been deprecated."
            case .removedReferenced: "A token was removed while content still names it."
            case .removedAnnounced: "A deprecated or announced token was removed."
            case .tokenRenamed: "A token was renamed; users of the old name break."
            case .tokenChanged: "A token's resolved value, type or alias chain changed."
            case .tokenAdded: "A token was added."
            case .tokenDeprecated: "A token was deprecated."
            case .checkFailed: "A check of a state-matrix cell fails in HEAD and did not in BASE."
            case .checkFixed: "A check that failed in BASE passes in HEAD."
            case .checkMoved: "A contrast ratio, APCA Lc or touch target moved."
            }
        }
    }

    /// SARIF 2.1.0 for code scanning, written by the checks' writer (`SARIFLog`): each change a result under its rule,
    /// at the token's place in HEAD (BASE's for a removal). Levels: errors `error`, renames and failed warnings
    /// `warning`, everything else `note`. At most `limit` results (code scanning takes 25,000 per run): errors first,
    /// then warnings, then notes. `toolVersion` is docgen's.
    public func sarif(toolVersion: String, limit: Int = 25_000) -> String {
        sarifLog(toolVersion: toolVersion).limited(to: limit).text()
    }

    /// Every change as a result, in report order.
    package func sarifLog(toolVersion: String) -> SARIFLog {
        var results: [SARIFLog.Result] = []
        func add(_ rule: SARIFRule, _ level: Diagnostic.Severity, _ message: String, _ location: SourceLocation?) {
            results.append(SARIFLog.Result(ruleID: rule.rawValue, level: level, message: message, location: location))
        }
        for problem in problems {
            let rule: SARIFRule = switch problem.code {
            case .removedUndeprecated: .removedUndeprecated
            case .removedReferenced: .removedReferenced
            case .removedAnnounced: .removedAnnounced
            }
            add(rule, problem.severity == .error ? .error : .note, "\(problem.message) \(problem.hint)", problem.location)
        }
        for tokens in self.tokens {
            let theme = "(\(tokens.system.isEmpty ? "" : tokens.system + " ")\(tokens.theme))"
            for rename in tokens.renamed {
                add(.tokenRenamed, .warning, "\(rename.from) was renamed \(rename.to) \(theme), found by \(rename.method.rawValue).", rename.after.location)
            }
            for change in tokens.changed {
                let cause = change.cause.from.map { "inherited from \($0)" } ?? "edited"
                add(.tokenChanged, .note, "\(change.path) \(theme): \(change.before.value) → \(change.after.value) (\(cause)).", change.after.location)
            }
            for entry in tokens.added { add(.tokenAdded, .note, "\(entry.path) was added \(theme): \(entry.state.value).", entry.state.location) }
            for entry in tokens.deprecationsAdded {
                add(.tokenDeprecated, .note, "\(entry.path) is deprecated \(theme)" + (entry.reason.map { ": \($0)" } ?? "."), entry.state.location)
            }
        }
        for check in checks {
            let where_ = "\(check.rule) \(check.cell.system) \(check.cell.segments.joined(separator: "/"))"
            let numbers = "\(check.before?.text ?? "—") → \(check.after?.text ?? "—")"
            switch check.kind {
            case .newFailure:
                add(.checkFailed, check.severity, "\(where_) now fails (\(numbers)): \(check.message)" + (check.hint.map { " \($0)" } ?? ""), check.location)
            case .fixed: add(.checkFixed, .note, "\(where_) now passes (\(numbers)).", check.location)
            case .moved: add(.checkMoved, .note, "\(where_) moved \(numbers).", check.location)
            }
        }
        return SARIFLog(toolName: "docgen diff", toolVersion: toolVersion,
                        rules: SARIFRule.allCases.map { SARIFLog.Rule(id: $0.rawValue, shortDescription: $0.text) },
                        results: results)
    }
}
