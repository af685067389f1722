extension BuildStep {
    /// Writes an SVG file of every cell, and each matrix as JSON beside them.
    public static let drawButtons = drawButtons(systems: nil, replacing: [])

    /// Draws the matrices of the systems whose ids are in `systems` (every system when `nil`), after taking away
    /// the files of `previous`, the matrices they replace: a preview redraws only the system whose tokens changed.
    public static func drawButtons(systems ids: Set<String>?, replacing previous: [StateMatrix]) -> BuildStep {
        BuildStep("Draw buttons") { context in
            guard let measurer = context.measurer else { return }
            context.output.remove(previous.flatMap { $0.cells.map(ButtonSVGFiles.path(of:)) + [StateMatrixJSON.path(of: $0)] })
            for matrix in context.systems.filter({ ids?.contains($0.id) ?? true }).flatMap(\.matrices) {
                let origin = SourceLocation(file: matrix.definition.file)
                do throws(Diagnostic) {
                    for file in ButtonSVGFiles.files(of: matrix, measurer: measurer, threads: context.configuration.jobs) {
                        try context.output.add(file.path, text: file.contents, origin: origin)
                    }
                    try context.output.add(StateMatrixJSON.path(of: matrix), text: StateMatrixJSON.json(matrix, measurer: measurer), origin: origin)
                } catch {
                    context.diagnostics.append(error)
                }
            }
        }
    }
}
