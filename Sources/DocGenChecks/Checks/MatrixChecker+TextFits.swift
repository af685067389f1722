import ButtonModel
import DesignTokens
import DocGenSupport

extension MatrixChecker {
    /// `text.fits` for every variant and size that draws a label: each distinct cell of the pair laid out at every
    /// step of the definition's text-size scale, with its label and every translation of it. A definition that
    /// declares no scale is measured at its written size, and only a label that does not fit there is reported.
    package func textFitsFindings(for matrix: StateMatrix, measurer: TextMeasurer, threads: Int = 1) -> [Finding] {
        let definition = matrix.definition
        guard configuration.isEnabled(.textFits) else { return [] }
        let declared = definition.textSize != nil
        let scale = definition.textSize ?? .written(at: SourceLocation(file: definition.file, line: 1, column: 1))
        let pairs = definition.variants.filter { !$0.isIconOnly }.flatMap { variant in definition.sizes(of: variant).map { (variant, $0) } }
        // Each variant and size is measured on its own thread; the findings keep the definition's order.
        return ParallelMap.map(pairs, threads: threads) { variant, size -> Finding? in
            let cells = matrix.cells.filter { $0.variant == variant.name && $0.size == size.name && $0.text != nil }
            guard let first = cells.first else { return nil }
            let labels: [LocalizedLabel?] = [nil] + variant.labels
            var seen: Set<DistinctLayout> = []
            var fits: [TextFit] = []
            for cell in cells where seen.insert(DistinctLayout(cell)).inserted {
                for step in scale.steps {
                    for label in labels {
                        fits.append(TextSizeLayout(cell: cell, size: size, definition: definition, scale: scale, step: step,
                                                   label: label, measurer: measurer).fit)
                    }
                }
            }
            let m = first.metrics
            let tokens = [("fontSize", m.fontSize), ("width", m.fixedWidth), ("height", m.height), ("paddingStart", m.start), ("paddingEnd", m.end)]
                .compactMap { role, part in part?.tokenReference(role: role) }
            guard let finding = configuration.textFitsRule.evaluate(cell: first.reference, fits: fits, steps: scale.steps, tokens: tokens),
                  declared || !finding.passed else { return nil }
            return finding
        }.compactMap { $0 }
    }
}

/// What a cell's layout at a text size depends on: cells of other states and themes that share it are measured once.
private struct DistinctLayout: Hashable {
    var widthText: String
    var hasLeadingGlyph: Bool
    var hasTrailingGlyph: Bool
    var isIconOnly: Bool
    var metrics: StateCellMetrics

    init(_ cell: StateCell) {
        widthText = cell.widthText
        hasLeadingGlyph = cell.leadingGlyph != nil || cell.hasLeadingIcon
        hasTrailingGlyph = cell.trailingGlyph != nil
        isIconOnly = cell.isIconOnly
        metrics = cell.metrics
    }
}
