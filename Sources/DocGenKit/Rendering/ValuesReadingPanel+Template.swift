import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache

extension ValuesReadingPanel {
    /// What `page.valuesRead` holds in a template: the tally, the groups of assumptions with their counts and first
    /// messages, the tokens left out and the fonts substituted. Mustache escapes every text on output.
    package var templateValue: TemplateValue {
        var values: [String: TemplateValue] = [
            "tally": .text(tally),
            "readAsWritten": .bool(readAsWritten),
            "assumptionCount": .text(String(assumptionCount)),
            "leftOutCount": .text(String(leftOutTokenCount)),
            "substitutedCount": .text(String(substituted.count)),
            "hasAssumptions": .bool(!assumptions.isEmpty),
            "hasChanging": .bool(!changing.isEmpty),
            "changingCount": .text(String(changing.count)),
            "hasLeftOut": .bool(!leftOut.isEmpty),
            "hasSubstituted": .bool(!substituted.isEmpty),
        ]
        // Absent, not an empty list, where there is nothing to say: the template's sections stay closed.
        if !changing.isEmpty { values["changing"] = .list(changing.prefix(Self.changingQuoted).map(entry)) }
        if changing.count > Self.changingQuoted { values["changingMore"] = .text(String(changing.count - Self.changingQuoted)) }
        if !assumptions.isEmpty { values["assumptions"] = .list(assumptions.map { $0.templateValue(entry) }) }
        if !leftOut.isEmpty { values["leftOut"] = .list(leftOut.map(entry)) }
        if !substituted.isEmpty { values["substituted"] = .list(substituted.map(entry)) }
        return .object(values)
    }

    package func entry(_ diagnostic: Diagnostic) -> TemplateValue {
        var values: [String: TemplateValue] = [
            "message": .text(diagnostic.message),
            "place": .text(place(of: diagnostic.location)),
            "severity": .text(diagnostic.severity.rawValue),
        ]
        if let path = diagnostic.location.path { values["path"] = .text(path) }
        if let hint = diagnostic.hint { values["hint"] = .text(hint) }
        if let reach = diagnostic.reach { values["reach"] = .text(reach.description) }
        return .object(values)
    }
}

extension ValuesReadingPanel.Group {
    /// The site stylesheet's badge for each severity.
    package static let statusClass: [Diagnostic.Severity: String] = [.error: "status-fail", .warning: "status-warn", .note: "status-info"]

    package func templateValue(_ entry: (Diagnostic) -> TemplateValue) -> TemplateValue {
        // The gravest severity of the group names it: an error among warnings is not hidden.
        let severity = diagnostics.map(\.severity).min() ?? .warning
        var values: [String: TemplateValue] = [
            "code": .text(code),
            "count": .text(String(diagnostics.count)),
            "plural": .bool(diagnostics.count != 1),
            "quoted": .list(quoted.map(entry)),
            "severity": .text(severity.rawValue),
            "statusClass": .text(Self.statusClass[severity] ?? "status-warn"),
        ]
        if unquoted > 0 { values["more"] = .text(String(unquoted)) }
        return .object(values)
    }
}
