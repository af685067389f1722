/// The padding of each side of a cell (by field, whether an icon is drawn on that side) and the hit slop a
/// `minimumHitArea` derives.
extension StateCellBuilder {
    /// The field that sets the padding before the content, when one other than `paddingX` does.
    func startPaddingValue(leadingIcon: Bool) -> ComponentValue? {
        (leadingIcon ? size.paddingStartWithIcon : nil) ?? size.paddingStart
    }

    /// The field that sets the padding after the content, when one other than `paddingX` does.
    func endPaddingValue(trailingIcon: Bool) -> ComponentValue? {
        (trailingIcon ? size.paddingEndWithIcon : nil) ?? size.paddingEnd
    }

    /// Sets each side's padding and, for a `minimumHitArea`, the vertical slop from the drawn height.
    mutating func applySides(to metrics: inout StateCellMetrics, leadingIcon: Bool, trailingIcon: Bool) {
        metrics.paddingStart = startPaddingValue(leadingIcon: leadingIcon).flatMap { resolver.number($0) }
        metrics.paddingEnd = endPaddingValue(trailingIcon: trailingIcon).flatMap { resolver.number($0) }
        if size.paddingX == nil, let start = metrics.paddingStart { metrics.paddingX = start }
        if let minimum = size.minimumHitArea.flatMap({ resolver.number($0) }) {
            metrics.minimumHitArea = minimum
            metrics.hitSlopY = StateCellMetrics.derivedSlop(minimum, across: metrics.drawnHeight, named: "height")
        }
    }
}
