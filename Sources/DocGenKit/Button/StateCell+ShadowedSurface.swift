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
    /// its padding on both sides (at least its minimum width and its height). A matrix measured with fonts replaces
    /// it with the drawn width (`StateMatrix.measuringShadowedSurfaces`).
    package var widthWithoutLabel: Double {
        metrics.fixedWidth?.value ?? max(metrics.minWidth.value, metrics.drawnHeight, isIconOnly ? 0 : 2 * metrics.paddingX.value)
    }
}

extension StateMatrix {
    /// The matrix with each shadowed surface measured around the button as it is drawn, its label measured by
    /// `measurer`: on a rounded button the length of the straight top and bottom edges sets how much of the shadow
    /// lies under their middles.
    ///
    /// A line height that a typography token leaves to the font (`StateCellMetrics.normalLineHeight`) is measured too:
    /// the font's normal line height, from its own metrics.
    public func measuringShadowedSurfaces(with measurer: TextMeasurer) -> StateMatrix {
        var matrix = self
        for index in matrix.cells.indices {
            let cell = matrix.cells[index]
            if let normal = cell.metrics.normalLineHeight {
                let ratio = measurer.forLabel(of: cell).lineHeightRatio(fontWeight: cell.metrics.fontWeight.value)
                matrix.cells[index].metrics.lineHeight = normal.with(value: ratio)
                matrix.cells[index].metrics.lineHeight?.declared = ratio
                matrix.cells[index].metrics.normalLineHeight = nil
            }
        }
        for index in matrix.cells.indices {
            guard matrix.cells[index].colors.shadowedSurface != nil, let shadows = matrix.cells[index].elevation else { continue }
            let width = ButtonGeometry(cell: matrix.cells[index], measurer: measurer).width
            matrix.cells[index].measureShadowedSurface(under: shadows, width: width)
        }
        return matrix
    }
}
