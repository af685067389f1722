import ButtonModel
import Mustache
import ButtonDrawing

/// The home page's comparison: a table of the systems, then a row of each system's primary button per theme.
public enum SystemComparisonRenderer {
    public static func html(_ rows: [SystemComparison], measurer: TextMeasurer) -> String {
        table(rows) + gallery(rows, measurer: measurer)
    }

    private static func table(_ rows: [SystemComparison]) -> String {
        var html = "<div class=\"table-scroll\" role=\"region\" aria-label=\"Design systems compared\" tabindex=\"0\">"
        html += "<table class=\"compare-table\">\n<caption>The five buttons compared</caption>\n<thead><tr>"
        for heading in ["System", "Variants", "States", "Sizes", "Smallest hit area", "Contrast checks passed"] {
            html += "<th scope=\"col\">\(heading)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            let name = HTMLEscaping.text(row.system.manifest.name)
            html += "<tr><th scope=\"row\">" + (row.pageURL.map { "<a href=\"\(HTMLEscaping.attribute($0))\">\(name)</a>" } ?? name)
            if let platform = row.system.manifest.platform { html += "<span class=\"platform\">\(HTMLEscaping.text(platform))</span>" }
            html += "</th>"
            html += "<td>\(variants(row))</td><td>\(count(row.states))</td>"
            html += "<td>" + row.sizes.map { size in
                "<code>\(HTMLEscaping.text(size.name))</code>"
            }.joined(separator: " ") + "</td>"
            if let smallest = row.smallestHitArea {
                html += "<td><span class=\"status status-\(smallest.passed ? "pass" : "fail")\">\(smallest.passed ? "passes" : "fails")</span> "
                html += "\(ChecksRenderer.formatted(smallest.measured, rule: smallest.rule)) "
                html += "<span class=\"cell-name\">\(HTMLEscaping.text(smallest.cell.variant)) \(HTMLEscaping.text(smallest.cell.size))</span></td>"
            } else {
                html += "<td>—</td>"
            }
            html += "<td><ul class=\"pass-rates\">" + row.themes.map { theme in
                let rate = row.contrastPassRate(theme: theme)
                let percent = rate.total == 0 ? 100 : rate.passed * 100 / rate.total
                return "<li><span class=\"theme-name\">\(HTMLEscaping.text(theme))</span> \(rate.passed)/\(rate.total) "
                    + "<meter min=\"0\" max=\"100\" value=\"\(percent)\" aria-label=\"\(HTMLEscaping.attribute(theme)) contrast pass rate\">\(percent)%</meter> \(percent)%</li>"
            }.joined() + "</ul></td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// The variants counted and named, each with its status badge when it is not stable.
    private static func variants(_ row: SystemComparison) -> String {
        let variants = row.matrix?.definition.variants ?? []
        return "<span class=\"count\">\(variants.count)</span> " + variants.map { variant in
            let name = "<code>\(HTMLEscaping.text(variant.name))</code>"
            let badge = VariantStatusBadge.html(variant)
            // The badge never wraps away from the name it belongs to.
            return badge.isEmpty ? name : "<span class=\"variant-status\">\(name)\(badge)</span>"
        }.joined(separator: " ")
    }

    private static func count(_ names: [String]) -> String {
        "<span class=\"count\">\(names.count)</span> " + names.map { "<code>\(HTMLEscaping.text($0))</code>" }.joined(separator: " ")
    }

    /// Each system's primary variant in its default state, in its first size, in every theme (on the first surface of
    /// its surface axis, when it has one).
    private static func gallery(_ rows: [SystemComparison], measurer: TextMeasurer) -> String {
        var html = "<ul class=\"compare-gallery\" role=\"list\">\n"
        for row in rows {
            guard let matrix = row.matrix, let variant = row.primaryVariant,
                  let state = matrix.definition.states(of: variant).first(where: { $0.fallback == nil }),
                  let size = matrix.definition.sizes(of: variant).first else { continue }
            html += "<li class=\"compare-card\"><p class=\"compare-name\">"
            let name = HTMLEscaping.text(row.system.manifest.name)
            html += (row.pageURL.map { "<a href=\"\(HTMLEscaping.attribute($0))\">\(name)</a>" } ?? name) + "</p>\n<div class=\"compare-buttons\">"
            for theme in matrix.themes {
                guard let cell = matrix.cell(variant: variant.name, size: size.name, state: state.name, theme: theme,
                                             surface: matrix.definition.surfaceAxis.first?.name) else { continue }
                html += "<figure>" + ButtonSVG.render(cell, geometry: cell.geometry, idPrefix: "compare")
                    .trimmingTrailingNewline + "<figcaption>\(HTMLEscaping.text(theme))</figcaption></figure>"
            }
            html += "</div></li>\n"
        }
        return html + "</ul>"
    }
}
