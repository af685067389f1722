import ButtonModel
import Mustache
import DocGenKit

extension DiffHTMLPage {
    /// The summary tiles, each named for what it counts: a tile of checks says so, never just "moved".
    package static func tiles(_ diff: SiteDiff) -> [(label: String, value: String)] {
        var tiles = [("tokens changed", String(diff.changedTokenCount)), ("cells drawn differently", String(diff.cells.count))]
        if !diff.valueOnlyCells.isEmpty { tiles.append(("cells with changed values, drawn the same", String(diff.valueOnlyCells.count))) }
        tiles += [("checks newly failing", String(diff.newFailures.count)), ("checks fixed", String(diff.fixed.count)),
                  ("checks whose measure moved", String(diff.moved.count)), ("version bump", diff.bump.level.rawValue)]
        return tiles.map { (label: $0.0, value: $0.1) }
    }

    /// The filters over the cards: one list of choices per axis whose cells differ, each value once in matrix
    /// order; `false` when there is a single card or no axis to choose on.
    package var filters: TemplateValue {
        guard groups.count > 1 else { return false }
        func choices(_ name: String, _ label: String, _ values: [String]) -> TemplateValue? {
            var seen: [String] = []
            for value in values where !seen.contains(value) { seen.append(value) }
            guard seen.count > 1 else { return nil }
            return ["name": .text(name), "label": .text(label), "options": .list(seen.map { ["value": .text($0)] })]
        }
        let cells = diff.cells.map(\.cell)
        let axes = [choices("variant", "Variant", cells.map(\.variant)), choices("state", "State", cells.map(\.state)),
                    choices("theme", "Theme", cells.map(\.theme))].compactMap { $0 }
        return axes.isEmpty ? false : ["axes": .list(axes)]
    }

    /// The cells whose values changed while their pictures did not, grouped like the cards, as one folded table.
    package var valueOnly: TemplateValue {
        guard !diff.valueOnlyCells.isEmpty else { return false }
        let e = HTMLEscaping.text
        let groups = CellChangeGroup.groups(of: diff.valueOnlyCells)
        return [
            "count": .text(String(diff.valueOnlyCells.count)),
            "rows": .list(groups.map { group in
                [
                    "cells": .text(e(group.changes.count == 1 ? group.first.title : DiffHTMLCard.title(of: group.changes.map(\.cell)))),
                    "count": group.changes.count == 1 ? false : .text(String(group.changes.count)),
                    "values": DiffHTMLTemplates.joined(group.first.values.map { value in
                        ["name": .text(e(value.name)), "before": .text(e(value.before ?? "none")), "after": .text(e(value.after ?? "none"))]
                    }, by: "; "),
                ]
            }),
        ]
    }
}
