/// ```` ```docgen compare ````: every design system of the site side by side, for the home page.
public struct ComparePart: DirectivePart {
    public let name = "compare"
    public let summary = "The design systems side by side: variants, states, sizes, smallest hit area, contrast pass rate, primary buttons."
    public let parameters: [DirectiveParameter] = []
    public let takesBody = false

    public init() {}

    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let systems = context.build.systems.filter { !$0.matrices.isEmpty }
        guard !systems.isEmpty else {
            throw DirectiveError(reason: .unavailable("The 'compare' part needs design systems: folders with a system.yaml and a component."),
                                 location: invocation.location)
        }
        let measurer = try context.measurer(for: invocation)
        let rows = systems.map { system in
            SystemComparison(system: system, findings: context.build.findings.filter { $0.cell.system == system.id },
                             pageURL: pageURL(of: system, from: context))
        }
        return SystemComparisonRenderer.html(rows, measurer: measurer)
    }

    /// A relative link to the system's own page (`<folder>/index.md`), when it has one.
    private func pageURL(of system: DesignSystem, from context: DirectiveContext) -> String? {
        guard let page = context.build.pages.first(where: { $0.source.relativePath == FileTree.join(system.id, "index.md") }) else {
            return nil
        }
        return SitePaths.relativeURL(from: context.page.outputPath, to: page.outputPath)
    }
}
