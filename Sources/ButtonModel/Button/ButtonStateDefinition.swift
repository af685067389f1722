import DesignTokens
import DocGenSupport

/// One state of the component, as declared: its fallback parent and what it does to the drawing.
///
/// Flags left out inherit from the fallback parent: `selected-pressed` falling back to `selected` is selected.
public struct ButtonStateDefinition: Hashable, Sendable {
    public var name: String
    /// The state whose values this one takes for every part it does not declare.
    public var fallback: String?
    public var disabled: Bool?
    public var focused: Bool?
    public var selected: Bool?
    public var loading: Bool?
    /// Text shown instead of the label in this state (a loading message); `nil` keeps the variant's label.
    public var label: String?
    /// Where `label` is written; `nil` without one.
    public var labelLocation: SourceLocation?
    /// What assistive technology announces in this state (`accessibilityLabelWhenLoading`).
    public var accessibilityLabel: String?
    /// The variants that have this state; `nil` for all of them.
    public var variants: [String]?
    /// The leading glyph in this state (`check` for a success), `none` for no glyph; `nil` inherits.
    public var icon: String?
    /// The trailing glyph in this state, `none` for no glyph; `nil` inherits (at the root: the variant's).
    public var trailingIcon: String?
    /// Whether the state draws no text; `nil` inherits, and at the root a loading state without a `label` hides it.
    public var hidesLabel: Bool?
    /// Focus ring color, width and offset in this state, each replacing the component's; `nil` members inherit.
    public var focusRing = FocusRingStyle()
    public var location: SourceLocation

    public init(name: String, fallback: String? = nil, disabled: Bool? = nil, focused: Bool? = nil, selected: Bool? = nil,
                loading: Bool? = nil, label: String? = nil, accessibilityLabel: String? = nil, variants: [String]? = nil,
                location: SourceLocation) {
        self.name = name
        self.fallback = fallback
        self.disabled = disabled
        self.focused = focused
        self.selected = selected
        self.loading = loading
        self.label = label
        self.accessibilityLabel = accessibilityLabel
        self.variants = variants
        self.location = location
    }
}

/// The flags of a state after inheritance along its fallback chain.
public struct ButtonStateFlags: Hashable, Sendable, Codable {
    public var isDisabled = false
    public var isFocused = false
    public var isSelected = false
    public var isLoading = false

    public init(isDisabled: Bool = false, isFocused: Bool = false, isSelected: Bool = false, isLoading: Bool = false) {
        self.isDisabled = isDisabled
        self.isFocused = isFocused
        self.isSelected = isSelected
        self.isLoading = isLoading
    }
}
