import ButtonModel
/// A `docgen matrix` part as Markdown: one table per theme (and surface of the axis), one row per variant × size ×
/// state with the cell's colors and the verdict of each check on it, led by **uncertain** and why for a cell docgen could
/// not reproduce exactly.
package enum MatrixMarkdown {
    package static func markdown(matrix: StateMatrix, findings: [Finding], variant: String?, size onlySize: String?, theme onlyTheme: String?,
                         surface: String?) -> String {
        let definition = matrix.definition
        // A size-level finding (a touch target) stands for every cell it covers.
        var byCell: [CellReference: [Finding]] = [:]
        for finding in findings {
            for cell in finding.covers.isEmpty ? [finding.cell] : finding.covers { byCell[cell, default: []].append(finding) }
        }
        let surfaces = definition.axisSurfaces.map { $0?.name }.filter { surface == nil || $0 == surface }
        let index = CellIndex(matrix)
        var tables: [String] = []
        for theme in matrix.themes where onlyTheme == nil || theme == onlyTheme {
            for surface in surfaces {
                var rows: [[String]] = []
                for entry in definition.variants where variant == nil || entry.name == variant {
                    for size in definition.sizes(of: entry) where onlySize == nil || size.name == onlySize {
                        for state in definition.states(of: entry) {
                            guard let cell = index[variant: entry.name, size: size.name, state: state.name, theme: theme,
                                                             surface: surface] else { continue }
                            rows.append(row(cell, status: entry.status.rawValue, findings: byCell[cell.reference] ?? []))
                        }
                    }
                }
                let on = surface.map { " on \(MarkdownText.code($0))" } ?? ""
                let table = MarkdownTable(header: ["Variant", "Status", "Size", "State", "Background", "Label", "Border", "Focus ring",
                                                   "Checks"], rows: rows)
                tables.append("\(MarkdownText.escaped(definition.name)) state matrix, theme \(MarkdownText.code(theme))\(on):\n\n"
                              + table.markdown)
            }
        }
        return tables.joined(separator: "\n")
    }

    private static func row(_ cell: StateCell, status: String, findings: [Finding]) -> [String] {
        let colors = cell.colors
        var verdicts = findings.map { finding in
            "\(finding.rule) \(finding.passed ? "pass" : "fail") \(finding.measured.truncatedForDisplay())"
        }
        let uncertainties = cell.uncertainties
        if !uncertainties.isEmpty { verdicts.insert("**uncertain**: \(Finding.reasons(uncertainties))", at: 0) }
        return [MarkdownTable.code(cell.variant), status, MarkdownTable.cell(MarkdownText.escaped(cell.size)),
                MarkdownTable.cell(MarkdownText.escaped(cell.state)), MarkdownTable.code(colors.background.value.hex),
                MarkdownTable.code(colors.label.value.hex), colors.border.map { MarkdownTable.code($0.value.hex) } ?? "none",
                cell.flags.isFocused ? MarkdownTable.code(colors.focusRing.value.hex) : "not shown",
                MarkdownTable.cell(verdicts.joined(separator: "; "))]
    }
}
