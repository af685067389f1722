import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenChecks
import ButtonDrawing

extension BuildContext {
    /// Adds the SVG file of every anatomy and spec drawing a page asks for (see `DiagramPlan`), each once; part of
    /// the "Draw buttons" step. A fence that names a cell that does not exist is left to the page step, which
    /// reports it with its line. The drawings are listed in page order, drawn on `jobs` threads, then added in
    /// that order.
    package mutating func drawDiagrams() {
        guard let measurer else { return }
        let context = self
        let touchTarget = configuration.checks.touchTargetMinimum
        var drawings: [(kind: DiagramKind, cell: StateCell, systemName: String, path: String)] = []
        var drawingIndex: [String: Int] = [:]
        var requests: [(drawing: Int, origin: SourceLocation)] = []
        for page in pages {
            for invocation in page.document.directives {
                guard let kind = DiagramPlan.kind(of: invocation),
                      let plan = try? DiagramPlan(kind: kind, invocation: invocation, context: DirectiveContext(page: page, build: context))
                else { continue }
                for cell in plan.cells {
                    let path = kind.path(of: cell)
                    guard output[path] == nil else { continue }
                    let index = drawingIndex[path] ?? drawings.count
                    if index == drawings.count {
                        drawings.append((kind, cell, plan.system.manifest.name, path))
                        drawingIndex[path] = index
                    }
                    requests.append((index, invocation.location))
                }
            }
        }
        let svgs = ParallelMap.map(drawings, threads: configuration.jobs) { drawing in
            drawing.kind.svg(drawing.cell, systemName: drawing.systemName, measurer: measurer, touchTarget: touchTarget)
        }
        // A drawing asked for again is added again only if adding it the first time failed (as it was asked for).
        for request in requests where output[drawings[request.drawing].path] == nil {
            do throws(Diagnostic) {
                try output.add(drawings[request.drawing].path, text: svgs[request.drawing], origin: request.origin)
            } catch {
                diagnostics.append(error)
            }
        }
    }
}
