import ButtonModel
import DocGenChecks
import DocGenMarkdown
import DocGenSupport

/// ```` ```docgen checks ````: the findings of every check on every cell of the system's components.
public struct ChecksPart: DirectivePart {
    public let name = "checks"
    public let summary = "The check results: a summary per rule and theme, every failure with its values, tokens and hint."
    public let parameters = [DirectiveParameter.component, DirectiveParameter.system]
    public let takesBody = false

    public init() {}

    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let system = try context.system(for: invocation)
        let matrix = try context.matrix(for: invocation, in: system)
        return ChecksDocument(findings: context.site.findings.filter { $0.cell.system == system.id && $0.cell.component == matrix.definition.name },
                              themes: matrix.themes)
    }
}

/// A `docgen checks` part: the findings on one component's cells, summed per rule and theme in the HTML, one row per
/// finding (passed ones included, in the order of `docgen check`'s reports) in the Markdown twin.
public struct ChecksDocument: PartDocument {
    public var findings: [Finding]
    public var themes: [String]

    public var shows: PartShows { PartShows(cells: findings.map(\.cell)) }
    public var html: String { ChecksRenderer.html(findings: findings, themes: themes) }
    public var markdown: String { ChecksMarkdown.markdown(self) }
}
