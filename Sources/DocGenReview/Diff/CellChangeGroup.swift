import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit

/// Cells whose changes are the same: the same kind, the same values before and after, the same causes. A palette
/// change that redraws twelve cells the same way is one group of twelve, shown once in the visual report.
public struct CellChangeGroup: Hashable, Sendable {
    /// The group's cells, in matrix order; the first one stands for the group (its pictures and checks are shown).
    public var changes: [CellChange]

    public var first: CellChange { changes[0] }

    /// What makes two cell changes the same change: kind, every value's name and its values on each side, and the
    /// tokens that cause them. The tokens a value is traced to are not part of it: cells of two variants name
    /// different component tokens for the same palette step.
    package struct ChangeGroupKey: Hashable {
        package var kind: CellChange.Kind
        package var values: [[String?]]
        package var causes: [TokenPath]

        package init(_ change: CellChange) {
            kind = change.kind
            values = change.values.map { [$0.name, $0.before, $0.after] }
            causes = change.causes
        }
    }

    /// The changes grouped, each group where its first cell is in `changes`, each group's cells in their order.
    public static func groups(of changes: [CellChange]) -> [CellChangeGroup] {
        var groups: [CellChangeGroup] = []
        var index: [ChangeGroupKey: Int] = [:]
        for change in changes {
            let key = ChangeGroupKey(change)
            if let at = index[key] {
                groups[at].changes.append(change)
            } else {
                index[key] = groups.count
                groups.append(CellChangeGroup(changes: [change]))
            }
        }
        return groups
    }
}
