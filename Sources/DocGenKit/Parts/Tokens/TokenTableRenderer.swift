import ButtonModel
import DesignTokens
import DocGenSupport
import Mustache
import DocGenChecks

/// The HTML of a `docgen tokens` directive: a table of the tokens under a prefix, with each token's alias chain
/// (each hop a link to its row when the table lists it), its resolved value with a visual, its description and a deprecation badge.
///
/// When several permutations give every listed token the same value, one table stands for all of them;
/// when any value differs, the permutations sit side by side, one value column each.
public enum TokenTableRenderer {
    /// `renames`: the system's rename map (old path → new path), which names the replacement of a deprecated token.
    public static func html(sets: [TokenSet], prefix: TokenPath?, renames: [TokenPath: TokenPath] = [:]) -> String {
        html(TokenTableDocument(sets: sets, prefix: prefix, renames: renames))
    }

    /// The document's table: a row per listed token, one value column, or one per theme when their values differ.
    package static func html(_ document: TokenTableDocument) -> String {
        let (sets, renames, columns) = (document.sets, document.renames, document.columns)
        let seen = Set(document.paths)
        let scope = document.prefix.map { "Tokens under \($0)" } ?? "Tokens"
        let themes = sets.map(\.contextDescription).joined(separator: "; ")
        let caption = sets.count > 1 && !document.sideBySide ? "\(scope), the same in \(themes)" : "\(scope), \(themes)"

        var html = "<figure class=\"token-table\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(caption))\" tabindex=\"0\">\n<table>\n"
        html += "<caption>\(HTMLEscaping.text(caption))</caption>\n"
        html += "<thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Type</th>"
        for column in columns {
            let heading = columns.count > 1 ? "Value (\(sets[column].contextDescription))" : "Value"
            html += "<th scope=\"col\">\(HTMLEscaping.text(heading))</th>"
        }
        html += "<th scope=\"col\">Description</th></tr></thead>\n<tbody>\n"
        for path in document.rows {
            let tokens = columns.map { sets[$0][path] }
            guard let first = tokens.compactMap({ $0 }).first else { continue }
            html += "<tr id=\"\(HTMLEscaping.attribute(anchor(for: path)))\">"
            html += "<th scope=\"row\"><code>\(breakable(path.description))</code>"
            if let deprecation = first.deprecated {
                html += " <span class=\"badge badge-deprecated\">Deprecated</span>"
                if let reason = deprecation.reason { html += " <span class=\"deprecation-reason\">\(HTMLEscaping.text(reason))</span>" }
                if let replacement = TokenReplacement.replacement(for: path, deprecation: deprecation, renames: renames) {
                    html += " " + replacedBy(replacement, listed: seen)
                }
            }
            html += "</th><td>\(HTMLEscaping.text(first.type.rawValue))</td>"
            for (column, token) in zip(columns, tokens) {
                // On a phone the rows stack: each theme's value names its theme.
                let label = columns.count > 1 ? " data-label=\"\(HTMLEscaping.attribute(sets[column].contextDescription))\"" : ""
                html += "<td\(label)>" + (token.map { valueCell($0, listed: seen) } ?? "<span class=\"token-missing\">not defined</span>") + "</td>"
            }
            html += "<td>\(first.description.map(HTMLEscaping.text) ?? "")</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</figure>\n"
        return html
    }

    /// `token-color.button.primary` for `color.button.primary`: the fragment hop links point at. The dots stay,
    /// so that `blue.600` and `blue-600` never share an id.
    public static func anchor(for path: TokenPath) -> String {
        "token-" + String(path.description.map { $0.isWhitespace ? "_" : $0 })
    }

    /// `Replaced by <code>new.name</code>`, a link to the new token's row when the table lists it.
    private static func replacedBy(_ path: TokenPath, listed: Set<TokenPath>) -> String {
        let name = "<code>\(breakable(path.description))</code>"
        let target = listed.contains(path) ? "<a href=\"#\(HTMLEscaping.attribute(anchor(for: path)))\">\(name)</a>" : name
        return "<span class=\"deprecation-replacement\">Replaced by \(target)</span>"
    }

    /// A token's name, escaped, that may break after each dot (`<wbr>`): a long name wraps at its segments, never
    /// inside one, and copies as written.
    package static func breakable(_ name: String) -> String {
        HTMLEscaping.text(name).replacingOccurrences(of: ".", with: ".<wbr>")
    }

    package static func differs(sets: [TokenSet], paths: [TokenPath]) -> Bool {
        guard let first = sets.first else { return false }
        return sets.dropFirst().contains { set in
            paths.contains { path in
                let a = first[path], b = set[path]
                return a?.value != b?.value || a?.aliases != b?.aliases || a?.type != b?.type
            }
        }
    }

    /// `listed`: the tokens that have a row in this table; a hop to any other token is named, not linked.
    private static func valueCell(_ token: ResolvedToken, listed: Set<TokenPath>) -> String {
        // A block: a composite's members are a list, which HTML allows in a div but not in a span.
        var html = "<div class=\"token-value\">" + visual(token.value)
        html += valueText(token.value) + "</div>"
        if !token.aliases.isEmpty {
            html += "<ol class=\"alias-chain\" aria-label=\"Alias chain\">"
            for hop in token.aliases {
                let name = breakable(hop.description)
                html += listed.contains(hop) ? "<li><a href=\"#\(HTMLEscaping.attribute(anchor(for: hop)))\">\(name)</a></li>" : "<li>\(name)</li>"
            }
            html += "</ol>"
        }
        return html
    }

    /// A value as text: on one line, or for a composite (typography, shadow, border) and a list of them (layered
    /// shadows), one member or layer a line, so that a long value wraps inside its column instead of widening the
    /// table past its container and hiding the last theme's column.
    private static func valueText(_ value: TokenValue) -> String {
        func line(_ text: String) -> String { "<li><code>\(HTMLEscaping.text(text))</code></li>" }
        switch value {
        case .composite(let members):
            return "<ul class=\"token-members\">" + members.keys.sorted().compactMap { key in
                members[key].map { line("\(key): " + TokenValueText.describe($0)) }
            }.joined() + "</ul>"
        case .list(let items) where items.contains(where: { if case .composite = $0 { true } else { false } }):
            return "<ol class=\"token-members token-layers\">" + items.map { line(TokenValueText.describe($0)) }.joined() + "</ol>"
        default:
            return "<code>\(HTMLEscaping.text(TokenValueText.describe(value)))</code>"
        }
    }

    private static func visual(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return swatch(color)
        case .dimension(let dimension):
            return "<span class=\"dimension-bar\" style=\"--length: \(HTMLEscaping.attribute(dimension.description))\"></span>"
        case .composite(let members):
            if let size = members["fontSize"]?.dimension {
                return specimen(family: members["fontFamily"], size: size, weight: members["fontWeight"]?.number,
                                letterSpacing: members["letterSpacing"]?.dimension, lineHeight: lineHeight(members["lineHeight"], size: size))
            }
            return members["color"]?.color.map(swatch) ?? ""
        default:
            return ""
        }
    }

