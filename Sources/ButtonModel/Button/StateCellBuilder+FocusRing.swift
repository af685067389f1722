import DesignTokens
import DocGenSupport

/// The focus ring's members as a cell draws them, and the second ring of a two-color indicator (`focusRing.inner` or
/// `focusRing.outer`), inherited as a whole like the ring's own members.
extension StateCellBuilder {
    /// A member of the focus ring: the nearest state's along the fallback chain, else the variant's, else the
    /// component's.
    package func focusRingMember<Value>(_ member: (FocusRingStyle) -> Value?) -> Value? {
        inherited { member($0.focusRing) } ?? member(variant.focusRing) ?? member(definition.focusRing)
    }

    /// The companion the state (or the component) declares, resolved; `nil` when there is none or it does not
    /// resolve (the resolver or `errors` then hold why).
    package mutating func buildFocusRingCompanion(surface: Color) -> ResolvedFocusRingCompanion? {
        guard let companion = focusRingMember(\.companion),
              let value = companion.color, let color = resolver.color(value) else { return nil }
        let width = resolver.number(companion.width, default: FocusRingCompanion.defaultWidth, at: companion.location)
        guard GeometryBounds.Kind.length.admits(width.value) else {
            errors.append(ComponentError(.outOfRange(property: "focusRing \(companion.side.rawValue) width", cell: cellDescription,
                                                     value: width.value, .length, token: width.tokens.first),
                                         at: companion.width?.location ?? companion.location))
            return nil
        }
        return ResolvedFocusRingCompanion(side: companion.side, color: color.with(value: color.declared.composited(over: surface)),
                                          width: width)
    }
}
