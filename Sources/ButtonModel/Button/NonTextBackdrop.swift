import DesignTokens
import DocGenSupport

/// What the non-text contrast check measures a button's boundary against (`nonTextContrast.against`).
public enum NonTextBackdrop: String, Hashable, Sendable, CaseIterable {
    /// The surface the variant sits on (the default).
    case surface
    /// The surface as the button's shadows darken it just outside its edge, for a system whose elevation is what
    /// sets a button apart (Material's elevated button); a cell without elevation is measured against the surface.
    case shadow
}
