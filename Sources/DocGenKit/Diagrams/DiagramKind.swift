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

    /// The drawing of the cell `selection` picks in the system `systemID` of a build that has computed its matrices
    /// and loaded its fonts; a diagnostic naming what does not exist (with the closest name) otherwise.
    public func svg(systemID: String, selection: DiagramSelection, in context: BuildContext) throws(Diagnostic) -> String {
        guard let system = context.system(id: systemID) else {
            let ids = context.systems.map(\.id)
            throw DiagramSelectionError(axis: "system", value: systemID, known: ids)
                .diagnostic(at: SourceLocation(file: context.configuration.contentDirectory))
        }
        guard let measurer = context.measurer else {
            throw Diagnostic(location: SourceLocation(file: context.configuration.publicDirectory), code: "fonts.missing",
                             message: "The fonts that buttons are drawn with cannot be read.", hint: nil)
        }
        do throws(DiagramSelectionError) {
            let cell = try selection.cell(in: system)
            return svg(cell, systemName: system.manifest.name, measurer: measurer,
                       touchTarget: context.configuration.checks.touchTargetMinimum)
        } catch {
            let file = system.matrices.first { $0.definition.name == selection.component }?.definition.file ?? system.matrices.first?.definition.file
            throw error.diagnostic(at: SourceLocation(file: file ?? system.directory))
        }
    }
}

extension BuildPipeline {
    /// What `docgen anatomy` and `docgen spec` need: the design systems' matrices, fonts and cells laid out.
    public static var diagrams: BuildPipeline {
        BuildPipeline(steps: [.loadContent, .loadSystems, .readComponents, .resolveTokens, .computeMatrices, .loadFonts, .layOutCells])
    }
}
