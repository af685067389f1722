import DesignTokens

/// Compares the state matrices of BASE and HEAD cell by cell: which cells render differently, and how.
struct CellComparer {
    /// Every token that changed, was renamed or removed, in any theme: what a cell's change is traced to.
    var changedTokens: Set<TokenPath>
    var findingsBefore: [CellReference: [Finding]]
    var findingsAfter: [CellReference: [Finding]]
    /// Draws a cell's standalone SVG; nil when the fonts are missing.
    var draw: ((StateCell) -> String)?

    func compare(_ base: [StateMatrix], _ head: [StateMatrix]) -> [CellChange] {
        let before = Dictionary(base.flatMap(\.cells).map { ($0.reference, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [CellChange] = []
        var seen: Set<CellReference> = []
        for cell in head.flatMap(\.cells) {
            seen.insert(cell.reference)
            let old = before[cell.reference]
            let values = Self.values(of: old).diff(Self.values(of: cell))
            guard old == nil || !values.isEmpty else { continue }
            changes.append(change(cell.reference, kind: old == nil ? .added : .changed, values: values, old: old, new: cell))
        }
        for cell in base.flatMap(\.cells) where !seen.contains(cell.reference) {
            changes.append(change(cell.reference, kind: .removed, values: Self.values(of: cell).diff([]), old: cell, new: nil))
        }
        return changes
    }

    private func change(_ reference: CellReference, kind: CellChange.Kind, values: [CellValueChange], old: StateCell?, new: StateCell?) -> CellChange {
        let chains = values.flatMap { $0.tokensBefore + $0.tokensAfter }
        var causes: [TokenPath] = []
        for path in chains where changedTokens.contains(path) && !causes.contains(path) { causes.append(path) }
        return CellChange(cell: reference, kind: kind, values: values, causes: causes,
                          checksBefore: (findingsBefore[reference] ?? []).map(CheckResult.init),
                          checksAfter: (findingsAfter[reference] ?? []).map(CheckResult.init),
                          svgBefore: old.flatMap { draw?($0) }, svgAfter: new.flatMap { draw?($0) },
                          surfaceBefore: old?.colors.surface.value.hex, surfaceAfter: new?.colors.surface.value.hex)
    }

    /// A cell's rendered values by name, in drawing order, with the tokens each came from.
    static func values(of cell: StateCell?) -> [(name: String, text: String, tokens: [TokenPath])] {
        guard let cell else { return [] }
        var list: [(name: String, text: String, tokens: [TokenPath])] = cell.colors.named.map { named in
            let shown = named.part.value.hex, declared = named.part.declared.hex
            return (named.name, shown == declared ? shown : "\(shown) (\(declared) composited)", named.part.tokens)
        }
        if let elevation = cell.elevation { list.append(("elevation", cell.elevationText, elevation.tokens)) }
        list += cell.metrics.named.map { ($0.name, $0.part.value.formattedForDisplay, $0.part.tokens) }
        list.append(("text", cell.text ?? "(none)", []))
        return list
    }
}

extension [(name: String, text: String, tokens: [TokenPath])] {
    /// The values that differ from `other`, by name, in this list's order then `other`'s.
    func diff(_ other: Self) -> [CellValueChange] {
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
