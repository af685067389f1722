import Mustache
/// One changed cell: BASE and HEAD pictures on their surfaces, the values that moved, the checks on each side
/// (`Assets/report/card.mustache`).
struct DiffHTMLCard {
    var change: CellChange
    var stem: String

    func render() -> String {
        DiffHTMLTemplates.render("card", value)
    }

    var value: TemplateValue {
        let e = HTMLEscaping.text
        return [
            "stem": .text(stem),
            "title": .text(e(change.title)),
            "alt": .text(change.title),
            "tag": change.kind != .changed ? .text(e(change.kind.rawValue)) : false,
            "causes": DiffHTMLTemplates.joined(change.causes.map { ["text": .text(e($0.description))] }, by: " "),
            "sides": [
                side("BASE", svg: change.svgBefore.map { _ in "\(stem)-base.svg" }, surface: change.surfaceBefore, checks: change.checksBefore, other: []),
                side("HEAD", svg: change.svgAfter.map { _ in "\(stem)-head.svg" }, surface: change.surfaceAfter, checks: change.checksAfter,
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

    /// One side's picture and checks; on HEAD, a check whose value moved says what it was.
    private func side(_ name: String, svg: String?, surface: String?, checks: [CheckResult], other: [CheckResult]) -> TemplateValue {
        [
            "name": .text(name),
            "surface": .text(surface ?? "#ffffff"),
            "svg": svg.map(TemplateValue.text) ?? false,
            "checks": .list(checks.map { check in
                [
                    "mark": .text(check.passed ? "pass" : (check.severity == .error ? "fail" : "warn")),
                    "rule": .text(HTMLEscaping.text(check.rule)),
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