    /// The format's line height is a multiple of the font size; one written as a length (kept with a warning) is
    /// turned into that multiple when both lengths have a size in points.
    private static func lineHeight(_ value: TokenValue?, size: Dimension) -> Double? {
        if let number = value?.number { return number }
        guard let length = value?.dimension?.points, let points = size.points, points > 0 else { return nil }
        return length / points
    }

    /// Always `#rrggbbaa`, so that the CSS paints the alpha over the checkerboard.
    private static func swatch(_ color: Color) -> String {
        let c = color.rgba8
        let hex = "#" + hexByte(c.red) + hexByte(c.green) + hexByte(c.blue) + hexByte(c.alpha)
        return "<span class=\"swatch\" style=\"--swatch: \(hex)\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute(color.hex))\"></span>"
    }

    private static func hexByte(_ value: UInt8) -> String {
        let text = String(value, radix: 16)
        return text.count == 1 ? "0" + text : text
    }

    /// A typography without a family (Style Dictionary writes the members given) sets no font-family: the
    /// specimen inherits the page's font, as the text it stands for inherits the font around it.
    private static func specimen(family: TokenValue?, size: Dimension, weight: Double?, letterSpacing: Dimension?, lineHeight: Double?) -> String {
        let generic: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace"]
        var names: [String] = []
        if case .fontFamily(let list)? = family {
            for name in list {
                // Quotes, semicolons and braces could end the CSS declaration: they never belong in a font name.
                let clean = String(name.filter { !"'\";{}\\<>".contains($0) })
                names.append(generic.contains(clean) ? clean : "'\(clean)'")
            }
        }
        var style = names.isEmpty ? "" : "font-family: \(names.joined(separator: ", ")); "
        style += "font-size: \(size.description)"
        if let weight { style += "; font-weight: \(weight.formattedForDisplay)" }
        if let letterSpacing { style += "; letter-spacing: \(letterSpacing.description)" }
        if let lineHeight { style += "; line-height: \(lineHeight.formattedForDisplay)" }
        return "<span class=\"type-specimen\" style=\"\(HTMLEscaping.attribute(style))\">Ag</span>"
    }
}
