import DesignTokens
import DocGenSupport

/// A colored part of a button that a variant declares per state.
public enum ButtonPart: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case background
    /// Painted over the background and under the content (Material's state layer); faded by `opacity.stateLayer`.
    case stateLayer
    case label
    case border
    case icon
    case focusRing
    /// Not drawn by itself: a color that overrides other parts where the variant says so (Fiori's tint).
    case tint

    public static func < (lhs: ButtonPart, rhs: ButtonPart) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
