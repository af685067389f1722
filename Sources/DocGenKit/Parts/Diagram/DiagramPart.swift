import ButtonModel
import Mustache
import DocGenMarkdown
import DocGenSupport
import ButtonDrawing

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

    /// The cell, its dark twin and what the drawing labels, worked out once.
    public func document(_ invocation: DirectiveInvocation, in context: DirectiveContext) throws(DirectiveError) -> any PartDocument {
        let plan = try DiagramPlan(kind: kind, invocation: invocation, context: context)
        let rows = kind.rows(plan.cell, measurer: try context.measurer(for: invocation),
                             touchTarget: context.site.touchTargetMinimum)
        return DiagramDocument(plan: plan, rows: rows, root: context.page.rootPrefix, markdownRoot: context.markdownRootPrefix)
    }
}

/// A `docgen anatomy` or `docgen spec` part: one cell's drawing (and its dark twin) as files of the site, and what
/// the drawing labels as a table.
public struct DiagramDocument: PartDocument {
    package var plan: DiagramPlan
    package var rows: [(name: String, value: String, token: String)]
    /// The way from the page, and from its Markdown twin, to the site's root.
    public var root: String
    public var markdownRoot: String

    public var shows: PartShows {
        PartShows(cells: plan.cells.map(\.reference), drawings: plan.cells.map { plan.kind.path(of: $0) })
    }

    /// A `<figure>` with a `<picture>` that switches to the dark drawing on dark pages, and the values in a `<details>`.
    public var html: String {
        let kind = plan.kind, cell = plan.cell
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
        for row in rows {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(row.name))</th><td>\(HTMLEscaping.text(row.value))</td>"
                + "<td>" + (row.token.contains(" ") ? HTMLEscaping.text(row.token) : "<code>\(HTMLEscaping.text(row.token))</code>") + "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</details>"
    }

    /// The drawing as an image link to its SVG file, and what it labels as a table.
    public var markdown: String { DiagramMarkdown.markdown(self) }
}
