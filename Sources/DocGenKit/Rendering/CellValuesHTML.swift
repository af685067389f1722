import Mustache
/// The resolved values of one cell as an HTML `<details>` list: each color and dimension with the token chain it
/// came from and whether it is a fallback.
enum CellValuesHTML {
    static func details(_ cell: StateCell) -> String {
        var html = "<details class=\"cell-values\"><summary>Values</summary>\n<dl>\n"
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
        return html
    }
}
