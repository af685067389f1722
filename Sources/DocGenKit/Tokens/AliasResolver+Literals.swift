/// Reading literal values by type (DTCG 2025.10 Format, "Types" and "Composite types"; Color module).
extension AliasResolver {
    mutating func parseLiteral(_ json: JSONValue, as type: TokenType, owner: Int, depth: Int) -> TokenValue? {
        switch type {
        case .color: return color(json, owner: owner, depth: depth).map(TokenValue.color)
        case .dimension:
            return unitValue(json, units: ["px", "rem"], type: type, owner: owner, depth: depth).flatMap { number, unit in
                Dimension.Unit(rawValue: unit).map { .dimension(Dimension(number, $0)) }
            }
        case .duration:
            return unitValue(json, units: ["ms", "s"], type: type, owner: owner, depth: depth).flatMap { number, unit in
                TokenDuration.Unit(rawValue: unit).map { .duration(TokenDuration(number, $0)) }
            }
        case .number:
            guard let number = json.number else { return malformed(json, type, "expected a number, found \(json.kindDescription)", owner) }
            guard number.isFinite else { return malformed(json, type, "the number is too large", owner) }
            return .number(number)
        case .fontFamily:
            if let name = json.string {
                return name.isEmpty ? malformed(json, type, "a font name must not be empty", owner) : .fontFamily([name])
            }
            if let elements = json.elements, !elements.isEmpty {
                var names: [String] = []
                for element in elements {
                    guard let name = element.string else { return malformed(element, type, "every font name must be a string", owner) }
                    guard !name.isEmpty else { return malformed(element, type, "a font name must not be empty", owner) }
                    names.append(name)
                }
                return .fontFamily(names)
            }
            return malformed(json, type, "expected a font name or a non-empty array of font names", owner)
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
        case .typography:
            return composite(json, type, ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
                                          "letterSpacing": .dimension, "lineHeight": .number], owner: owner, depth: depth)
        case .shadow:
            if json.elements == nil { return shadow(json, owner: owner, depth: depth) }
            return list(json, of: .shadow, owner: owner, depth: depth) { resolver, element in resolver.shadow(element, owner: owner, depth: depth + 1) }
        case .gradient:
            guard json.elements != nil else { return malformed(json, type, "expected an array of gradient stops", owner) }
            return list(json, of: .gradient, owner: owner, depth: depth) { resolver, element in
                guard let stop = resolver.composite(element, .gradient, ["color": .color, "position": .number], owner: owner, depth: depth + 1) else { return nil }
                if case .number(let position)? = stop["position"], !(0...1).contains(position) {
                    return resolver.malformed(element, .gradient, "a stop's position must be in [0, 1]", owner)
                }
                return stop
            }
        }
    }

    mutating func malformed(_ json: JSONValue, _ type: TokenType?, _ why: String, _ owner: Int) -> TokenValue? {
        errors.append(TokenError(.malformedValue(type: type, why), at: location(of: json, owner: owner)))
        return nil
    }

    private mutating func unitValue(_ json: JSONValue, units: [String], type: TokenType, owner: Int, depth: Int) -> (Double, String)? {
        let example = type == .dimension ? "{\"value\": 16, \"unit\": \"px\"}" : "{\"value\": 200, \"unit\": \"ms\"}"
        guard json.members != nil, let valueMember = json["value"], let unitMember = json["unit"] else {
            _ = malformed(json, type, "expected an object such as \(example)", owner)
            return nil
        }
        guard case .number(let number)? = parseValue(valueMember, as: .number, owner: owner, depth: depth + 1) else { return nil }
        guard let unit = text(unitMember, owner: owner, depth: depth), units.contains(unit) else {
            _ = malformed(unitMember, type, "the unit must be " + units.map { "\"\($0)\"" }.joined(separator: " or "), owner)
            return nil
        }
        return (number, unit)
    }

    private static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    private mutating func fontWeight(_ json: JSONValue, owner: Int) -> TokenValue? {
        if let number = json.number {
            guard (1...1000).contains(number) else { return malformed(json, .fontWeight, "a numeric weight must be in [1, 1000]", owner) }
            return .fontWeight(number)
        }
        if let name = json.string, let number = Self.fontWeightNames[name] { return .fontWeight(number) }
        return malformed(json, .fontWeight, "expected a number in [1, 1000] or a name such as \"bold\" (names are lowercase)", owner)
    }

    private mutating func strokeStyle(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        let keywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        if let name = json.string {
            guard keywords.contains(name) else {
                return malformed(json, .strokeStyle, "expected one of " + keywords.sorted().joined(separator: ", "), owner)
            }
            return .keyword(name)
        }
        guard json.members != nil, let dashes = json["dashArray"]?.elements, let capValue = json["lineCap"] else {
            return malformed(json, .strokeStyle, "expected a keyword such as \"solid\" or an object with dashArray and lineCap", owner)
        }
        var lengths: [TokenValue] = []
        for dash in dashes {
            guard let length = parseValue(dash, as: .dimension, owner: owner, depth: depth + 1) else { return nil }
            lengths.append(length)
        }
        guard let cap = text(capValue, owner: owner, depth: depth), ["round", "butt", "square"].contains(cap) else {
            return malformed(capValue, .strokeStyle, "lineCap must be \"round\", \"butt\" or \"square\"", owner)
        }
        return .composite(["dashArray": .list(lengths), "lineCap": .keyword(cap)])
    }

    private mutating func shadow(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        guard var value = composite(json, .shadow, ["color": .color, "offsetX": .dimension, "offsetY": .dimension,
                                                     "blur": .dimension, "spread": .dimension], owner: owner, depth: depth) else { return nil }
        // DTCG 2025.10 Format, "Shadow": inset is optional and false when absent.
        var flag = false
        if let inset = json["inset"] {
            guard let given = inset.bool else { return malformed(inset, .shadow, "inset must be true or false", owner) }
            flag = given
        }
        if case .composite(var members) = value {
            members["inset"] = .keyword(flag ? "true" : "false")
            value = .composite(members)
        }
        return value
    }

    /// An object whose members each have a type; every member is required.
    mutating func composite(_ json: JSONValue, _ type: TokenType, _ memberTypes: [String: TokenType], owner: Int, depth: Int) -> TokenValue? {
        if case .token = reference(in: json) { return parseValue(json, as: type, owner: owner, depth: depth + 1) }
        guard json.members != nil else {
            return malformed(json, type, "expected an object with " + memberTypes.keys.sorted().joined(separator: ", "), owner)
        }
        var members: [String: TokenValue] = [:]
        var failed = false
        for name in memberTypes.keys.sorted() {
            guard let memberType = memberTypes[name] else { continue }
            guard let member = json[name] else {
                _ = malformed(json, type, "the member \"\(name)\" is missing", owner)
                failed = true
                continue
            }
            if let value = parseValue(member, as: memberType, owner: owner, depth: depth + 1) { members[name] = value } else { failed = true }
        }
        return failed ? nil : .composite(members)
    }

    /// An array whose elements are values or aliases of tokens of the same type; aliased lists are spliced in.
    private mutating func list(_ json: JSONValue, of type: TokenType, owner: Int, depth: Int,
                               element parse: (inout AliasResolver, JSONValue) -> TokenValue?) -> TokenValue? {
        guard let elements = json.elements else { return nil }
        var items: [TokenValue] = []
        var failed = false
        for element in elements {
            switch reference(in: element) {
            case .none:
                if let item = parse(&self, element) { items.append(item) } else { failed = true }
            default:
                switch parseValue(element, as: type, owner: owner, depth: depth + 1) {
                case .list(let spliced)?: items.append(contentsOf: spliced)
                case let item?: items.append(item)
                case nil: failed = true
                }
            }
        }
        return failed ? nil : .list(items)
    }
}
