import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache
import ButtonDrawing

/// ```` ```docgen matrix ````: a table per variant, rows sizes x states, columns themes, each cell the inline SVG
/// and its resolved values with their token chains. A definition with a surface axis gets a column per theme and
/// surface, headed `light · dark-scheme`; a table of one surface names it in its caption instead.
public enum MatrixTableRenderer {
    /// `variant`, `size`, `theme` and `surface` narrow the table to one variant, size, theme or surface of the axis;
    /// `nil` shows all of them.
    /// `textSize` draws every cell at that step of the definition's text-size scale, and `locale` with the variants'
    /// labels in that language.
    public static func html(matrix: StateMatrix, variant: String? = nil, size: String? = nil, theme: String? = nil,
                            surface: String? = nil, textSize: String? = nil, locale: String? = nil,
                            measurer: TextMeasurer) throws(ComponentError) -> String {
        let definition = matrix.definition
        let location = SourceLocation(file: definition.file)
        if let variant, definition.variant(named: variant) == nil {
            throw ComponentError(.unknownVariant(variant), at: location)
        }
        if let theme, !matrix.themes.contains(theme) {
            throw ComponentError(.unknownTheme(theme, known: matrix.themes), at: location)
        }
        if let size, definition.size(named: size) == nil {
            throw ComponentError(.unknownSize(size), at: location)
        }
        if let surface, definition.axisSurface(named: surface) == nil {
            throw ComponentError(.unknownSurface(surface), at: location)
        }
        return html(MatrixDocument(matrix: matrix, variant: variant, size: size, theme: theme, surface: surface, textSize: textSize,
                                   locale: locale, measurer: measurer))
    }

    /// The document's tables, one per variant.
    package static func html(_ document: MatrixDocument) -> String {
        document.tables.map { table(for: $0, in: document) }.joined(separator: "\n")
    }

    private static func table(for drawn: MatrixDocument.Table, in document: MatrixDocument) -> String {
        let (variant, matrix, columns, measurer, idPrefix) = (drawn.variant, document.matrix, document.columns, document.measurer, drawn.idPrefix)
        let name = HTMLEscaping.text(variant.name)
        var html = "<div class=\"table-scroll\"><table class=\"state-matrix\">\n"
        let surfaces = Set(columns.compactMap(\.surface))
        let onSurface = surfaces.count == 1 ? surfaces.first.map { " on <code>\(HTMLEscaping.text($0))</code>" } ?? "" : ""
        html += "<caption>\(HTMLEscaping.text(matrix.definition.name)) <code>\(name)</code>\(onSurface)\(VariantStatusBadge.htmlWithNote(variant))</caption>\n"
        html += "<thead><tr><th scope=\"col\">Size</th><th scope=\"col\">State</th>"
        html += columns.map { column in
            let surface = surfaces.count > 1 ? column.surface.map { " · \(HTMLEscaping.text($0))" } ?? "" : ""
            return "<th scope=\"col\">\(HTMLEscaping.text(column.theme))\(surface)</th>"
        }.joined() + "</tr></thead>\n<tbody>\n"
        for (size, rows) in drawn.sizes {
            for row in rows {
                let state = row.state
                html += "<tr><th scope=\"row\">\(HTMLEscaping.text(size.name))</th><th scope=\"row\">\(HTMLEscaping.text(state.name))"
                if let fallback = state.fallback { html += " <span class=\"fallback\">→ \(HTMLEscaping.text(fallback))</span>" }
                html += "</th>"
                for drawnCell in row.cells {
                    guard let cell = drawnCell?.cell else {
                        html += "<td></td>"
                        continue
                    }
                    let uncertainties = cell.uncertainties
                    html += (uncertainties.isEmpty ? "<td>" : "<td class=\"uncertain\">" + UncertainMark.html(uncertainties) + "\n")
                        + ButtonSVG.render(cell, geometry: cell.geometry, idPrefix: idPrefix).trimmingTrailingNewline
                        + "\n" + CellValuesHTML.details(cell) + "</td>"
                }
                html += "</tr>\n"
            }
        }
        return html + "</tbody>\n</table></div>"
    }
}

extension String {
    package var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
