import DesignTokens
import DocGenSupport

/// One variant of the component (primary, secondary, link, danger, …) and the parts it draws per state.
public struct ButtonVariant: Hashable, Sendable {
    public var name: String
    /// The text drawn on the button; its measured width sets the button's width.
    public var label: String
    /// Where `text` is written; `nil` for a variant made in code.
    public var labelLocation: SourceLocation?
    /// The surface the variant sits on: a key of the component's `surfaces`.
    public var surface: String
    public var hasLeadingIcon: Bool
    /// The glyph of the leading icon (`leadingIcon: bookmark`); `plus` for `leadingIcon: true`.
    public var leadingIcon: ButtonIcon = .plus
    /// A glyph after the label (`trailingIcon: arrow`); `nil` for none.
    public var trailingIcon: ButtonIcon?
    /// Only the icon is drawn; `accessibilityLabel` keeps the title for assistive technology.
    public var isIconOnly: Bool
    public var accessibilityLabel: String?
    public var isFullWidth: Bool
    /// A corner radius that replaces the size's (a capsule or a circle, as SwiftUI's border shapes).
    public var cornerRadius: ComponentValue?
    /// The sizes this variant comes in; `nil` for all of them.
    public var sizes: [String]?
    /// Part → state name → value. A state missing here takes the value of its fallback parent.
    public var parts: [ButtonPart: [String: ComponentValue]]
    /// Part → the parts that override it, state by state, in order (`label: [tint]`).
    public var overrides: [ButtonPart: [ButtonPart]]
    /// The parts written once for every state (`stateLayer: "{…}"`) rather than state by state.
    public var partsWrittenOnce: Set<ButtonPart> = []
    /// What is faded → state name → opacity from 0 to 1. A state missing here takes its fallback parent's.
    public var opacity: [OpacityTarget: [String: ComponentValue]] = [:]
    /// State name → a shadow token reference, or the number 0 for none. A state missing here takes its fallback
    /// parent's.
    public var elevation: [String: ComponentValue] = [:]
    /// What this variant's non-text check measures against, replacing the component's `nonTextContrast`; `nil`
    /// keeps the component's.
    public var nonTextBackdrop: NonTextBackdrop?
    /// This variant's focus ring: each member written replaces the component's; a state's `focusRing` still wins.
    public var focusRing = FocusRingStyle()
    /// The label in other languages (`labels: { de: Anmelden }`), in file order.
    public var labels: [LocalizedLabel] = []
    /// Where the variant stands in its lifecycle (`status:` in the definition); `.stable` when not written.
    public var status: VariantStatus = .stable
    /// What readers should know about the status (`statusNote: Use secondary instead.`); `nil` for none.
    public var statusNote: String?
    public var location: SourceLocation

    public init(name: String, label: String, surface: String, hasLeadingIcon: Bool = false, isIconOnly: Bool = false,
                accessibilityLabel: String? = nil, isFullWidth: Bool = false, sizes: [String]? = nil,
                parts: [ButtonPart: [String: ComponentValue]], overrides: [ButtonPart: [ButtonPart]] = [:],
                location: SourceLocation) {
        self.name = name
        self.label = label
        self.surface = surface
        self.hasLeadingIcon = hasLeadingIcon
        self.isIconOnly = isIconOnly
        self.accessibilityLabel = accessibilityLabel
        self.isFullWidth = isFullWidth
        self.cornerRadius = nil
        self.sizes = sizes
        self.parts = parts
        self.overrides = overrides
        self.location = location
    }

    /// The name assistive technology reads: the accessibility label of an icon-only variant, else the label.
    public var accessibleName: String { accessibilityLabel ?? label }
}
