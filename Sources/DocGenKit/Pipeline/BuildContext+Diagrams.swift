import DesignTokens

extension BuildContext {
    /// Adds the SVG file of every anatomy and spec drawing a page asks for (see `DiagramPlan`), each once; part of
    /// the "Draw buttons" step. A fence that names a cell that does not exist is left to the page step, which
    /// reports it with its line.
    mutating func drawDiagrams() {
        guard let measurer else { return }
        let context = self
        let touchTarget = configuration.checks.touchTargetMinimum
        for page in pages {
            for invocation in page.document.directives {
                guard let kind = DiagramPlan.kind(of: invocation),
                      let plan = try? DiagramPlan(kind: kind, invocation: invocation, context: DirectiveContext(page: page, build: context))
                else { continue }
                for cell in plan.cells where output[kind.path(of: cell)] == nil {
                    let svg = kind.svg(cell, systemName: plan.system.manifest.name, measurer: measurer, touchTarget: touchTarget)
                    do throws(Diagnostic) {
                        try output.add(kind.path(of: cell), text: svg, origin: invocation.location)
                    } catch {
                        diagnostics.append(error)
                    }
                }
            }
        }
    }
}
