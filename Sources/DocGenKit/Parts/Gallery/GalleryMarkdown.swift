import ButtonModel
import ButtonDrawing

/// A `docgen gallery` part's document as Markdown: per theme (and surface), each variant's default state in each size as a link
/// to the cell's SVG file, and a table of what each picture shows.
package enum GalleryMarkdown {
    package static func markdown(_ document: GalleryDocument) -> String {
        let (matrix, onlySurface, root) = (document.matrix, document.surface, document.markdownRoot)
        let definition = matrix.definition
        let surfaces = definition.axisSurfaces.map { $0?.name }.filter { onlySurface == nil || $0 == onlySurface }
        let index = CellIndex(matrix)
        var sections: [String] = []
        for theme in matrix.themes {
            for surface in surfaces {
                var images: [String] = []
                var rows: [[String]] = []
                for variant in definition.variants {
                    guard let state = definition.states(of: variant).first(where: { $0.fallback == nil }) else { continue }
                    for size in definition.sizes(of: variant) {
                        guard let cell = index[variant: variant.name, size: size.name, state: state.name, theme: theme,
                                                         surface: surface] else { continue }
                        let url = root + ButtonSVGFiles.path(of: cell)
                        images.append(MarkdownText.image("\(variant.name) \(size.name), \(state.name)", at: url))
                        rows.append([MarkdownTable.code(variant.name), variant.status.rawValue, MarkdownTable.cell(MarkdownText.escaped(size.name)),
                                     MarkdownTable.cell(MarkdownText.escaped(state.name)), MarkdownTable.cell(MarkdownText.escaped(cell.text ?? "(icon only)")),
                                     MarkdownTable.code(cell.colors.background.value.hex), MarkdownTable.code(cell.colors.label.value.hex),
                                     MarkdownTable.cell(MarkdownText.link("SVG", to: url))])
                    }
                }
                let on = surface.map { ", on \(MarkdownText.code($0))" } ?? ""
                let table = MarkdownTable(header: ["Variant", "Status", "Size", "State", "Label", "Background", "Label color", "Picture"],
                                          rows: rows)
                sections.append("\(MarkdownText.escaped(definition.name)), theme \(MarkdownText.code(theme))\(on):\n\n"
                                + images.joined(separator: "\n") + "\n\n" + table.markdown)
            }
        }
        return sections.joined(separator: "\n")
    }
}
