import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenChecks

/// The two drawings of one cell docgen makes: its anatomy (the parts, numbered) and its spec (the redlines).
public enum DiagramKind: String, CaseIterable, Hashable, Sendable {
    case anatomy, spec

    /// The SVG document of `cell`, its text drawn as outlines of `measurer`'s fonts.
    public func svg(_ cell: StateCell, systemName: String, measurer: TextMeasurer, touchTarget: TouchTargetMinimum = .apple) -> String {
        switch self {
        case .anatomy: AnatomyDiagram.svg(cell, systemName: systemName, measurer: measurer)
        case .spec: SpecSheet.svg(cell, systemName: systemName, measurer: measurer, touchTarget: touchTarget)
        }
    }

    /// The site path of `cell`'s drawing: `diagrams/<system>/<component>/<kind>--<variant>--<size>--<state>--<theme>.svg`.
    public func path(of cell: StateCell) -> String {
        let name = ([rawValue] + cell.reference.segments).map(ButtonSVG.safeSegment).joined(separator: "--")
        return "diagrams/\(ButtonSVG.safeSegment(cell.reference.system))/\(ButtonSVG.safeSegment(cell.reference.component))/\(name).svg"
    }
}
