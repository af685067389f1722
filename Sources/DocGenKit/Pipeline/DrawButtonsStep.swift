extension BuildStep {
    /// Writes an SVG file of every cell, and each matrix as JSON beside them; then the anatomy and spec drawings the
    /// pages ask for.
    public static let drawButtons = BuildStep("Draw buttons") { context in
        guard let measurer = context.measurer else { return }
        for matrix in context.systems.flatMap(\.matrices) {
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
        context.drawDiagrams()
    }
}
