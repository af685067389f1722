import DesignTokens
import DocGenSupport

/// What a variant sits on, per theme: the page background, or a brand surface for on-color variants.
public struct Surface: Hashable, Sendable {
    public var name: String
    /// Theme name (a `TokenSet.name`, such as `dark`) → color; the key `default` serves every other theme.
    public var colors: [String: ComponentValue]
    public var location: SourceLocation

    public init(name: String, colors: [String: ComponentValue], location: SourceLocation) {
        self.name = name
        self.colors = colors
        self.location = location
    }

    public static let defaultTheme = "default"

    /// The color for a theme: its own entry, else the `default` entry.
    public func color(forTheme theme: String) -> ComponentValue? {
        colors[theme] ?? colors[Self.defaultTheme]
    }
}

/// The focus ring every variant draws when focused, unless a variant declares its own `focusRing` color.
public struct FocusRingStyle: Hashable, Sendable {
    public var color: ComponentValue?
    public var width: ComponentValue?
    /// Gap between the button's edge and the ring; negative puts the ring inside the edge, over the fill.
    public var offset: ComponentValue?
    /// A second ring against this one, for a two-color indicator; `nil` for a ring alone.
    public var companion: FocusRingCompanion?

    public init(color: ComponentValue? = nil, width: ComponentValue? = nil, offset: ComponentValue? = nil,
                companion: FocusRingCompanion? = nil) {
        self.color = color
        self.width = width
        self.offset = offset
        self.companion = companion
    }
}
