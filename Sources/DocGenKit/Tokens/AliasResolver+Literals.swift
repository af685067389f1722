/// Reading literal values by type (DTCG 2025.10 Format, "Types" and "Composite types"; Color module).
extension AliasResolver {
    mutating func parseLiteral(_ json: JSONValue, as type: TokenType, owner: Int, depth: Int) -> TokenValue? {
        switch type {
        case .color: return color(json, owner: owner, depth: depth).map(TokenValue.color)
        case .dimension: return dimension(json, owner: owner, depth: depth)
        case .duration: return duration(json, owner: owner, depth: depth)
        case .number:
            guard let number = json.number else { return malformed(json, type, "expected a number, found \(json.kindDescription)", owner) }
            guard number.isFinite else { return nonFinite(json, type, number, owner) }
            return .number(number)
        case .fontFamily:
            if let name = json.string, let names = Self.fontStack(name) {
                let list = "[" + names.map(JSONText.quoted).joined(separator: ", ") + "]"
                nonstandard("the font family is one CSS font stack string", assumed: "the list of names " + list,
                            advice: "write the names as an array, " + list, at: json, owner: owner)
                return .fontFamily(names)
            }
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
        case .typography: return typography(json, owner: owner, depth: depth)
        case .string, .content:
            guard json.string != nil else { return malformed(json, type, "expected a string, found \(json.kindDescription)", owner) }
            return .opaque(JSONText.canonical(json))
        case .link:
            guard let text = json.string, !text.isEmpty else { return malformed(json, type, "expected a non-empty string (a URL or path)", owner) }
            return .opaque(JSONText.canonical(json))
        case .boolean:
            guard json.bool != nil else { return malformed(json, type, "expected true or false, found \(json.kindDescription)", owner) }
            return .opaque(JSONText.canonical(json))
        case .shadow:
            guard let shadows = json.elements else { return shadow(json, owner: owner, depth: depth) }
            guard !shadows.isEmpty else { return malformed(json, type, "a list of shadows needs at least one (the 2025.10 JSON Schema's minItems)", owner) }
            return list(json, of: .shadow, owner: owner, depth: depth) { resolver, element in resolver.shadow(element, owner: owner, depth: depth + 1) }
        case .gradient:
            guard let stops = json.elements else { return malformed(json, type, "expected an array of gradient stops", owner) }
            guard !stops.isEmpty else { return malformed(json, type, "a gradient needs at least one stop (the 2025.10 JSON Schema's minItems)", owner) }
            return list(json, of: .gradient, owner: owner, depth: depth) { resolver, element in
                guard let stop = resolver.composite(element, .gradient, ["color": .color, "position": .number], owner: owner, depth: depth + 1) else { return nil }
                if case .number(let position)? = stop["position"], !(0...1).contains(position) {
                    return resolver.malformed(element, .gradient, "a stop's position must be in [0, 1]", owner)
                }
                return stop
            }
        }
    }

    /// NaN, Infinity (JSON5 allows both) or a number too large for a double (`1e400`): never a token's value.
    mutating func nonFinite(_ json: JSONValue, _ type: TokenType, _ number: Double, _ owner: Int) -> TokenValue? {
        malformed(json, type, number.isNaN ? "NaN is not a number a token can hold (JSON5 allows it; the format does not)"
                                           : "the number is infinite or too large (JSON5 allows Infinity; the format does not)", owner)
    }

    mutating func malformed(_ json: JSONValue, _ type: TokenType?, _ why: String, _ owner: Int) -> TokenValue? {
        errors.append(TokenError(.malformedValue(type: type, why), at: location(of: json, owner: owner)))
        return nil
    }

    private static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    private mutating func fontWeight(_ json: JSONValue, owner: Int) -> TokenValue? {
        if let number = json.number {
            guard number.isFinite else { return nonFinite(json, .fontWeight, number, owner) }
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
        guard !dashes.isEmpty else {
            return malformed(json["dashArray"] ?? json, .strokeStyle, "dashArray needs at least one length (the 2025.10 JSON Schema's minItems)", owner)
        }
        warnUnknownMembers(of: json, allowed: Self.strokeStyleMembers, what: "a strokeStyle object", owner: owner)
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

    /// A typography value; a `lineHeight` written as a dimension (`{"value": 24, "unit": "px"}`, `"24px"`, or an
    /// alias of a dimension token) rather than the format's number is kept as that dimension.
    private mutating func typography(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        var memberTypes: [String: TokenType] = ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
                                                "letterSpacing": .dimension, "lineHeight": .number]
        guard let lineHeight = json["lineHeight"], isDimension(lineHeight) else {
            return composite(json, .typography, memberTypes, owner: owner, depth: depth)
        }
        memberTypes["lineHeight"] = nil
        guard case .composite(var members)? = composite(json, .typography, memberTypes, optional: ["lineHeight"], owner: owner, depth: depth),
              case .dimension(let height)? = parseValue(lineHeight, as: .dimension, owner: owner, depth: depth + 1) else { return nil }
        nonstandard("lineHeight is the dimension \(height); the format makes it a number, a multiple of the font size",
                    assumed: "the dimension \(height), kept as written", at: lineHeight, owner: owner)
        members["lineHeight"] = .dimension(height)
        return .composite(members)
    }

    /// Whether a value is written as a dimension: an object, a string with a unit, or an alias of a dimension token.
    private func isDimension(_ json: JSONValue) -> Bool {
        switch reference(in: json) {
        case .token(let target): return definitions[target].declaredType == .dimension
        case .none: return json.members != nil || json.string.flatMap(TokensStudioQuantity.parse)?.unit != nil
        default: return false
        }
    }

    private mutating func shadow(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        guard var value = composite(json, .shadow, ["color": .color, "offsetX": .dimension, "offsetY": .dimension,
                                                     "blur": .dimension, "spread": .dimension], optional: ["inset"],
                                    owner: owner, depth: depth) else { return nil }
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

    /// An object whose members each have a type; every member is required. Members neither typed nor
    /// `optional` are reported (the 2025.10 JSON Schemas allow no others) and ignored.
    mutating func composite(_ json: JSONValue, _ type: TokenType, _ memberTypes: [String: TokenType], optional: Set<String> = [],
                            owner: Int, depth: Int) -> TokenValue? {
        if case .token = reference(in: json) { return parseValue(json, as: type, owner: owner, depth: depth + 1) }
        guard json.members != nil else {
            return malformed(json, type, "expected an object with " + memberTypes.keys.sorted().joined(separator: ", "), owner)
        }
        if json.members?.contains(where: { memberTypes[$0.key] == nil && !optional.contains($0.key) }) == true {
            warnUnknownMembers(of: json, allowed: Set(memberTypes.keys).union(optional),
                               what: type == .gradient ? "a gradient stop" : "a \(type.rawValue) value", owner: owner)
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
