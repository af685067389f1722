import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenChecks

/// Compares the state matrices of BASE and HEAD cell by cell: which cells are drawn differently, and how; and which
/// changed values that nothing draws (a focus ring's color in a state that shows no ring).
package struct CellComparer {
    /// Every token that changed, was renamed or removed, in any theme: what a cell's change is traced to.
    package var changedTokens: Set<TokenPath>
    package var findingsBefore: [CellReference: [Finding]]
    package var findingsAfter: [CellReference: [Finding]]
    /// Draw a cell's standalone SVG on each side, with that side's fonts; nil when the side's fonts are missing (then
    /// every changed value counts as drawn).
    package var drawBefore: ((StateCell) -> String)?
    package var drawAfter: ((StateCell) -> String)?
    /// Keep both pictures in each change, for the visual report.
    package var keepsPictures = false

    /// The cells drawn differently (added and removed ones among them), and those whose values changed while their
    /// pictures stayed byte for byte the same.
    package func compare(_ base: [StateMatrix], _ head: [StateMatrix]) -> (drawn: [CellChange], valueOnly: [CellChange]) {
        let before = Dictionary(base.flatMap(\.cells).map { ($0.reference, $0) }, uniquingKeysWith: { first, _ in first })
        var drawn: [CellChange] = [], valueOnly: [CellChange] = []
        var seen: Set<CellReference> = []
        for cell in head.flatMap(\.cells) {
            seen.insert(cell.reference)
            let old = before[cell.reference]
            let values = Self.values(of: old).diff(Self.values(of: cell))
            guard old == nil || !values.isEmpty else { continue }
            let pictures = (old.flatMap { drawBefore?($0) }, drawAfter?(cell))
            let same = old != nil && pictures.0 != nil && pictures.0 == pictures.1
            let found = change(cell.reference, kind: old == nil ? .added : .changed, values: values, old: old, new: cell, pictures: pictures)
            if same { valueOnly.append(found) } else { drawn.append(found) }
        }
        for cell in base.flatMap(\.cells) where !seen.contains(cell.reference) {
            drawn.append(change(cell.reference, kind: .removed, values: Self.values(of: cell).diff([]), old: cell, new: nil,
                                pictures: (drawBefore?(cell), nil)))
        }
        return (drawn, valueOnly)
    }

    private func change(_ reference: CellReference, kind: CellChange.Kind, values: [CellValueChange], old: StateCell?, new: StateCell?,
                        pictures: (String?, String?)) -> CellChange {
        let chains = values.flatMap { $0.tokensBefore + $0.tokensAfter }
        var causes: [TokenPath] = []
        for path in chains where changedTokens.contains(path) && !causes.contains(path) { causes.append(path) }
        return CellChange(cell: reference, kind: kind, values: values, causes: causes,
                          checksBefore: (findingsBefore[reference] ?? []).map(CheckResult.init),
                          checksAfter: (findingsAfter[reference] ?? []).map(CheckResult.init),
                          svgBefore: keepsPictures ? pictures.0 : nil, svgAfter: keepsPictures ? pictures.1 : nil,
                          surfaceBefore: old?.colors.surface.value.hex, surfaceAfter: new?.colors.surface.value.hex)
    }

    /// A cell's rendered values by name, in drawing order, with the tokens each came from (`StateCell.shownValues`);
    /// none for a cell that is not there.
    package static func values(of cell: StateCell?) -> [(name: String, text: String, tokens: [TokenPath])] {
        cell?.shownValues ?? []
    }
}

extension [(name: String, text: String, tokens: [TokenPath])] {
    /// The values that differ from `other`, by name, in this list's order then `other`'s.
    package func diff(_ other: Self) -> [CellValueChange] {
        var result: [CellValueChange] = []
        for value in self {
            let match = other.first { $0.name == value.name }
            if match?.text != value.text {
                result.append(CellValueChange(name: value.name, before: value.text, after: match?.text,
                                              tokensBefore: value.tokens, tokensAfter: match?.tokens ?? []))
            }
        }
        for value in other where !contains(where: { $0.name == value.name }) {
            result.append(CellValueChange(name: value.name, before: nil, after: value.text, tokensBefore: [], tokensAfter: value.tokens))
        }
        return result
    }
}
