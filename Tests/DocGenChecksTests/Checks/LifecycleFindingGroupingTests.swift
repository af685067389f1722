import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks

/// One deprecated token reached the same way in 40 cells of a variant is one finding and one line in the summary;
/// what says something else (another value, another variant) stays apart.
struct LifecycleFindingGroupingTests {
    private func finding(variant: String = "primary", size: String, state: String, theme: String, role: String = "background") -> Finding {
        DeprecatedTokenRule().evaluate(cell: CellReference(system: "acme", component: "Button", variant: variant, size: size, state: state, theme: theme),
                                       role: role, chain: ["color.button.primary.background", "color.brand.old"], deprecated: "color.brand.old",
                                       deprecation: .deprecatedBecause("Use {color.brand.primary} instead"), location: SourceLocation(file: "t.json", line: 3, column: 5))
    }

    @Test func fortyCellsAreOneLine() {
        let cells = ["sm", "md", "lg", "xl"].flatMap { size in
            ["default", "hover", "pressed", "focused", "disabled"].flatMap { state in
                ["light", "dark"].map { theme in finding(size: size, state: state, theme: theme) }
            }
        }
        #expect(cells.count == 40)
        let grouped = FindingGrouper.grouped(cells)
        #expect(grouped.count == 1)
        #expect(grouped.first?.covers.count == 40)
        let text = FindingsReport(findings: grouped).text()
        #expect(text.split(separator: "\n").filter { $0.contains("[token.deprecated]") }
            == ["t.json:3:5: warning: [token.deprecated] acme Button primary (4 sizes × 5 states × 2 themes): background uses color.brand.old "
                + "through color.button.primary.background, which is deprecated: Use {color.brand.primary} instead. Replaced by color.brand.primary."])
    }

    @Test func anotherValueOrVariantStaysApart() {
        let grouped = FindingGrouper.grouped([
            finding(size: "sm", state: "default", theme: "light"), finding(size: "md", state: "default", theme: "light"),
            finding(size: "sm", state: "default", theme: "light", role: "border"),
            finding(variant: "secondary", size: "sm", state: "default", theme: "light"),
        ])
        #expect(grouped.map { "\($0.cell.variant) \($0.tokens.first?.role ?? "") \($0.coveredCells.count)" }
            == ["primary background 2", "primary border 1", "secondary background 1"])
    }
}
