import ButtonModel
import DesignTokens
import DocGenSupport

extension FindingsReport {
    /// The documented JSON form, keys in this order (measured and required rounded to 4 decimals):
    ///
    ///     {"findings": [{"rule", "severity", "passed", "system", "component", "variant", "size", "state",
    ///       "theme", "surface" (only for a cell on a surface of the matrix's surface axis),
    ///       "cells": [{"state", "theme", "surface"}] (only for a finding that stands for several cells: a size-level
    ///       rule's, such as `touch-target`; the finding's own cell first), "measured", "required", "foreground", "background",
    ///       "tokens": [{"role", "path", "file", "line", "column"}], "message", "hint",
    ///       "location": {"file", "line", "column"},
    ///       "uncertainties": [{"cause", "reason", "token", "file", "line", "column"}] (only for a finding that measured
    ///       a value docgen could not reproduce)}],
    ///      "summary": {"errors", "warnings", "passed", "uncertain" (cells docgen could not reproduce)}}
    ///
    /// Passed findings are included. Colors are `#rrggbb` (`null` when a rule has none), `line`, `column` and
    /// `hint` are `null` when unknown. `location` is where to change the value: the first token's definition,
    /// or the literal in the component definition (`null` when neither is known). Indented by two spaces, ending in a newline.
    ///
    /// Held against a baseline, an accepted finding has `"accepted": true` after `passed`, the summary counts only
    /// the failures the baseline does not accept and adds `accepted` and `fixed`, and `baseline` follows:
    /// `{"file", "fixed": [{"rule", "system", …, "foreground", "background" | "measured", "now": passes|gone|failsOtherwise}]}`.
    public func json(baseline verdict: BaselineVerdict? = nil) -> String {
        let accepted = Set(verdict?.accepted ?? [])
        var summaryFields: [(key: String, value: OrderedJSON)] = [
            ("errors", .number(verdict.map { $0.newFailures.count(where: { $0.severity == .error }) } ?? summary.errors)),
            ("warnings", .number(verdict.map { $0.newFailures.count(where: { $0.severity == .warning }) } ?? summary.warnings)),
            ("passed", .number(summary.passed)),
            ("uncertain", .number(summary.uncertain)),
        ]
        var members: [(key: String, value: OrderedJSON)] = [
            ("findings", .array(findings.map { Self.jsonObject($0, accepted: verdict == nil ? nil : accepted.contains($0)) })),
        ]
        if let verdict {
            summaryFields += [("accepted", .number(verdict.accepted.count)), ("fixed", .number(verdict.fixed.count))]
            members.append(("summary", .object(summaryFields)))
            members.append(("baseline", .object([
                ("file", .string(verdict.file)),
                ("fixed", .array(verdict.fixed.map { fixed in
                    .object(fixed.entry.jsonMembers.map { ($0.0, OrderedJSON.string($0.1)) } + [("now", .string(fixed.now.rawValue))])
                })),
            ])))
        } else {
            members.append(("summary", .object(summaryFields)))
        }
        return OrderedJSON.object(members).pretty() + "\n"
    }

    package static let jsonDecimalPlaces = 4

    private static func jsonObject(_ finding: Finding, accepted: Bool?) -> OrderedJSON {
        var fields: [(String, OrderedJSON)] = [
            ("rule", .string(finding.rule.rawValue)),
            ("severity", .string(finding.severity.findingName)),
            ("passed", .bool(finding.passed)),
        ]
        if let accepted { fields.append(("accepted", .bool(accepted))) }
        fields += [
            ("system", .string(finding.cell.system)),
            ("component", .string(finding.cell.component)),
            ("variant", .string(finding.cell.variant)),
            ("size", .string(finding.cell.size)),
            ("state", .string(finding.cell.state)),
            ("theme", .string(finding.cell.theme)),
        ]
        if let surface = finding.cell.surface { fields.append(("surface", .string(surface))) }
        if finding.isGrouped {
            fields.append(("cells", .array(finding.covers.map { cell in
                .object([("state", .string(cell.state)), ("theme", .string(cell.theme))]
                        + (cell.surface.map { [("surface", OrderedJSON.string($0))] } ?? []))
            })))
        }
        return .object(fields + [
            ("measured", .number(finding.measured, places: jsonDecimalPlaces)),
            ("required", .number(finding.required, places: jsonDecimalPlaces)),
            ("foreground", .string(finding.foreground?.hex)),
            ("background", .string(finding.background?.hex)),
            ("tokens", .array(finding.tokens.map { token in
                .object([
                    ("role", .string(token.role)),
                    ("path", .string(token.path.description)),
                    ("file", .string(token.location.file)),
                    ("line", token.location.line.map(OrderedJSON.number) ?? .null),
                    ("column", token.location.column.map(OrderedJSON.number) ?? .null),
                ])
            })),
            ("message", .string(finding.message)),
            ("hint", .string(finding.hint)),
            ("location", finding.location.map { location in
                .object([
                    ("file", .string(location.file)),
                    ("line", location.line.map(OrderedJSON.number) ?? .null),
                    ("column", location.column.map(OrderedJSON.number) ?? .null),
                ])
            } ?? .null),
        ] + uncertaintyFields(finding))
    }

    private static func uncertaintyFields(_ finding: Finding) -> [(String, OrderedJSON)] {
        finding.isUncertain ? [("uncertainties", uncertaintiesJSON(finding.uncertainties))] : []
    }

    /// `[{"cause", "reason", "token", "file", "line", "column"}]`: why docgen could not reproduce a value measured.
    package static func uncertaintiesJSON(_ uncertainties: [ValueUncertainty]) -> OrderedJSON {
        .array(uncertainties.map { uncertainty -> OrderedJSON in
            let location = uncertainty.location
            let line: OrderedJSON = location?.line.map(OrderedJSON.number) ?? .null
            let column: OrderedJSON = location?.column.map(OrderedJSON.number) ?? .null
            return .object([
                ("cause", .string(uncertainty.cause.rawValue)),
                ("reason", .string(uncertainty.reason)),
                ("token", .string(uncertainty.carrier?.description)),
                ("file", .string(location?.file)),
                ("line", line),
                ("column", column),
            ])
        })
    }
}
