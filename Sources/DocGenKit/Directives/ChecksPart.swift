import ButtonModel
/// ```` ```docgen checks ````: the findings of every check on every cell of the system's components.
public struct ChecksPart: DirectivePart {
    public let name = "checks"
    public let summary = "The check results: a summary per rule and theme, every failure with its values, tokens and hint."
    public let parameters = [DirectiveParameter.component, DirectiveParameter.system]
    public let takesBody = false

    public init() {}

    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        let findings = context.build.findings.filter { $0.cell.system == system.id && $0.cell.component == matrix.definition.name }
        return ChecksRenderer.html(findings: findings, themes: matrix.themes)
    }

    /// One row per finding, passed ones included, in the order of `docgen check`'s reports.
    public func markdown(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        return ChecksMarkdown.markdown(findings: context.build.findings.filter { $0.cell.system == system.id && $0.cell.component == matrix.definition.name })
    }
}
