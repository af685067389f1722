import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache
import DocGenKit

/// One change shown once for every cell it redraws the same way (a `CellChangeGroup`): the first cell's BASE and
/// HEAD pictures at 2× on their surfaces, the values that moved, its checks on each side, and, for a group, the
/// list of its cells folded under "× N cells" (`Assets/report/card.mustache`).
package struct DiffHTMLCard {
    package var group: CellChangeGroup
    package var stem: String

    package func render() -> String {
        DiffHTMLTemplates.render("card", value)
    }

    package var change: CellChange { group.first }

    package var value: TemplateValue {
        let e = HTMLEscaping.text
        let cells = group.changes.map(\.cell)
        return [
            "stem": .text(stem),
            "title": .text(e(group.changes.count == 1 ? change.title : Self.title(of: cells))),
            "alt": .text(change.title),
            "single": group.changes.count == 1 ? .object(Self.filterValues(change.cell)) : false,
            "group": group.changes.count == 1 ? false : [
                "count": .text(String(group.changes.count)),
                "cells": .list(group.changes.map { .object(Self.filterValues($0.cell).merging(["title": .text(e($0.title))]) { old, _ in old }) }),
            ],
            "tag": change.kind != .changed ? .text(e(change.kind.rawValue)) : false,
            "causes": DiffHTMLTemplates.joined(change.causes.map { ["text": .text(e($0.description))] }, by: " "),
            "sides": [
                side("BASE", svg: change.svgBefore, file: "\(stem)-base.svg", surface: change.surfaceBefore, checks: change.checksBefore, other: []),
                side("HEAD", svg: change.svgAfter, file: "\(stem)-head.svg", surface: change.surfaceAfter, checks: change.checksAfter,
                     other: change.checksBefore),
            ],
            "values": .list(change.values.map { value in
                [
                    "name": .text(e(value.name)),
                    "before": swatch(value.before),
                    "after": swatch(value.after),
                    "tokens": DiffHTMLTemplates.joined((value.tokensAfter.isEmpty ? value.tokensBefore : value.tokensAfter)
                        .map { ["text": .text(e($0.description))] }, by: " → "),
                ]
            }),
        ]
    }

    /// What a group's cells share, axis by axis, and how many of each axis differ: `acme · primary · 3 sizes ·
    /// 4 states · light`.
    package static func title(of cells: [CellReference]) -> String {
        func axis(_ values: [String], _ plural: String) -> String? {
            var seen: [String] = []
            for value in values where !seen.contains(value) { seen.append(value) }
            if seen.count == 1 { return seen[0].isEmpty ? nil : seen[0] }
            return "\(seen.count) \(plural)"
        }
        return [axis(cells.map(\.system), "systems"), axis(cells.map(\.variant), "variants"), axis(cells.map(\.size), "sizes"),
                axis(cells.map(\.state), "states"), axis(cells.map(\.theme), "themes"),
                axis(cells.map { $0.surface ?? "" }, "surfaces")].compactMap { $0 }.joined(separator: " · ")
    }

    /// The values the page's filters match a cell by (attributes, escaped by the template).
    package static func filterValues(_ cell: CellReference) -> [String: TemplateValue] {
        ["variant": .text(cell.variant), "state": .text(cell.state), "theme": .text(cell.theme)]
    }

    /// One side's picture at 2× and checks; on HEAD, a check whose value moved says what it was.
    private func side(_ name: String, svg: String?, file: String, surface: String?, checks: [CheckResult], other: [CheckResult]) -> TemplateValue {
        let picture = svg.flatMap(DiffHTMLPicture.init(svg:))
        return [
            "name": .text(name),
            "surface": .text(surface ?? "#ffffff"),
            "svg": svg == nil ? false : ["file": .text(file), "width": picture.map { .text(String($0.width)) } ?? false,
                                         "height": picture.map { .text(String($0.height)) } ?? false],
            "checks": .list(checks.map { check in
                [
                    "mark": .text(check.passed ? "pass" : (check.severity == .error ? "fail" : "warn")),
                    "rule": .text(HTMLEscaping.text(check.rule.rawValue)),
                    "measured": .text(check.measured.truncatedForDisplay(places: 2)),
                    "required": .text(check.required.truncatedForDisplay(places: 2)),
                    "was": .text(was(check, other)),
                ]
            }),
        ]
    }

    private func was(_ check: CheckResult, _ other: [CheckResult]) -> String {
        guard let old = other.first(where: { $0.rule == check.rule }) else { return "" }
        let before = old.measured.truncatedForDisplay(places: 2)
        return before == check.measured.truncatedForDisplay(places: 2) ? "" : " · was \(before)"
    }

    /// A color value with its swatch; other values as text; `false` (a dash) for none.
    private func swatch(_ text: String?) -> TemplateValue {
        guard let text else { return false }
        let hex = text.prefix(while: { $0 != " " })
        return DiffHTMLTemplates.value(text, chip: hex.hasPrefix("#") ? String(hex) : nil)
    }
}
