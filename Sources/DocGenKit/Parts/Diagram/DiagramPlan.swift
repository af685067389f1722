import ButtonModel
import DocGenMarkdown
import DocGenSupport
import ButtonDrawing

/// The cells one ```` ```docgen anatomy ```` or ```` ```docgen spec ```` fence draws: the chosen cell, and the same
/// cell in a theme named `dark` when the fence names no theme, for readers whose pages are dark. The page step and
/// the drawing step both ask this, so every picture a page shows is a file of the site.
package struct DiagramPlan: Sendable {
    package var kind: DiagramKind
    package var system: DesignSystem
    package var cell: StateCell
    /// The cell in the dark theme, when the fence leaves the theme open and the component has one.
    package var darkCell: StateCell?

    package init(kind: DiagramKind, invocation: DirectiveInvocation, context: DirectiveContext) throws(DirectiveError) {
        self.kind = kind
        system = try context.system(for: invocation)
        let selection = DiagramSelection(component: invocation["component"], variant: invocation["variant"], size: invocation["size"],
                                         state: invocation["state"], theme: invocation["theme"],
                                         surface: invocation["surface"])
        do throws(DiagramSelectionError) {
            cell = try selection.cell(in: system)
            darkCell = nil
            if invocation["theme"] == nil, let matrix = system.matrices.first(where: { $0.definition.name == cell.reference.component }),
               let dark = matrix.themes.first(where: { $0 != cell.theme && $0.lowercased().contains("dark") }) {
                var other = selection
                other.theme = dark
                darkCell = try other.cell(in: system)
            }
        } catch {
            throw DirectiveError(reason: .invalidValue(argument: error.axis, value: error.value, expected: error.expected),
                                 location: invocation.location)
        }
    }

    /// Every cell drawn, the chosen one first.
    package var cells: [StateCell] { [cell] + (darkCell.map { [$0] } ?? []) }

    /// The part names this plan answers to.
    package static func kind(of invocation: DirectiveInvocation) -> DiagramKind? { DiagramKind(rawValue: invocation.name) }

    package static let parameters = [
        DirectiveParameter("variant", "The variant (default: the system's primary variant)."),
        DirectiveParameter("size", "The size (default: the variant's first)."),
        DirectiveParameter("state", "The state (default: a focused state when there is one)."),
        DirectiveParameter("surface", "The surface of the component's surface axis (default: its first)."),
        DirectiveParameter("theme", "The theme (default: the first, and a dark theme beside it for dark pages)."),
        DirectiveParameter.component, DirectiveParameter.system,
    ]
}
