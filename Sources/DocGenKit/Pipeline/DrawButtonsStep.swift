import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import ButtonDrawing

extension BuildStep {
    /// Writes an SVG file of every cell, and each matrix as JSON beside them; then the anatomy and spec drawings the
    /// pages ask for.
    public static let drawButtons = drawButtons(systems: nil, replacing: [])

    /// Draws the matrices of the systems whose ids are in `systems` (every system when `nil`), after taking away
    /// the files of `previous`, the matrices they replace, then the pages' drawings: a preview redraws only the
    /// system whose tokens changed, and none for an edited page, which may ask for new drawings.
    public static func drawButtons(systems ids: Set<String>?, replacing previous: [StateMatrix]) -> BuildStep {
        BuildStep(.drawButtons, label: "Draw buttons") { context in
            guard let measurer = context.measurer else { return }
            if let ids, !ids.isEmpty {
                // A system's tokens changed: its drawings are drawn again, so every drawing of the last run (what it
                // drew besides the matrices' files) is taken away. After a page edit they stay, and only the drawings
                // a page newly asks for are drawn (one no page asks for any more is served until the next redraw).
                let matrixFiles = Set((previous + context.systems.flatMap(\.matrices)).flatMap(Self.files(of:)))
                context.output.remove((context.outputsByStep[.drawButtons] ?? []).subtracting(matrixFiles))
            }
            context.output.remove(previous.flatMap(Self.files(of:)))
            for system in context.systems where ids?.contains(system.id) ?? true {
                // From the build cache when the system's inputs are as a build that drew them found them.
                let drawn = context.matrixFiles(of: system) { matrix in Self.draw(matrix, measurer: measurer, threads: context.configuration.jobs) }
                for (matrix, files) in drawn {
                    let origin = SourceLocation(file: matrix.definition.file)
                    do throws(Diagnostic) {
                        for file in files { try context.output.add(file.path, .bytes(file.bytes), origin: origin) }
                    } catch {
                        context.diagnostics.append(error)
                    }
                }
            }
            context.drawDiagrams()
        }
    }

    /// A matrix's pictures, then its JSON, each cell as it is laid out, cells on every core.
    package static func draw(_ matrix: StateMatrix, measurer: TextMeasurer, threads: Int) -> [(path: String, bytes: Data)] {
        let drawn = ParallelMap.map(matrix.cells, threads: threads) { cell in
            (svg: ButtonSVGFiles.file(of: cell, measurer: measurer), json: StateMatrixJSON.cell(cell))
        }
        return drawn.map { ($0.svg.path, Data($0.svg.contents.utf8)) }
            + [(StateMatrixJSON.path(of: matrix), Data(StateMatrixJSON.json(matrix, cells: drawn.map(\.json)).utf8))]
    }

    /// The site paths of a matrix's pictures and JSON.
    package static func files(of matrix: StateMatrix) -> [String] {
        matrix.cells.map(ButtonSVGFiles.path(of:)) + [StateMatrixJSON.path(of: matrix)]
    }
}
