import ButtonModel
import DesignTokens
import DocGenSupport
import ButtonDrawing

extension DiagramKind {
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
