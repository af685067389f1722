import ButtonModel
import DocGenSupport
import DesignTokens

/// What a rule's verdict is a property of, and so how often it is reported.
///
/// A contrast ratio belongs to one cell: its colors change with the state, theme and surface. A touch target belongs
/// to a variant's size: every state of `primary / medium` has the same hit area, so reporting it per state, theme and
/// surface repeats one fact many times over. A rule declares its level; `FindingGrouper` folds the findings of a
/// size-level rule into one per variant and size (split by theme, then by surface, only where what was measured
/// differs), each listing the cells it covers.
public enum CheckLevel: String, Hashable, Sendable, Codable {
    /// One finding per cell.
    case cell
    /// One finding per variant and size, split by theme (then surface) only where the measurement differs.
    case size
    /// One finding per variant and what it says (a value reaching a token), covering every size, state, theme and
    /// surface where it says the same.
    case variant
}
