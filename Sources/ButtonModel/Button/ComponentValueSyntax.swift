import DesignTokens
import DocGenSupport

/// The literal syntax of component values: `{token.path}`, `#rgb[a]`, `#rrggbb[aa]`, `transparent`,
/// `44`, `44px`, `2.75rem`, and the keywords `inherit`, `currentColor`, `initial` and `unset` (`ColorKeyword`).
package enum ComponentValueSyntax {
    package static func parse(_ text: String) -> ComponentValue.Kind? {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 {
            let inner = String(trimmed.dropFirst().dropLast())
            guard !inner.contains("{"), !inner.contains("}") else { return nil } // `{a} - {b}`: an expression.
            let path = TokenPath(dotted: inner)
            guard !path.segments.contains(where: \.isEmpty) else { return nil }
            return .token(path)
        }
        if trimmed.lowercased() == "transparent" { return .color(.transparent) }
        if let keyword = ColorKeyword(word: trimmed) { return .keyword(keyword) }
        if trimmed.hasPrefix("#") { return HexColor.parse(trimmed).map { .color($0) } }
        if let number = Double(trimmed), number.isFinite { return .number(number) }
        if trimmed.hasSuffix("px"), let number = Double(trimmed.dropLast(2)), number.isFinite { return .number(number) }
        if trimmed.hasSuffix("rem"), let number = Double(trimmed.dropLast(3)), number.isFinite { return .number(number * 16) }
        return nil
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
