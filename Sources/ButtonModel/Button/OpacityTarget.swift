import DesignTokens
import DocGenSupport

/// What an `opacity` entry of a variant fades: the whole button as one group, or one of its parts.
///
/// `button` fades the container, state layer, border, icon and label together, as a group (CSS `opacity`, UIKit's
/// `alpha`): the parts are painted over one another first and the result is faded over the surface. The others fade
/// one part before it is painted. The focus ring is drawn outside the button and is never faded.
public enum OpacityTarget: String, Hashable, Sendable, CaseIterable, Comparable {
    case button
    /// The fill drawn in the variant's `background` color.
    case container
    case stateLayer
    case border
    case icon
    case label

    public static func < (lhs: OpacityTarget, rhs: OpacityTarget) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
