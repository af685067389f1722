import DocGenSupport
import DesignTokens
import ButtonModel

/// A `docgen text-sizes` part: per variant, a row per size and a column per step of the text-size scale, each the
/// button's first state laid out at that step, worked out once for the HTML table and the Markdown twin's table.
public struct TextSizesDocument: PartDocument {
    /// One size of a variant: the label drawn (a translation, or `nil` for the written one) and its layout at each step.
    public struct Row: Hashable, Sendable {
        public var size: ButtonSize
        public var label: LocalizedLabel?
        public var layouts: [TextSizeLayout]
    }

    /// One variant's table.
    public struct Table: Hashable, Sendable {
        public var variant: ButtonVariant
        public var rows: [Row]
    }

    public var definition: ComponentDefinition
    /// The steps shown, in order: the columns.
    public var steps: [String]
    public var tables: [Table]
    public var measurer: TextMeasurer

    /// `steps`: the steps to show (default: the scale's `show`); every name must be one the matrix has
    /// (`TextSizesPart` checks them). Empty when the definition has no text-size scale.
    public init(matrix: StateMatrix, variant: String? = nil, size onlySize: String? = nil, theme: String? = nil, locale: String? = nil,
                steps: [String]? = nil, measurer: TextMeasurer) {
        let definition = matrix.definition
        self.definition = definition
        self.measurer = measurer
        guard let scale = definition.textSize else {
            self.steps = []
            tables = []
            return
        }
        let columns = steps ?? scale.shown
        self.steps = columns
        tables = definition.variants.filter { variant == nil || $0.name == variant }.compactMap { entry in
            guard let state = definition.states(of: entry).first else { return nil }
            let rows = definition.sizes(of: entry).filter { onlySize == nil || $0.name == onlySize }.compactMap { size -> Row? in
                guard let cell = matrix.cell(variant: entry.name, size: size.name, state: state.name, theme: theme ?? matrix.themes.first ?? "",
                                             surface: definition.axisSurfaces.first??.name) else { return nil }
                let label = TextSizeTableRenderer.chosenLabel(for: entry, cell: cell, size: size, definition: definition, scale: scale,
                                                              locale: locale, measurer: measurer)
                return Row(size: size, label: label, layouts: columns.map { step in
                    TextSizeLayout(cell: cell, size: size, definition: definition, scale: scale, step: step, label: label, measurer: measurer)
                })
            }
            return Table(variant: entry, rows: rows)
        }
    }

    public var shows: PartShows {
        PartShows(cells: tables.flatMap { $0.rows.compactMap { $0.layouts.first?.cell.reference } })
    }

    public var html: String { TextSizeTableRenderer.html(self) }
    public var markdown: String { TextSizesMarkdown.markdown(self) }
}
