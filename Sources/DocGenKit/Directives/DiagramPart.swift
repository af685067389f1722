import ButtonModel
import Mustache
/// ```` ```docgen anatomy ```` and ```` ```docgen spec ````: one cell's drawing as an SVG file of the site (drawn by
/// the "Draw diagrams" step), shown in a `<picture>` that switches to the dark theme's drawing on dark pages, with
/// what the drawing labels as a table for readers who cannot see it.
public struct DiagramPart: DirectivePart {
    public let kind: DiagramKind
    public var name: String { kind.rawValue }
    public var summary: String {
        switch kind {
        case .anatomy: "One cell's parts, numbered, with the value and token of each."
        case .spec: "One cell measured: height, padding, icon, gap, radius, border and hit area, each with its token."
        }
    }
    public let parameters = DiagramPlan.parameters
    public let takesBody = false

    public init(_ kind: DiagramKind) {
        self.kind = kind
    }

    public func render(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let plan = try DiagramPlan(kind: kind, invocation: invocation, context: context)
        let measurer = try context.measurer(for: invocation)
        let root = context.page.rootPrefix
        let cell = plan.cell
        let touchTarget = context.build.configuration.checks.touchTargetMinimum
        let themes = plan.darkCell.map { "\(cell.theme) theme; \($0.theme) theme on a dark page" } ?? "\(cell.theme) theme"
        let caption = "\(kind.title) of the \(cell.variant) button, \(cell.size), \(cell.state) (\(themes))"
        var html = "<figure class=\"diagram diagram-\(kind.rawValue)\">\n<picture>"
        if let dark = plan.darkCell {
            html += "<source media=\"(prefers-color-scheme: dark)\" srcset=\"\(HTMLEscaping.attribute(root + kind.path(of: dark)))\">"
        }
        html += "<img src=\"\(HTMLEscaping.attribute(root + kind.path(of: cell)))\" alt=\"\(HTMLEscaping.attribute(caption))\" loading=\"lazy\"></picture>\n"
        html += "<figcaption>\(HTMLEscaping.text(caption)).\(cell.isUncertain ? " " + UncertainMark.html(cell.uncertainties) : "") <a href=\"\(HTMLEscaping.attribute(root + kind.path(of: cell)))\">SVG file</a></figcaption>\n</figure>\n"
        html += "<details class=\"diagram-values\"><summary>\(HTMLEscaping.text(kind.title)) values as a table</summary>\n"
        html += "<table>\n<thead><tr><th scope=\"col\">\(kind == .anatomy ? "Part" : "Measure")</th><th scope=\"col\">Value</th><th scope=\"col\">Token</th></tr></thead>\n<tbody>\n"
        for row in kind.rows(cell, measurer: measurer, touchTarget: touchTarget) {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(row.name))</th><td>\(HTMLEscaping.text(row.value))</td>"
                + "<td>" + (row.token.contains(" ") ? HTMLEscaping.text(row.token) : "<code>\(HTMLEscaping.text(row.token))</code>") + "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</details>"
    }

    /// The drawing as an image link to its SVG file, and what it labels as a table.
    public func markdown(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> String {
        let plan = try DiagramPlan(kind: kind, invocation: invocation, context: context)
        let rows = kind.rows(plan.cell, measurer: try context.measurer(for: invocation),
                             touchTarget: context.build.configuration.checks.touchTargetMinimum)
        return DiagramMarkdown.markdown(plan: plan, rows: rows, root: context.markdownRootPrefix)
    }
}
