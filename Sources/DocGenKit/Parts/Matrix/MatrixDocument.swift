import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenChecks

/// A `docgen matrix` part: per variant, a row per size × state and a column per theme (and surface of the axis),
/// each cell as drawn, at the invocation's text size and in its language. The HTML table and the Markdown twin's
/// tables print these cells, so that both show the size and the labels the invocation asked for.
public struct MatrixDocument: PartDocument {
    /// A column of the HTML table: a theme, and a surface of the axis when the definition has one.
    public struct Column: Hashable, Sendable {
        public var theme: String
        public var surface: String?
    }

    /// A cell as the part draws it: at a text size or in another language, the cell as laid out there.
    public struct DrawnCell: Hashable, Sendable {
        public var cell: StateCell
        /// How the label sits at the text size; `nil` when the cell is drawn as the matrix computed it.
        public var layout: TextSizeLayout?
    }

    /// One state of one size: a drawn cell per column, `nil` where the matrix has none.
    public struct Row: Hashable, Sendable {
        public var state: ButtonStateDefinition
        public var cells: [DrawnCell?]
    }

    /// One variant's table.
    public struct Table: Sendable {
        public var variant: ButtonVariant
        /// What the ids in its SVGs start with, so that the same cell drawn twice on a page keeps ids of its own.
        public var idPrefix: String
        /// Each size shown, with a row per state.
        public var sizes: [(size: ButtonSize, rows: [Row])]
    }

    public var matrix: StateMatrix
    public var columns: [Column]
    public var tables: [Table]
    /// The step of the text-size scale and the language the cells are drawn at, as the invocation names them.
    public var textSize: String?
    public var locale: String?
    /// The checks' findings on the component's cells (measured as the matrix computed them).
    public var findings: [Finding]
    public var measurer: TextMeasurer

    /// The cells of `matrix` narrowed to `variant`, `size`, `theme` and `surface` (`nil`: all), drawn at `textSize`
    /// and with the labels of `locale`. Every name must be one the matrix has (`MatrixPart` checks them).
    public init(matrix: StateMatrix, variant: String? = nil, size onlySize: String? = nil, theme: String? = nil, surface: String? = nil,
                textSize: String? = nil, locale: String? = nil, findings: [Finding] = [], measurer: TextMeasurer) {
        let definition = matrix.definition
        let surfaces = definition.axisSurfaces.map { $0?.name }.filter { surface == nil || $0 == surface }
        columns = matrix.themes.filter { theme == nil || $0 == theme }.flatMap { theme in surfaces.map { Column(theme: theme, surface: $0) } }
        var tables: [Table] = []
        for entry in definition.variants where variant == nil || entry.name == variant {
            let labels = locale.flatMap { locale in entry.labels.first { $0.locale == locale } }
            let scale = textSize == nil && labels == nil ? nil : definition.textSize ?? .written(at: SourceLocation(file: definition.file))
            // The same cell drawn at another text size or in another language on the same page keeps its own id.
            let idPrefix = (["matrix"] + [textSize, labels?.locale].compactMap { $0 }).joined(separator: "-")
            var sizes: [(size: ButtonSize, rows: [Row])] = []
            for size in definition.sizes(of: entry) where onlySize == nil || size.name == onlySize {
                var rows: [Row] = []
                for state in definition.states(of: entry) {
                    let cells = columns.map { column -> DrawnCell? in
                        guard let cell = matrix.cell(variant: entry.name, size: size.name, state: state.name, theme: column.theme,
                                                     surface: column.surface) else { return nil }
                        guard let scale, let size = definition.size(named: cell.size) else { return DrawnCell(cell: cell) }
                        let layout = TextSizeLayout(cell: cell, size: size, definition: definition, scale: scale, step: textSize ?? scale.defaultStep,
                                                    label: labels, measurer: measurer)
                        return DrawnCell(cell: layout.cell, layout: layout)
                    }
                    rows.append(Row(state: state, cells: cells))
                }
                sizes.append((size, rows))
            }
            tables.append(Table(variant: entry, idPrefix: idPrefix, sizes: sizes))
        }
        self.matrix = matrix
        self.tables = tables
        self.textSize = textSize
        self.locale = locale
        self.findings = findings
        self.measurer = measurer
    }

    /// Whether the cells are drawn otherwise than the matrix computed them (at a text size, or in another language).
    public var isRelaidOut: Bool { textSize != nil || locale != nil }

    public var shows: PartShows {
        PartShows(cells: tables.flatMap { $0.sizes.flatMap { $0.rows.flatMap { $0.cells.compactMap { $0?.cell.reference } } } })
    }

    public var html: String { MatrixTableRenderer.html(self) }
    public var markdown: String { MatrixMarkdown.markdown(self) }
}
