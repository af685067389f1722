import DesignTokens
import DocGenSupport

extension StateCell {
    /// Sets `colors.shadowedSurface` to the surface under `shadows` where the cell's boundary (its border, else its
    /// fill) contrasts least with it, around a button `width` wide (see `ShadowedBoundary`).
    package mutating func measureShadowedSurface(under shadows: ResolvedPart<[ButtonShadow]>, width: Double) {
        let box = ShadowedBoundary(width: width, height: metrics.drawnHeight, cornerRadius: metrics.cornerRadius.value)
        let surface = colors.surface.value
        let boundary = visibleBoundary.map { checked($0.part) } ?? colors.background.value
        let weakest = box.weakest(under: shadows.value, over: surface, boundary: boundary)
        colors.shadowedSurface = ResolvedPart(
            value: weakest.surface, declared: surface, tokens: shadows.tokens, location: shadows.location,
            written: shadows.written, fallbackFrom: shadows.fallbackFrom)
        colors.shadowedSurfacePlace = weakest.place
    }

    /// The width of the button before its label is measured: its fixed width, or, for a button that hugs its label,
    /// its padding on both sides (at least its minimum width and its height). A matrix laid out with fonts replaces
    /// it with the drawn width (`StateMatrix.laidOut(with:threads:)`).
    package var widthWithoutLabel: Double {
        metrics.fixedWidth?.value ?? max(metrics.minWidth.value, metrics.drawnHeight, isIconOnly ? 0 : 2 * metrics.paddingX.value)
    }
}
