import DesignTokens
import DocGenSupport

/// A glyph a button draws beside its label: the names a definition writes for `leadingIcon`, `trailingIcon` and a
/// state's `icon`.
public enum ButtonIcon: String, Hashable, Sendable, CaseIterable {
    /// The generic leading icon (`leadingIcon: true`).
    case plus
    /// A selected toggle, or a success.
    case check
    /// A failure.
    case cross
    /// Loading.
    case spinner
    /// A toggle's off and on pictures (Horizon's Bookmark/Bookmarked).
    case bookmark
    case bookmarkFilled = "bookmark-filled"
    /// A trailing arrow: the action leads on.
    case arrow

    /// `none` in a state: no glyph there.
    public static let noneName = "none"
}
