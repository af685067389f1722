import DocGenSupport

/// Reading literal values by type (DTCG 2025.10 Format, "Types" and "Composite types"; Color module).
extension TokenValueParser {
    package mutating func parseLiteral(_ json: JSONValue, as type: TokenType, owner: Int, depth: Int) -> TokenValue? {
        switch type {
        case .color: return colorKeyword(json, owner: owner) ?? color(json, owner: owner, depth: depth).map(TokenValue.color)
        case .dimension: return dimension(json, owner: owner, depth: depth)
        case .duration: return duration(json, owner: owner, depth: depth)
        case .number:
            guard let number = json.number ?? numberWrittenAsText(json, as: type, owner: owner) else {
                return malformed(json, type, "expected a number, found \(json.kindDescription)", owner)
            }
            guard number.isFinite else { return nonFinite(json, type, number, owner) }
            return .number(number)
        case .fontFamily: return fontFamily(json, owner: owner)
        case .fontWeight: return fontWeight(json, owner: owner)
        case .cubicBezier:
            guard let elements = json.elements, elements.count == 4 else {
                return malformed(json, type, "expected an array of four numbers [x1, y1, x2, y2]", owner)
            }
            var numbers: [Double] = []
            for element in elements {
                guard case .number(let number)? = parseValue(element, as: .number, owner: owner, depth: depth + 1) else { return nil }
                numbers.append(number)
            }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                return malformed(json, type, "x1 and x2 must be in [0, 1]", owner)
            }
            return .cubicBezier(numbers)
        case .strokeStyle: return strokeStyle(json, owner: owner, depth: depth)
        case .border:
            return composite(json, type, ["color": .color, "width": .dimension, "style": .strokeStyle], owner: owner, depth: depth)
        case .transition:
            return composite(json, type, ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier], owner: owner, depth: depth)
        case .typography: return typography(json, owner: owner, depth: depth)
        case .string, .content:
            guard json.string != nil else { return malformed(json, type, "expected a string, found \(json.kindDescription)", owner) }
            return .opaque(JSONText.canonical(json))
        case .link:
            guard let text = json.string, !text.isEmpty else { return malformed(json, type, "expected a non-empty string (a URL or path)", owner) }
            return .opaque(JSONText.canonical(json))
        case .other:
            // A type no one docgen knows defines: any JSON value, kept as written.
            return .opaque(JSONText.canonical(json))
        case .boolean:
            guard json.bool != nil else { return malformed(json, type, "expected true or false, found \(json.kindDescription)", owner) }
            return .opaque(JSONText.canonical(json))
        case .shadow:
            guard let shadows = json.elements else { return shadow(json, owner: owner, depth: depth) }
            guard !shadows.isEmpty else { return malformed(json, type, "a list of shadows needs at least one (the 2025.10 JSON Schema's minItems)", owner) }
            return list(json, of: .shadow, owner: owner, depth: depth) { parser, element in parser.shadow(element, owner: owner, depth: depth + 1) }
        case .gradient:
            guard let stops = json.elements else { return malformed(json, type, "expected an array of gradient stops", owner) }
            guard !stops.isEmpty else { return malformed(json, type, "a gradient needs at least one stop (the 2025.10 JSON Schema's minItems)", owner) }
            return list(json, of: .gradient, owner: owner, depth: depth) { parser, element in
                guard let stop = parser.composite(element, .gradient, ["color": .color, "position": .number], owner: owner, depth: depth + 1) else { return nil }
                if case .number(let position)? = stop["position"], !(0...1).contains(position) {
                    return parser.malformed(element, .gradient, "a stop's position must be in [0, 1]", owner)
                }
                return stop
            }
        }
    }
}
