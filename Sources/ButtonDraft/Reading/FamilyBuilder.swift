import DesignTokens

/// Makes a `ButtonTokenFamily` from a family's names and their words' readings: the sub-family drafted when the
/// variant words stand in two segments (Sage's `button.<family>.<variant>`), the rest word, the leaf groups that are
/// not variants, the cells, and the pattern.
struct FamilyBuilder {
    var vocabulary: DraftVocabulary

    func family(named name: String, names: [ReadName], roles: [TokenPath: [Int: WordRole]],
                decisions: [WordDecision]) -> (family: ButtonTokenFamily, others: [ButtonFamilySummary]) {
        var readings = names.map { NameReading($0, roles: roles[$0.path] ?? [:], vocabulary: vocabulary) }
        var familyName = name, others: [ButtonFamilySummary] = [], skipped: Set<Int> = []
        // Variant words in two segments in most cells: the first is a family inside the Button's names.
        let cells = readings.filter(\.isCell)
        if !cells.isEmpty, cells.filter({ $0.variantSegments.count >= 2 }).count * 2 >= cells.count {
            let groups = Dictionary(grouping: readings.filter { !$0.variantSegments.isEmpty }) { $0.firstVariantSegment }
            let ordered = groups.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
            if let largest = ordered.first {
                readings = largest.value
                familyName += "." + largest.key
                skipped = Set(largest.value.compactMap { $0.variantSegments.first })
                others = ordered.dropFirst().map { ButtonFamilySummary(name: name + "." + $0.key, count: $0.value.count,
                                                                        examples: Array($0.value.prefix(3).map(\.name.path))) }
            }
        }
        let restMarkers = vocabulary.restStates
        let restWord = Dictionary(grouping: readings.flatMap { $0.stateWords.filter(restMarkers.contains) }) { $0 }
            .max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
        let restState = restWord.map { $0 == "_" || $0.hasPrefix("@") ? "rest" : $0 } ?? "rest"
        // With a rest word, a group whose names carry no state word at all is a leaf group, not a variant.
        let stated = Set(readings.filter { !$0.stateWords.isEmpty }.map { $0.variant(skipping: skipped) })
        // Where most cells name their color (`container.color`), a part without it is something else of the part
        // (Material's `label-text`, a typography).
        let colorNamed = readings.filter(\.isCell)
        let needsColor = !colorNamed.isEmpty && Double(colorNamed.filter(\.namesColor).count) >= PlaceVote.threshold * Double(colorNamed.count)
        var cellsFound: [ButtonTokenCell] = [], unused: [TokenPath] = [], duplicates: [TokenPath] = []
        var seen: Set<String> = []
        for reading in readings {
            let variant = reading.variant(skipping: skipped)
            guard reading.isCell, !needsColor || reading.namesColor, restWord == nil || stated.contains(variant) else { unused.append(reading.name.path); continue }
            let part = vocabulary.parts[reading.partWords[0]] ?? reading.partWords[0]
            let state = reading.state(restMarkers: restMarkers) ?? restState
            let key = [variant, state, part, reading.sizes.first ?? ""].joined(separator: "\u{1F}")
            guard seen.insert(key).inserted else { duplicates.append(reading.name.path); continue }
            cellsFound.append(ButtonTokenCell(variant: variant, state: state, part: part, size: reading.sizes.first, path: reading.name.path))
        }
        // A group that paints no background, text or border (Kong's `button.shadow.focus`) is not a variant.
        let painting = Set(cellsFound.filter { Self.paintedParts.contains($0.part) }.map(\.variant))
        unused += cellsFound.filter { !painting.contains($0.variant) }.map(\.path)
        cellsFound.removeAll { !painting.contains($0.variant) }
        unused += names.map(\.path).filter { path in !readings.contains { $0.name.path == path } }
        let pattern = PatternFinder(vocabulary: vocabulary).pattern(of: readings.filter { reading in cellsFound.contains { $0.path == reading.name.path } },
                                                                  roles: roles, literal: skipped)
        var family = ButtonTokenFamily(
            name: familyName, pattern: pattern.text, order: pattern.order,
            namespace: decisions.filter { $0.role == .namespace }.map(\.word),
            variants: ordered(cellsFound.map(\.variant)),
            sizes: vocabulary.sizes.filter { size in readings.contains { $0.sizes.contains(size) } },
            states: ordered([restState] + statesInOrder(cellsFound.map(\.state))), restState: restState, restWord: restWord,
            parts: ordered(cellsFound.map(\.part)), cells: cellsFound,
            decisions: decisions.filter { decision in decision.evidence.contains { path in readings.contains { $0.name.path == path } } },
            unused: unused.sorted(), duplicates: duplicates.sorted())
        family.unnamedBase = readings.contains { reading in
            reading.variantWords.allSatisfy { skipped.contains($0.segment) } && reading.surfaces.isEmpty && cellsFound.contains { $0.path == reading.name.path }
        }
        return (family, others)
    }

    /// The parts that make a variant: a group of names painting none of them is not one.
    static let paintedParts: Set<String> = ["background", "text", "border"]

    /// `items` without repeats, in first-seen order.
    func ordered(_ items: [String]) -> [String] { items.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }

    /// States in the tables' order (a compound after its single words), unknown ones last.
    func statesInOrder(_ states: [String]) -> [String] {
        let order = vocabulary.states
        func rank(_ state: String) -> (Int, Int) {
            let words = NameSplitter.words(of: state)
            return (words.count, order.firstIndex(of: words.first ?? "") ?? order.count)
        }
        return ordered(states).sorted { rank($0) < rank($1) }
    }
}
