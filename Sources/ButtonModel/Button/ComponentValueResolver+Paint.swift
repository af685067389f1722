import DesignTokens
import DocGenSupport

/// What a part's color is written as: a color, or a keyword whose color depends on the part and the cell
/// (`ColorKeyword`), with the provenance of where it was written.
package enum ResolvedPaint {
    case color(ResolvedPart<Color>)
    /// The keyword and where it came from (the token that holds it, or the definition); its value is a placeholder
    /// until the cell gives the keyword its meaning.
    case keyword(ColorKeyword, ResolvedPart<Color>)
}

extension ComponentValueResolver {
    /// A part's color: a color as `color(_:)` reads it, or a keyword written in the definition or held by the token
    /// it names (`TokenValue.keyword("inherit")`).
    package mutating func paint(_ value: ComponentValue) -> ResolvedPaint? {
        guard let (entry, note) = chosen(value) else { return nil }
        if case .keyword(let keyword) = entry.kind {
            return .keyword(keyword, ResolvedPart(value: .transparent, declared: .transparent, location: entry.location,
                                                  written: entry.written).noted(note))
        }
        if case .token(let path) = entry.kind, let token = tokens[path], case .keyword(let word) = token.value {
            let part = ResolvedPart<Color>(value: .transparent, declared: .transparent, tokens: [token.path] + token.aliases,
                                           location: token.location, written: entry.written).carrying(token).noted(note)
            if word.lowercased() == "transparent" { return .color(part) }
            if let keyword = ColorKeyword(word: word) { return .keyword(keyword, part) }
        }
        return color(entry).map { .color($0.noted(note)) }
    }
}
