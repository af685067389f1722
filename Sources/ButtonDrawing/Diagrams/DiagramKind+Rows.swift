import ButtonModel
import DocGenChecks

extension DiagramKind {
    /// What the drawing of `cell` labels, as text rows (name, value, token): the page lists them beside the
    /// picture, whose own text is outlines.
    public func rows(_ cell: StateCell, measurer: TextMeasurer, touchTarget: TouchTargetMinimum = .apple) -> [(name: String, value: String, token: String)] {
        let figure = ButtonFigure(cell: cell, geometry: cell.geometry, measurer: measurer, scale: 1)
        switch self {
        case .anatomy:
            return AnatomyEntry.entries(of: figure).map { ("\($0.number). \($0.name)", $0.value, $0.token) }
        case .spec:
            return SpecMeasure.measures(of: figure, touchTarget: touchTarget).map { ($0.name, $0.valueText, $0.token) }
        }
    }

    /// `Anatomy`, `Spec`.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
