/// Every dimension of one cell, in points (CSS pixels), and the opacities it is painted with.
public struct StateCellMetrics: Hashable, Sendable {
    public var height: ResolvedPart<Double>
    public var minWidth: ResolvedPart<Double>
    public var paddingX: ResolvedPart<Double>
    public var iconSize: ResolvedPart<Double>
    public var gap: ResolvedPart<Double>
    public var cornerRadius: ResolvedPart<Double>
    public var borderWidth: ResolvedPart<Double>
    public var fontSize: ResolvedPart<Double>
    public var fontWeight: ResolvedPart<Double>
    public var focusRingWidth: ResolvedPart<Double>
    public var focusRingOffset: ResolvedPart<Double>
    public var hitSlopX: ResolvedPart<Double>
    public var hitSlopY: ResolvedPart<Double>
    /// A fixed width, or the container's width for a full-width button; `nil` when the label sets the width.
    public var fixedWidth: ResolvedPart<Double>?
    /// The label's font stack from the size's typography token (`["Roboto", "sans-serif"]`); empty without one, and
    /// then the built-in Inter sets the label.
    public var fontFamily: [String] = []
    /// The opacities the cell is painted with; listed in `named` only where declared.
    public var opacity = StateCellOpacity()

    /// Name and value in a stable order, for dumps and tables.
    public var named: [(name: String, part: ResolvedPart<Double>)] {
        var list: [(String, ResolvedPart<Double>)] = [
            ("height", height), ("minWidth", minWidth), ("paddingX", paddingX), ("iconSize", iconSize), ("gap", gap),
            ("cornerRadius", cornerRadius), ("borderWidth", borderWidth), ("fontSize", fontSize),
            ("fontWeight", fontWeight), ("focusRingWidth", focusRingWidth), ("focusRingOffset", focusRingOffset),
            ("hitSlopX", hitSlopX), ("hitSlopY", hitSlopY),
        ]
        if let fixedWidth { list.append(("width", fixedWidth)) }
        return list.map { (name: $0.0, part: $0.1) } + opacity.named
    }
}
