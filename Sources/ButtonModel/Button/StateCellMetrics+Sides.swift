import DesignTokens
import DocGenSupport

/// The padding of each side and the hit slop a `minimumHitArea` derives.
extension StateCellMetrics {
    /// The padding drawn before the content.
    public var start: ResolvedPart<Double> { paddingStart ?? paddingX }
    /// The padding drawn after the content.
    public var end: ResolvedPart<Double> { paddingEnd ?? paddingX }
    /// Whether a field other than `paddingX` sets a side (the sheets then measure and list each side).
    public var hasSidePadding: Bool { paddingStart != nil || paddingEnd != nil }

    /// The hit slop left and right of a button `width` wide: derived from `minimumHitArea` when the size gives one,
    /// else `hitSlopX`.
    public func hitSlopX(width: Double) -> ResolvedPart<Double> {
        guard let minimum = minimumHitArea else { return hitSlopX }
        return Self.derivedSlop(minimum, across: width, named: "width")
    }

    /// max(0, (minimum − extent) / 2), listing the minimum's tokens and showing how it was worked out.
    package static func derivedSlop(_ minimum: ResolvedPart<Double>, across extent: Double, named: String) -> ResolvedPart<Double> {
        let slop = max(0, (minimum.value - extent) / 2)
        var part = minimum.with(value: slop)
        part.declared = slop
        part.written = "max(0, (\(minimum.written) − \(named) \(extent.formattedForDisplay)) / 2)"
        return part
    }
}
