import ButtonModel
import DesignTokens
import DocGenSupport

/// Folds the findings of size-level rules (see `CheckLevel`) into one per variant and size, and those of variant-level
/// rules into one per variant and message, each listing the cells it covers; cell-level findings pass through unchanged.
///
/// A size's findings become one when they all say the same (verdict, measured value as reports print it, message and
/// hint); else one per theme where each theme's agree; else one per theme and surface; else one per cell. A grouped
/// finding is its first cell's finding, in its first cell's place, with `covers` listing every cell in matrix order.
public enum FindingGrouper {
    public static func grouped(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var system, component, variant, size: String
            var rule: CheckRuleID
            /// What a variant-level finding says (its cells may differ in every other axis); empty for a size-level one.
            var message = ""
        }
        var groups: [Key: [Finding]] = [:]
        var order: [Key] = []
        var result: [Finding?] = []
        var slots: [Key: Int] = [:]
        for finding in findings {
            let level = finding.rule.level
            guard level != .cell, finding.covers.isEmpty else {
                result.append(finding)
                continue
            }
            let cell = finding.cell
            let key = level == .size
                ? Key(system: cell.system, component: cell.component, variant: cell.variant, size: cell.size, rule: finding.rule)
                : Key(system: cell.system, component: cell.component, variant: cell.variant, size: "", rule: finding.rule,
                      message: finding.message)
            if groups[key] == nil {
                order.append(key)
                slots[key] = result.count
                result.append(nil)
            }
            groups[key, default: []].append(finding)
        }
        var expanded: [[Finding]] = result.map { $0.map { [$0] } ?? [] }
        for key in order {
            expanded[slots[key]!] = fold(groups[key]!)
        }
        return expanded.flatMap { $0 }
    }

    /// One finding when all agree, else the findings split by theme, then by surface, then cell by cell.
    private static func fold(_ members: [Finding]) -> [Finding] {
        if let one = single(members) { return [one] }
        return partition(members, by: \.theme).flatMap { theme -> [Finding] in
            if let one = single(theme) { return [one] }
            return partition(theme, by: \.themeAndSurface).flatMap { surface -> [Finding] in
                single(surface).map { [$0] } ?? surface
            }
        }
    }

    /// The first member standing for all of them, when they say the same.
    private static func single(_ members: [Finding]) -> Finding? {
        guard var first = members.first else { return nil }
        let signature = Signature(first)
        guard members.allSatisfy({ Signature($0) == signature }) else { return nil }
        if members.count > 1 { first.covers = members.map(\.cell) }
        return first
    }

    /// Groups in order of first appearance.
    private static func partition(_ members: [Finding], by key: (CellReference) -> String) -> [[Finding]] {
        var groups: [String: [Finding]] = [:]
        var order: [String] = []
        for member in members {
            let value = key(member.cell)
            if groups[value] == nil { order.append(value) }
            groups[value, default: []].append(member)
        }
        return order.map { groups[$0]! }
    }

    /// What must agree for findings to be one.
    private struct Signature: Equatable {
        var passed: Bool
        var severity: Diagnostic.Severity
        var measured: String
        var message: String
        var hint: String?

        init(_ finding: Finding) {
            passed = finding.passed
            severity = finding.severity
            measured = finding.measured.truncatedForDisplay(places: 2)
            message = finding.message
            hint = finding.hint
        }
    }
}
