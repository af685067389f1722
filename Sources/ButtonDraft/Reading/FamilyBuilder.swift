import DesignTokens

/// Makes a `ButtonTokenFamily` from a family's names and their words' readings: the family inside the Button's names
/// drafted when the variant words stand in two segments (Sage's `button.<family>.<variant>`), the rest word, the
/// groups that are not variants, the cells, and the pattern.
struct FamilyBuilder {
    var vocabulary: DraftVocabulary

    func family(named name: String, names: [ReadName], roles: [TokenPath: [Int: WordRole]],
                decisions: [WordDecision], inner chosen: String? = nil) -> (family: ButtonTokenFamily, others: [ButtonFamilySummary]) {
        let all = names.map { NameReading($0, roles: roles[$0.path] ?? [:], vocabulary: vocabulary) }
        let inner = innerFamily(of: all, named: name, chosen: chosen)
        let readings = inner.readings, skipped = inner.skipped
        let restWord = self.restWord(of: readings)
        let restState = restWord.map { $0 == "_" || $0.hasPrefix("@") ? "rest" : $0 } ?? "rest"
        var found = cells(of: readings, skipping: skipped, restWord: restWord, restState: restState)
        // A group that paints no background, text or border (Kong's `button.shadow.focus`) is not a variant.
        let painting = Set(found.cells.filter { Self.paintedParts.contains($0.part) }.map(\.variant))
        for cell in found.cells where !painting.contains(cell.variant) {
            found.notVariants.append(NotVariant(name: cell.variant, reason: .paintsNoColor, paths: [cell.path]))
        }
        found.cells.removeAll { !painting.contains($0.variant) }
        let kept = Set(readings.map(\.name.path)), used = Set(found.cells.map(\.path))
        let pattern = PatternFinder(vocabulary: vocabulary).pattern(of: readings.filter { used.contains($0.name.path) }, roles: roles,
                                                                  literal: skipped)
        let family = ButtonTokenFamily(
            name: inner.name.map { name + "." + $0 } ?? name, pattern: pattern.text, order: pattern.order,
            namespace: decisions.filter { $0.role == .namespace }.map(\.word),
            variants: ordered(found.cells.map(\.variant)),
            unnamedBase: readings.contains { $0.variant(skipping: skipped) == "default" && $0.variantWords.allSatisfy { skipped.contains($0.segment) } && used.contains($0.name.path) },
            sizes: vocabulary.sizes.filter { size in readings.contains { $0.sizes.contains(size) } },
            states: ordered([restState] + statesInOrder(found.cells.map(\.state))), restState: restState, restWord: restWord,
            parts: ordered(found.cells.map(\.part)), cells: found.cells,
            decisions: decisions.filter { $0.evidence.contains(where: kept.contains) },
            unused: names.map(\.path).filter { !used.contains($0) }.sorted(),
            notVariants: merged(found.notVariants), duplicates: found.duplicates.sorted())
        return (family, inner.others.map { ButtonFamilySummary(name: name + "." + $0.name, count: $0.count, examples: $0.examples) })
    }

    /// When most cells' variant words stand in two segments, the first names a family inside the Button's names: the
    /// largest (or the one `chosen` names) is drafted (its name and the segments that hold it returned), the others
    /// listed.
    func innerFamily(of readings: [NameReading], named name: String, chosen: String? = nil)
        -> (readings: [NameReading], name: String?, skipped: Set<Int>, others: [ButtonFamilySummary]) {
        let cells = readings.filter(\.isCell)
        guard !cells.isEmpty, cells.filter({ $0.variantSegments.count >= 2 }).count * 2 >= cells.count else { return (readings, nil, [], []) }
        let groups = Dictionary(grouping: readings.filter { !$0.variantSegments.isEmpty }) { $0.firstVariantSegment }
            .sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        guard let largest = chosen.map({ chosen in groups.first { $0.key == chosen } }) ?? groups.first else { return (readings, nil, [], []) }
        // Unless chosen, a family inside holds three in five of the cells or more (Sage's `typical`, 85 of 119); where
        // none does
        // (Horizon's `primary`, `secondary`, `tertiary` before `tint`, `normal`, `negative`), both segments name the
        // variant (`secondary-tint`).
        let largestCells = largest.value.filter(\.isCell).count
        guard chosen != nil || largestCells * 5 >= cells.count * 3 else { return (readings, nil, [], []) }
        let others = groups.filter { $0.key != largest.key }.map { ButtonFamilySummary(name: $0.key, count: $0.value.count, examples: Array($0.value.prefix(3).map(\.name.path))) }
        return (largest.value, largest.key, Set(largest.value.compactMap { $0.variantSegments.first }), others)
    }

