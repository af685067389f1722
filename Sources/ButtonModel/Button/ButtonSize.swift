import DesignTokens
import DocGenSupport

/// One size of the component: every dimension as a token reference or a literal.
public struct ButtonSize: Hashable, Sendable {
    /// The padding of either side, each optional.
    public struct SidePadding: Hashable, Sendable {
        public var start: ComponentValue?
        public var end: ComponentValue?

        public init(start: ComponentValue? = nil, end: ComponentValue? = nil) {
            self.start = start
            self.end = end
        }
    }

    /// How wide the button is.
    public enum Width: Hashable, Sendable {
        /// Label plus padding, at least `minWidth`.
        case hug
        /// A fixed width (Horizon's standalone 201 pt).
        case fixed(ComponentValue)
        /// The container's width less its side padding.
        case fill
    }

    public var name: String
    public var height: ComponentValue
    public var minWidth: ComponentValue?
    /// Space on both sides of the content; optional when `paddingStart` and `paddingEnd` are both given.
    public var paddingX: ComponentValue?
    /// Space before the content (left in a left-to-right layout); when absent, `paddingX`.
    public var paddingStart: ComponentValue?
    /// Space after the content; when absent, `paddingX`.
    public var paddingEnd: ComponentValue?
    /// The padding where a leading icon is drawn (Material 3's `with-leading-icon`: 16 px before the icon, 24 after
    /// the label); each side given replaces `paddingStart` / `paddingEnd` / `paddingX` there.
    public var withLeadingIcon = SidePadding()
    /// The padding where a trailing icon is drawn.
    public var withTrailingIcon = SidePadding()
    public var iconSize: ComponentValue?
    public var gap: ComponentValue?
    public var cornerRadius: ComponentValue?
    public var borderWidth: ComponentValue?
    /// The label's font size; when absent, the `fontSize` member of `typography`.
    public var fontSize: ComponentValue?
    /// The label's font weight; when absent, the `fontWeight` member of `typography`, else 400.
    public var fontWeight: ComponentValue?
    /// A DTCG typography token whose `fontFamily`, `fontSize`, `fontWeight`, `letterSpacing` and `lineHeight` members
    /// the label uses.
    public var typography: ComponentValue?
    /// Space added after each glyph; when absent, the `letterSpacing` member of `typography`, else none.
    public var letterSpacing: ComponentValue?
    /// The line box as a multiple of the font size; when absent, the `lineHeight` member of `typography`.
    public var lineHeight: ComponentValue?
    public var textTransform: TextTransform = .none
    public var width: Width
    /// Extra touch area beyond the visual bounds, left and right.
    public var hitSlopX: ComponentValue?
    /// Extra touch area beyond the visual bounds, top and bottom.
    public var hitSlopY: ComponentValue?
    /// The smallest touch area on each axis; docgen derives the hit slop as max(0, (minimumHitArea − drawn size) / 2).
    /// Never beside `hitSlop`.
    public var minimumHitArea: ComponentValue?
    /// The text style the label scales with and how the height follows it; `nil` to take the component's.
    public var textScaling: SizeTextScaling?
    public var location: SourceLocation

    public init(name: String, height: ComponentValue, minWidth: ComponentValue? = nil, paddingX: ComponentValue?,
                iconSize: ComponentValue? = nil, gap: ComponentValue? = nil, cornerRadius: ComponentValue? = nil,
                borderWidth: ComponentValue? = nil, fontSize: ComponentValue?, fontWeight: ComponentValue? = nil,
                typography: ComponentValue? = nil,
                width: Width = .hug, hitSlopX: ComponentValue? = nil, hitSlopY: ComponentValue? = nil, location: SourceLocation) {
        self.name = name
        self.height = height
        self.minWidth = minWidth
        self.paddingX = paddingX
        self.iconSize = iconSize
        self.gap = gap
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.typography = typography
        self.width = width
        self.hitSlopX = hitSlopX
        self.hitSlopY = hitSlopY
        self.location = location
    }
}
