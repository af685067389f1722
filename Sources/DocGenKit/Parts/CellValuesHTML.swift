import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache
import DocGenChecks

/// The resolved values of one cell as an HTML `<details>` list: each color and dimension with the token chain it
/// came from and whether it is a fallback.
package enum CellValuesHTML {
    /// An uncertain cell opens its list with why docgen could not reproduce it, and marks each uncertain value.
    package static func details(_ cell: StateCell) -> String {
        let uncertainties = cell.uncertainties
        var html = "<details class=\"cell-values\"><summary>Values</summary>\n"
        if !uncertainties.isEmpty {
            html += "<div class=\"cell-uncertain\"><p><span class=\"uncertain-mark\" aria-hidden=\"true\">?</span> "
                + "<strong>Uncertain.</strong> docgen could not reproduce this cell exactly:</p>\n<ul>"
                + uncertainties.map { "<li>\(HTMLEscaping.text(UncertainMark.itemText($0)))</li>" }.joined()
                + "</ul>\n<p>\(HTMLEscaping.text(Self.capitalized(Finding.advice(uncertainties)))).</p></div>\n"
        }
        html += "<dl>\n"
        for (name, part) in cell.colors.named {
            let hex = part.value.hex
            var value = "<span class=\"swatch\" style=\"background:\(hex)\" aria-hidden=\"true\"></span><code>\(hex)</code>"
            if part.declared != part.value { value += " (<code>\(part.declared.hex)</code> composited)" }
            html += "<dt>\(name)</dt><dd>\(value)\(provenance(part))</dd>\n"
        }
        if let elevation = cell.elevation {
            html += "<dt>elevation</dt><dd><code>\(cell.elevationText)</code>\(provenance(elevation))</dd>\n"
        }
        for (name, part) in cell.metrics.named {
            html += "<dt>\(name)</dt><dd><code>\(part.value.formattedForDisplay)</code>\(provenance(part))</dd>\n"
        }
        return html + "</dl>\n</details>"
    }

    private static func provenance<Value>(_ part: ResolvedPart<Value>) -> String {
        var html = ""
        if !part.tokens.isEmpty {
            html += " " + part.tokens.map { "<code>\(HTMLEscaping.text($0.description))</code>" }.joined(separator: " → ")
        }
        if let from = part.derivedFrom {
            html += " <span class=\"fallback\">from \(HTMLEscaping.text(from.rawValue))</span>"
        }
        if let state = part.fallbackFrom {
            html += " <span class=\"fallback\">inherited from \(HTMLEscaping.text(state))</span>"
        }
        if let note = part.note {
            html += " <span class=\"value-note\">\(HTMLEscaping.text(note))</span>"
        }
        if let build = part.build {
            html += " <span class=\"value-build\">from the build: <code>\(HTMLEscaping.text(build.name))</code> "
                + "(\(HTMLEscaping.text(build.location.fileLineColumn)))"
            if let source = build.sourceValue {
                html += "; the source gives <code>\(HTMLEscaping.text(TokenValueText.describe(source)))</code>"
            }
            if let note = build.note { html += "; \(HTMLEscaping.text(note))" }
            html += "</span>"
        }
        if part.isUncertain {
            html += " <span class=\"uncertain-badge\" title=\"\(HTMLEscaping.attribute(Finding.reasons(part.uncertainties)))\">"
                + "<span class=\"uncertain-mark\" aria-hidden=\"true\">?</span> uncertain</span>"
        }
        return html
    }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
