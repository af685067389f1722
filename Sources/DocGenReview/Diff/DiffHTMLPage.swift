import ButtonModel
import Mustache
import DocGenKit

/// The visual report's page: verdict, counts, new failures, then one card per group of cells changed the same way
/// with filters over them, the cells whose values alone changed (folded), then the token tables
/// (`Assets/report/report.mustache`, its stylesheet `report.css`, its filter script `report.js`).
package struct DiffHTMLPage {
    package var diff: SiteDiff
    package var groups: [CellChangeGroup]
    package var cards: String

    package func render() -> String {
        DiffHTMLTemplates.render("report", value)
    }

    package var value: TemplateValue {
        let e = HTMLEscaping.text
        let counts: [TemplateValue] = Self.tiles(diff).map { ["label": .text($0.label), "value": .text($0.value)] }
        return [
            "base": ["name": .text(e(diff.base.name)), "description": .text(e(diff.base.description))],
            "head": ["name": .text(e(diff.head.name)), "description": .text(e(diff.head.description))],
            "verdictClass": .text(diff.exitStatus != 0 ? "bad" : "good"),
            "verdict": .text(e(diff.plainVerdict)),
            "counts": .list(counts),
            "bumpReason": .text(e(diff.bump.reason)),
            "notes": .list(diff.notes.map { ["text": .text(e($0))] }),
            "problems": .list(diff.errors.map { problem in
                ["code": .text(e(problem.code.rawValue)), "message": .text(e(problem.message)), "hint": .text(e(problem.hint)),
                 "location": .text(e(problem.location.description))]
            }),
            "newFailures": checkTable(diff.newFailures),
            "cells": diff.cells.isEmpty ? false : [
                "cellCount": .text("\(diff.cells.count) cell\(diff.cells.count == 1 ? "" : "s")"),
                "changes": .text("\(groups.count) change\(groups.count == 1 ? "" : "s")"),
                "cards": .text(cards), "filters": filters,
            ],
            "valueOnly": valueOnly,
            "noCellReached": .bool(diff.cells.isEmpty && !diff.tokens.isEmpty),
            "fixed": checkTable(diff.fixed),
            "moved": checkTable(diff.moved),
            "tokenTables": .list(diff.tokens.map(tokenTable)),
            "isEmpty": .bool(diff.isEmpty),
        ]
    }

    private func tokenTable(_ tokens: TokenDiff) -> TemplateValue {
        var rows: [TemplateValue] = []
        for change in tokens.changed {
            rows.append(row(change.path.description, "changed", change.before, change.after, change.cause.from.map { "inherits \($0)" } ?? "edited"))
        }
        for rename in tokens.renamed { rows.append(row("\(rename.from) → \(rename.to)", "renamed (\(rename.method.rawValue))", rename.before, rename.after, "")) }
        for entry in tokens.added { rows.append(row(entry.path.description, "added", nil, entry.state, "")) }
        for removal in tokens.removed { rows.append(row(removal.path.description, removal.isError ? "removed ✗" : "removed", removal.before, nil, "")) }
        for entry in tokens.deprecationsAdded { rows.append(row(entry.path.description, "deprecated", nil, entry.state, entry.reason ?? "")) }
        return ["title": .text(HTMLEscaping.text((tokens.system.isEmpty ? "" : tokens.system + " · ") + tokens.theme)), "rows": .list(rows)]
    }

    private func row(_ name: String, _ kind: String, _ before: TokenState?, _ after: TokenState?, _ cause: String) -> TemplateValue {
        let e = HTMLEscaping.text
        func value(_ state: TokenState?) -> TemplateValue {
            guard let state else { return false }
            return DiffHTMLTemplates.value(state.value, chip: state.value.hasPrefix("#") ? state.value : nil,
                                           via: state.aliases.isEmpty ? nil : state.aliases.map(\.description).joined(separator: " → "))
        }
        return ["name": .text(e(name)), "kind": .text(e(kind)), "before": value(before), "after": value(after), "cause": .text(e(cause))]
    }

    /// The first rows as a table, the rest folded under it; `false` when there is no row.
    private func checkTable(_ checks: [CheckChange], visible: Int = 12) -> TemplateValue {
        guard !checks.isEmpty else { return false }
        let folded: TemplateValue = checks.count > visible
            ? ["count": .text(String(checks.count - visible)), "rows": .list(checks.dropFirst(visible).map(checkRow))] : false
        return ["visible": .list(checks.prefix(visible).map(checkRow)), "folded": folded]
    }

    private func checkRow(_ check: CheckChange) -> TemplateValue {
        let e = HTMLEscaping.text
        func measure(_ m: CheckMeasure?) -> TemplateValue { m.map { ["mark": .text($0.passed ? "pass" : "fail"), "text": .text($0.text)] } ?? false }
        let side = check.after ?? check.before
        let colors = [side?.foreground, side?.background].compactMap { $0 }.map { ["color": TemplateValue.text($0), "text": .text(e($0))] }
        return [
            "rule": .text(e(check.rule.rawValue)),
            "severity": .text(check.severity.findingName),
            "cell": .text(e("\(check.cell.system) · \(check.scope.description)")),
            "colors": DiffHTMLTemplates.joined(colors, by: " on "),
            "before": measure(check.before),
            "after": measure(check.after),
            "needs": .text(side.map { $0.required.truncatedForDisplay(places: 2) } ?? ""),
        ]
    }
}
