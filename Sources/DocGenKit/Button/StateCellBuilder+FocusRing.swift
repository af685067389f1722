import DesignTokens

/// The second ring of a two-color focus indicator (`focusRing.inner` or `focusRing.outer`), inherited as a whole
/// along the state's fallback chain like the ring's own members.
extension StateCellBuilder {
    /// The companion the state (or the component) declares, resolved; `nil` when there is none or it does not
    /// resolve (the resolver or `errors` then hold why).
    mutating func buildFocusRingCompanion(surface: Color) -> ResolvedFocusRingCompanion? {
        guard let companion = inherited(\.focusRing.companion) ?? definition.focusRing.companion,
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
