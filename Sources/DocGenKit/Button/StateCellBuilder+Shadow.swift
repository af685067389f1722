import DesignTokens

extension StateCellBuilder {
    /// Sets the cell's `shadowedSurface` to the surface under `shadows` where the cell's boundary (its border, else
    /// its fill) contrasts least with it; see `ShadowedBoundary`.
    ///
    /// The box is as wide as the button's fixed width or, for a button that hugs its label, as wide as it is without
    /// the label (its padding on both sides, its minimum width, at least its height): the label only moves the far
    /// side further from the points sampled, which changes a point's coverage by less than the Gaussian's tail there.
    func shadowSurface(of cell: inout StateCell, under shadows: ResolvedPart<[ButtonShadow]>) {
        let m = cell.metrics
        let height = m.drawnHeight
        let width = m.fixedWidth?.value
            ?? max(m.minWidth.value, height, cell.isIconOnly ? 0 : 2 * m.paddingX.value)
        let box = ShadowedBoundary(width: width, height: height, cornerRadius: m.cornerRadius.value)
        let surface = cell.colors.surface.value
        let boundary = cell.visibleBoundary.map { cell.checked($0.part) } ?? cell.colors.background.value
        let weakest = box.weakest(under: shadows.value, over: surface, boundary: boundary)
        cell.colors.shadowedSurface = ResolvedPart(
            value: weakest.surface, declared: surface, tokens: shadows.tokens, location: shadows.location,
            written: shadows.written, fallbackFrom: shadows.fallbackFrom)
        cell.colors.shadowedSurfacePlace = weakest.place
    }
}
