import DesignTokens
import DocGenSupport

/// The second ring of a two-color focus indicator: a ring of its own color drawn right against the focus ring,
/// inside it (`inner`, toward the button's middle, as an inset box-shadow under an outline) or outside it (`outer`,
/// a halo, as a spread box-shadow around an outline). Written in a `focusRing` as
/// `inner: { color, width }` or `outer: { color, width }`; a width left out is 1.
public struct FocusRingCompanion: Hashable, Sendable {
    public enum Side: String, Hashable, Sendable, CaseIterable {
        case inner, outer
    }

    public var side: Side
    public var color: ComponentValue?
    public var width: ComponentValue?
    /// Where the companion is written.
    public var location: SourceLocation

    public init(side: Side, color: ComponentValue?, width: ComponentValue?, location: SourceLocation) {
        self.side = side
        self.color = color
        self.width = width
        self.location = location
    }

    /// The built-in width of a companion that gives none.
    public static let defaultWidth = 1.0
}

/// A cell's second focus ring, resolved.
public struct ResolvedFocusRingCompanion: Hashable, Sendable {
    public var side: FocusRingCompanion.Side
    /// The color composited over the surface, as `StateCellColors.focusRing` is; `declared` as written.
    public var color: ResolvedPart<Color>
    public var width: ResolvedPart<Double>

    public init(side: FocusRingCompanion.Side, color: ResolvedPart<Color>, width: ResolvedPart<Double>) {
        self.side = side
        self.color = color
        self.width = width
    }

    /// `focusRing.inner` or `focusRing.outer`, as dumps and findings name it.
    public var name: String { "focusRing.\(side.rawValue)" }
}
