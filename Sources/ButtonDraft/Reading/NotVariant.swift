import DesignTokens

/// A group of names in a variant's place that the reader does not take for a variant, with why and its names (what a
/// later step lists among the tokens not used).
public struct NotVariant: Hashable, Sendable {
    /// Why a group is set aside.
    public enum Reason: String, Hashable, Sendable {
        /// The family names its rest with a word and none of the group's names carries a state word (Primer's
        /// `button.inactive.fgColor`, `button.star.iconColor`).
        case noStateWord
        /// The group paints no background, text or border (Kong's `button.shadow.focus`).
        case paintsNoColor
    }

    /// The name the group would have as a variant.
    public var name: String
    public var reason: Reason
    public var paths: [TokenPath]
}
