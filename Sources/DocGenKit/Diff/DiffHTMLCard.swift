import Mustache
/// One changed cell: BASE and HEAD pictures on their surfaces, the values that moved, the checks on each side.
struct DiffHTMLCard {
    var change: CellChange
    var stem: String

    func render() -> String {
        let e = HTMLEscaping.text
        var out = "<article class=\"card\" id=\"\(HTMLEscaping.attribute(stem))\">\n<header><h3>\(e(change.title))</h3>"
        if change.kind != .changed { out += "<span class=\"tag\">\(e(change.kind.rawValue))</span>" }
        out += change.causes.map { "<code class=\"cause\">\(e($0.description))</code>" }.joined(separator: " ") + "</header>\n<div class=\"sides\">\n"
        out += side("BASE", svg: change.svgBefore.map { _ in "\(stem)-base.svg" }, surface: change.surfaceBefore, checks: change.checksBefore, other: [])
        out += side("HEAD", svg: change.svgAfter.map { _ in "\(stem)-head.svg" }, surface: change.surfaceAfter, checks: change.checksAfter,
                    other: change.checksBefore)
        out += "</div>\n<table class=\"values\"><thead><tr><th>Value</th><th>BASE</th><th>HEAD</th><th>Tokens (HEAD)</th></tr></thead><tbody>\n"
        for value in change.values {
            out += "<tr><th scope=\"row\">\(e(value.name))</th><td>\(swatch(value.before))</td><td>\(swatch(value.after))</td><td>"
                + (value.tokensAfter.isEmpty ? value.tokensBefore : value.tokensAfter).map { "<code>\(e($0.description))</code>" }.joined(separator: " → ")
                + "</td></tr>\n"
        }
        return out + "</tbody></table>\n</article>\n"
    }

    /// One side's picture and checks; on HEAD, a check whose value moved says what it was.
    private func side(_ name: String, svg: String?, surface: String?, checks: [CheckResult], other: [CheckResult]) -> String {
        var out = "<section class=\"side\"><h4>\(name)</h4><div class=\"stage\" style=\"background:\(HTMLEscaping.attribute(surface ?? "#ffffff"))\">"
        out += svg.map { "<img src=\"\(HTMLEscaping.attribute($0))\" alt=\"\(name): \(HTMLEscaping.attribute(change.title))\">" } ?? "<span class=\"none\">no such cell</span>"
        out += "</div><ul class=\"checks\">"
        for check in checks {
            let mark = check.passed ? "pass" : (check.severity == .error ? "fail" : "warn")
            out += "<li class=\"\(mark)\"><span>\(HTMLEscaping.text(check.rule))</span><b>\(check.measured.truncatedForDisplay(places: 2))</b>"
                + "<small>needs \(check.required.truncatedForDisplay(places: 2))\(was(check, other))</small></li>"
        }
        return out + "</ul></section>\n"
    }

    private func was(_ check: CheckResult, _ other: [CheckResult]) -> String {
        guard let old = other.first(where: { $0.rule == check.rule }) else { return "" }
        let before = old.measured.truncatedForDisplay(places: 2)
        return before == check.measured.truncatedForDisplay(places: 2) ? "" : " · was \(before)"
    }

    /// A color value with its swatch; other values as text.
    private func swatch(_ text: String?) -> String {
        guard let text else { return "<span class=\"none\">—</span>" }
        let hex = text.prefix(while: { $0 != " " })
        let chip = hex.hasPrefix("#") ? "<i class=\"chip\" style=\"background:\(HTMLEscaping.attribute(String(hex)))\"></i>" : ""
        return chip + "<code>\(HTMLEscaping.text(text))</code>"
    }
}
