import DesignTokens
import DocGenSupport

/// Every color of one cell. Translucent colors are composited over what lies beneath them: the fill over the
/// surface, the state layer over the fill, the label, icon and border over that, the focus ring over the surface;
/// each faded first by the cell's opacities (see `CellCompositor`).
public struct StateCellColors: Hashable, Sendable {
    public var surface: ResolvedPart<Color>
    public var background: ResolvedPart<Color>
    /// `nil` when the cell paints no state layer; its value is the fill with the layer painted over it.
    public var stateLayer: ResolvedPart<Color>?
    public var label: ResolvedPart<Color>
    /// `nil` when the variant draws no border.
    public var border: ResolvedPart<Color>?
    public var icon: ResolvedPart<Color>
    public var focusRing: ResolvedPart<Color>
    /// The surface as the cell's shadows darken it just outside the button, when the definition measures non-text
    /// contrast against it (`nonTextContrast.against: shadow`) and the cell has an elevation; its provenance is the
    /// shadow token's.
    public var shadowedSurface: ResolvedPart<Color>?
    /// Where around the button `shadowedSurface` was measured: where the boundary contrasts least with it.
    public var shadowedSurfacePlace: ShadowedBoundary.Place?

    public init(surface: ResolvedPart<Color>, background: ResolvedPart<Color>, label: ResolvedPart<Color>,
                border: ResolvedPart<Color>?, icon: ResolvedPart<Color>, focusRing: ResolvedPart<Color>,
                stateLayer: ResolvedPart<Color>? = nil) {
        self.stateLayer = stateLayer
        self.surface = surface
        self.background = background
        self.label = label
        self.border = border
        self.icon = icon
        self.focusRing = focusRing
    }

    /// Name and value in drawing order, for dumps and tables.
    public var named: [(name: String, part: ResolvedPart<Color>)] {
        var list = [("surface", surface), ("background", background)]
        if let stateLayer { list.append(("stateLayer", stateLayer)) }
        list.append(("label", label))
        if let border { list.append(("border", border)) }
        list += [("icon", icon), ("focusRing", focusRing)]
        if let shadowedSurface { list.append(("shadowedSurface", shadowedSurface)) }
        return list.map { (name: $0.0, part: $0.1) }
    }

    /// What the label and icon are painted on: the fill, or the fill with the state layer over it.
    public var underContent: ResolvedPart<Color> { stateLayer ?? background }

    /// What the non-text contrast check measures a boundary against.
    public var nonTextBackdrop: ResolvedPart<Color> { shadowedSurface ?? surface }
}
