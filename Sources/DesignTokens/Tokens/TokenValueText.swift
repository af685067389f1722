import DocGenSupport

/// Resolved values as short human-readable text, for tables and captions: `#0b5fff`, `44px`, `200ms`.
public enum TokenValueText {
    public static func describe(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return color.hex
        case .dimension(let dimension): return dimension.description
        case .duration(let duration): return duration.value.formattedForDisplay + duration.unit.rawValue
        case .fontFamily(let names): return names.joined(separator: ", ")
        case .fontWeight(let weight), .number(let weight): return weight.formattedForDisplay
        case .cubicBezier(let points): return "cubic-bezier(" + points.map(\.formattedForDisplay).joined(separator: ", ") + ")"
        case .keyword(let keyword): return keyword
        case .composite(let members):
            return "{" + members.keys.sorted().compactMap { key in members[key].map { "\(key): " + describe($0) } }.joined(separator: "; ") + "}"
        case .list(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        case .opaque(let json):
            // A string shows as its text; anything else (true, 12, an object) as its JSON.
            if case .success(let value) = JSONReader.parse(Array(json.utf8)), let text = value.string { return text }
            return json
        }
    }
}
