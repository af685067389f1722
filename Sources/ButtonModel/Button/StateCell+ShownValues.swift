import DesignTokens

extension StateCell {
    /// The cell's drawn values by name, in drawing order, each with the tokens it came from: what the agents'
    /// manifest lists for a cell and what `docgen diff` compares between two cells.
    package var shownValues: [(name: String, text: String, tokens: [TokenPath])] {
        var list: [(name: String, text: String, tokens: [TokenPath])] = colors.named.map { named in
            let shown = named.part.value.hex, declared = named.part.declared.hex
            return (named.name, shown == declared ? shown : "\(shown) (\(declared) composited)", named.part.tokens)
        }
        if let elevation { list.append(("elevation", elevationText, elevation.tokens)) }
        list += metrics.named.map { ($0.name, $0.part.value.formattedForDisplay, $0.part.tokens) }
        list.append(("text", text ?? "(none)", []))
        return list
    }
}
