import DocGenSupport
import DesignTokens

extension StateMatrix {
    /// The matrix with every cell laid out with `measurer`'s fonts, cells on `threads` threads, and what the layout
    /// settles written into each cell:
    /// - a line height that a typography token leaves to the font (`StateCellMetrics.normalLineHeight`) becomes the
    ///   font's normal line height, from its own metrics, before the cell is laid out;
    /// - the surface under a button's shadows (`StateCell.measureShadowedSurface`) is measured around the button as it
    ///   is drawn: on a rounded button the length of the straight top and bottom edges sets how much of the shadow
    ///   lies under their middles.
    public func laidOut(with measurer: TextMeasurer, threads: Int = 1) -> StateMatrix {
        var matrix = self
        matrix.cells = ParallelMap.map(cells, threads: threads) { cell in
            var cell = cell
            if let normal = cell.metrics.normalLineHeight {
                let ratio = measurer.forLabel(of: cell).lineHeightRatio(fontWeight: cell.metrics.fontWeight.value)
                cell.metrics.lineHeight = normal.with(value: ratio)
                cell.metrics.lineHeight?.declared = ratio
                cell.metrics.normalLineHeight = nil
            }
            cell = cell.laidOut(with: measurer)
            if cell.colors.shadowedSurface != nil, let shadows = cell.elevation {
                cell.measureShadowedSurface(under: shadows, width: cell.geometry.width)
            }
            return cell
        }
        return matrix
    }
}
