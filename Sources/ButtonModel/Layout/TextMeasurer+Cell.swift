/// Which measurer sets a cell's label: the text measurer knows fonts, the cell knows its font stack.
extension TextMeasurer {
    /// The measurer of the family that sets `cell`'s label: the first family of its font stack that its design system
    /// has files for, as a browser takes the first family it has; this measurer (Inter) when there is none.
    public func forLabel(of cell: StateCell) -> TextMeasurer {
        guard let families = systemFamilies[cell.reference.system] else { return self }
        return cell.metrics.fontFamily.lazy.compactMap { families[$0] }.first ?? self
    }
}
