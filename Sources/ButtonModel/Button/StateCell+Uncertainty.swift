import DesignTokens
import DocGenSupport

extension StateCell {
    /// Why docgen cannot be sure the cell is drawn as the team's build draws it: every uncertainty of the parts that
    /// paint it (colors, shadows, dimensions), each once, sorted; empty for a cell docgen reproduces exactly.
    public var uncertainties: [ValueUncertainty] {
        var all: Set<ValueUncertainty> = []
        for (_, part) in colors.named { all.formUnion(part.uncertainties) }
        if let companion = focusRingCompanion { all.formUnion(companion.color.uncertainties) }
        if let elevation { all.formUnion(elevation.uncertainties) }
        for (_, part) in metrics.named { all.formUnion(part.uncertainties) }
        return all.sorted()
    }

    /// Whether any part that paints the cell is uncertain.
    public var isUncertain: Bool {
        colors.named.contains { $0.part.isUncertain } || focusRingCompanion?.color.isUncertain == true
            || elevation?.isUncertain == true || metrics.named.contains { $0.part.isUncertain }
    }
}

extension StateMatrix {
    /// The cells docgen cannot reproduce exactly, in matrix order.
    public var uncertainCells: [CellReference] { cells.filter(\.isUncertain).map(\.reference) }
}