    /// The rest marker the names use most (`rest`, `_`, `enabled`, `default`), or nil when the rest has no word.
    func restWord(of readings: [NameReading]) -> String? {
        let marker = Dictionary(grouping: readings.flatMap { $0.stateWords.filter(vocabulary.restStates.contains) }) { $0 }
            .max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
        if let marker { return marker }
        // `active` beside a word for pressing (`tap`, `pressed`), in names that all carry a state, is the rest
        // (SAP's `active` is enabled), not the press.
        let words = Set(readings.flatMap(\.stateWords))
        let cells = readings.filter(\.isCell)
        if words.contains("active"), !words.isDisjoint(with: Self.pressWords), cells.allSatisfy({ !$0.stateWords.isEmpty }) { return "active" }
        return nil
    }

    /// Words for a pressed button other than `active`.
    static let pressWords: Set<String> = ["tap", "tapped", "pressed", "press", "highlighted"]

    /// The cells the names paint, one token each (the first by name order; the others are duplicates), and the groups
    /// set aside: with a rest word, a group whose names carry no state word is a leaf group (Primer's `inactive`).
    /// Where most cells name their color (`container.color`), a part without it is something else of the part
    /// (Material's `label-text`, a typography), no cell.
    func cells(of readings: [NameReading], skipping skipped: Set<Int>, restWord: String?, restState: String)
        -> (cells: [ButtonTokenCell], notVariants: [NotVariant], duplicates: [TokenPath]) {
        let stated = Set(readings.filter { !$0.stateWords.isEmpty }.map { $0.variant(skipping: skipped) })
        let candidates = readings.filter(\.isCell)
        let needsColor = !candidates.isEmpty && Double(candidates.filter(\.namesColor).count) >= PlaceVote.threshold * Double(candidates.count)
        var cells: [ButtonTokenCell] = [], notVariants: [NotVariant] = [], duplicates: [TokenPath] = [], seen: Set<[String]> = []
        for reading in candidates where !needsColor || reading.namesColor {
            let variant = reading.variant(skipping: skipped)
            guard restWord == nil || stated.contains(variant) else {
                notVariants.append(NotVariant(name: variant, reason: .noStateWord, paths: [reading.name.path]))
                continue
            }
            let part = vocabulary.parts[reading.partWords[0]] ?? reading.partWords[0]
            let state = reading.state(restMarkers: vocabulary.restStates) ?? restState
            guard seen.insert([variant, state, part, reading.sizes.first ?? ""]).inserted else {
                duplicates.append(reading.name.path)
                if let index = cells.firstIndex(where: { $0.variant == variant && $0.state == state && $0.part == part && $0.size == reading.sizes.first }) {
                    cells[index].alternatives.append(reading.name.path)
                }
                continue
            }
            cells.append(ButtonTokenCell(variant: variant, state: state, part: part, size: reading.sizes.first, path: reading.name.path))
        }
        return (cells, notVariants, duplicates)
    }

    /// The groups set aside, one entry per group and reason, with all their names.
    func merged(_ groups: [NotVariant]) -> [NotVariant] {
        Dictionary(grouping: groups) { [$0.name, $0.reason.rawValue] }.values
            .map { NotVariant(name: $0[0].name, reason: $0[0].reason, paths: $0.flatMap(\.paths).sorted()) }
            .sorted { ($0.name, $0.reason.rawValue) < ($1.name, $1.reason.rawValue) }
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
