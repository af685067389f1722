import DesignTokens
import DocGenSupport

/// The padding of each side of a cell (by field, and whether a leading or trailing icon is drawn) and the hit slop a
/// `minimumHitArea` derives.
extension StateCellBuilder {
    /// The field that sets the padding before the content, when one other than `paddingX` does: the side's own
    /// icon's padding first, then the other icon's, then `paddingStart`.
    package func startPaddingValue(leadingIcon: Bool, trailingIcon: Bool) -> ComponentValue? {
        (leadingIcon ? size.withLeadingIcon.start : nil) ?? (trailingIcon ? size.withTrailingIcon.start : nil) ?? size.paddingStart
    }

    /// The field that sets the padding after the content, when one other than `paddingX` does.
    package func endPaddingValue(leadingIcon: Bool, trailingIcon: Bool) -> ComponentValue? {
        (trailingIcon ? size.withTrailingIcon.end : nil) ?? (leadingIcon ? size.withLeadingIcon.end : nil) ?? size.paddingEnd
    }

    /// Sets each side's padding and, for a `minimumHitArea`, the vertical slop from the drawn height.
    package mutating func applySides(to metrics: inout StateCellMetrics, leadingIcon: Bool, trailingIcon: Bool) {
        metrics.paddingStart = startPaddingValue(leadingIcon: leadingIcon, trailingIcon: trailingIcon).flatMap { resolver.number($0) }
        metrics.paddingEnd = endPaddingValue(leadingIcon: leadingIcon, trailingIcon: trailingIcon).flatMap { resolver.number($0) }
        if size.paddingX == nil, let start = metrics.paddingStart { metrics.paddingX = start }
        if let minimum = size.minimumHitArea.flatMap({ resolver.number($0) }) {
            metrics.minimumHitArea = minimum
            metrics.hitSlopY = StateCellMetrics.derivedSlop(minimum, across: metrics.drawnHeight, named: "height")
        }
    }
}
