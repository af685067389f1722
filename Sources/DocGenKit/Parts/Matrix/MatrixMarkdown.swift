import ButtonModel
import DocGenChecks

/// A `docgen matrix` part's document as Markdown: one table per theme (and surface of the axis), one row per variant ×
/// size × state with the cell's colors and the verdict of each check on it, led by **uncertain** and why for a cell
/// docgen could not reproduce exactly. Drawn at a text size or in another language, each row also says the label as
/// drawn there, its font size and whether it fits.
package enum MatrixMarkdown {
    package static func markdown(_ document: MatrixDocument) -> String {
        let definition = document.matrix.definition
        // A size-level finding (a touch target) stands for every cell it covers.
        var byCell: [CellReference: [Finding]] = [:]
        for finding in document.findings {
            for cell in finding.covers.isEmpty ? [finding.cell] : finding.covers { byCell[cell, default: []].append(finding) }
        }
        let drawnAt = [document.textSize.map { "at text size \(MarkdownText.code($0))" },
                       document.locale.map { "labels in \(MarkdownText.code($0))" }].compactMap { $0 }
        let header = ["Variant", "Status", "Size", "State", "Background", "Label", "Border", "Focus ring", "Checks"]
            + (document.isRelaidOut ? ["Label as drawn"] : [])
        var tables: [String] = []
        for (index, column) in document.columns.enumerated() {
            var rows: [[String]] = []
            for table in document.tables {
                for (_, sizeRows) in table.sizes {
                    for row in sizeRows {
                        guard let drawn = row.cells[index] else { continue }
                        rows.append(self.row(drawn, status: table.variant.status.rawValue, findings: byCell[drawn.cell.reference] ?? [],
                                             relaidOut: document.isRelaidOut))
                    }
                }
            }
            let on = column.surface.map { " on \(MarkdownText.code($0))" } ?? ""
            let at = drawnAt.isEmpty ? "" : ", " + drawnAt.joined(separator: ", ")
            tables.append("\(MarkdownText.escaped(definition.name)) state matrix, theme \(MarkdownText.code(column.theme))\(on)\(at):\n\n"
                          + MarkdownTable(header: header, rows: rows).markdown)
        }
        return tables.joined(separator: "\n")
    }

    private static func row(_ drawn: MatrixDocument.DrawnCell, status: String, findings: [Finding], relaidOut: Bool) -> [String] {
        let cell = drawn.cell
        let colors = cell.colors
        var verdicts = findings.map { finding in
            "\(finding.rule) \(finding.passed ? "pass" : "fail") \(finding.measured.truncatedForDisplay())"
        }
        let uncertainties = cell.uncertainties
        if !uncertainties.isEmpty { verdicts.insert("**uncertain**: \(Finding.reasons(uncertainties))", at: 0) }
        var cells = [MarkdownTable.code(cell.variant), status, MarkdownTable.cell(MarkdownText.escaped(cell.size)),
                     MarkdownTable.cell(MarkdownText.escaped(cell.state)), MarkdownTable.code(colors.background.value.hex),
                     MarkdownTable.code(colors.label.value.hex), colors.border.map { MarkdownTable.code($0.value.hex) } ?? "none",
                     cell.flags.isFocused ? MarkdownTable.code(colors.focusRing.value.hex) : "not shown",
                     MarkdownTable.cell(verdicts.joined(separator: "; "))]
        if relaidOut {
            let label = cell.text.map(MarkdownText.code) ?? "(icon only)"
            cells.append(MarkdownTable.cell(label + (drawn.layout.map { ", " + TextSizesMarkdown.verdict($0, isIconOnly: cell.isIconOnly) } ?? "")))
        }
        return cells
    }
}
