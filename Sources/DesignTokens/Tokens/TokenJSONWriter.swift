import DocGenSupport

/// Writes resolved tokens in the documented JSON shape of `docgen tokens --format json`:
///
/// ```
/// {
///   "context": {"theme": "dark"},
///   "tokens": {
///     "color.button.primary.default.background": {"type": "color", "value": "#0b5fff", "aliases": […], "file": "…", "line": 4, "column": 7, "description": null, "deprecated": null, "extensions": null}
///   }
/// }
/// ```
/// Keys in a fixed order, tokens sorted by path, one token per line.
public enum TokenJSONWriter {
    public static func json(_ set: TokenSet) -> String {
        var text = "{\n  \"context\": {"
        text += set.contextPairs.map { JSONText.quoted($0.name) + ": " + JSONText.quoted($0.value) }.joined(separator: ", ")
        text += "},\n  \"tokens\": {"
        let tokens = set.sortedTokens
        for (position, token) in tokens.enumerated() {
            text += position == 0 ? "\n" : ",\n"
            text += "    " + JSONText.quoted(token.path.description) + ": " + json(token)
        }
        text += tokens.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return text
    }

    /// One token's object, on one line.
    public static func json(_ token: ResolvedToken) -> String {
        var fields: [String] = []
        fields.append("\"type\": " + JSONText.quoted(token.type.rawValue))
        fields.append("\"value\": " + json(token.value))
        fields.append("\"aliases\": [" + token.aliases.map { JSONText.quoted($0.description) }.joined(separator: ", ") + "]")
        fields.append("\"file\": " + JSONText.quoted(token.location.file))
        fields.append("\"line\": " + (token.location.line.map(String.init) ?? "null"))
        fields.append("\"column\": " + (token.location.column.map(String.init) ?? "null"))
        fields.append("\"description\": " + (token.description.map(JSONText.quoted) ?? "null"))
        let deprecated: String
        switch token.deprecated {
        case nil: deprecated = "null"
        case .deprecated?: deprecated = "true"
        case .deprecatedBecause(let reason)?: deprecated = JSONText.quoted(reason)
        }
        fields.append("\"deprecated\": " + deprecated)
        fields.append("\"extensions\": " + (token.extensions ?? "null"))
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A resolved value: colors as `#rrggbb[aa]`, dimensions and durations as `{"value", "unit"}`, composites as objects.
    public static func json(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return JSONText.quoted(color.hex)
        case .dimension(let dimension): return "{\"value\": \(JSONText.number(dimension.value)), \"unit\": \"\(dimension.unit.rawValue)\"}"
        case .duration(let duration): return "{\"value\": \(JSONText.number(duration.value)), \"unit\": \"\(duration.unit.rawValue)\"}"
        case .fontFamily(let names): return "[" + names.map(JSONText.quoted).joined(separator: ", ") + "]"
        case .fontWeight(let weight), .number(let weight): return JSONText.number(weight)
        case .cubicBezier(let points): return "[" + points.map(JSONText.number).joined(separator: ", ") + "]"
        case .keyword(let keyword): return JSONText.quoted(keyword)
        case .composite(let members):
            return "{" + members.keys.sorted().compactMap { key in members[key].map { JSONText.quoted(key) + ": " + member(key, $0) } }.joined(separator: ", ") + "}"
        case .list(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .opaque(let json): return json
        }
    }

    /// The members DTCG types as booleans (a shadow's `inset`, held as the keyword `true` or `false`) are JSON booleans,
    /// as in the source.
    private static let booleanMembers: Set<String> = ["inset"]

    private static func member(_ key: String, _ value: TokenValue) -> String {
        if booleanMembers.contains(key), case .keyword(let word) = value, word == "true" || word == "false" { return word }
        return json(value)
    }
}
