import DocGenSupport

/// Reading composite values (DTCG 2025.10 Format, "Composite types"): objects whose members each have a type,
/// lists of them, and the stroke style, typography and shadow rules on top.
extension TokenValueParser {
    package mutating func strokeStyle(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
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
        warnUnknownMembers(of: json, allowed: TokenValueMembers.strokeStyle, what: "a strokeStyle object", owner: owner)
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
    package mutating func typography(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        var memberTypes: [String: TokenType] = ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
                                                "letterSpacing": .dimension, "lineHeight": .number]
        tolerateMissingTypographyMembers(json, &memberTypes, owner: owner)
        let omitted = assumeOmittedMembers(of: json, .typography, &memberTypes, owner: owner)
        guard let lineHeight = json["lineHeight"], isDimension(lineHeight) else {
            return composite(json, .typography, memberTypes, owner: owner, depth: depth)?.adding(omitted)
        }
        memberTypes["lineHeight"] = nil
        guard case .composite(var members)? = composite(json, .typography, memberTypes, optional: ["lineHeight"], owner: owner, depth: depth),
              case .dimension(let height)? = parseValue(lineHeight, as: .dimension, owner: owner, depth: depth + 1) else { return nil }
        nonstandard("lineHeight is the dimension \(height); the format makes it a number, a multiple of the font size",
                    assumed: "the dimension \(height), kept as written", at: lineHeight, owner: owner)
        members["lineHeight"] = .dimension(height)
        return TokenValue.composite(members).adding(omitted)
    }

    /// Whether a value is written as a dimension: an object, a string with a unit, or an alias of a dimension token.
    private func isDimension(_ json: JSONValue) -> Bool {
        switch reference(in: json) {
        case .token(let target): return definitions[target].declaredType == .dimension
        case .none: return json.members != nil || json.string.flatMap(TokensStudioQuantity.parse)?.unit != nil
        default: return false
        }
    }

    /// A shadow layer; one written with Tokens Studio's member names is read as sd-transforms reads it
    /// (`TokenValueParser+StudioShadow`), and a missing spread as 0 (`OmittableMember`).
    package mutating func shadow(_ json: JSONValue, owner: Int, depth: Int) -> TokenValue? {
        if hasStudioShadowNames(json) { return studioNamedShadow(json, owner: owner, depth: depth) }
        var memberTypes: [String: TokenType] = ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension]
        let omitted = assumeOmittedMembers(of: json, .shadow, &memberTypes, owner: owner)
        guard var value = composite(json, .shadow, memberTypes, optional: ["inset", "alpha"], owner: owner, depth: depth)?.adding(omitted) else {
            return nil
        }
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
        // Primer's `alpha` inside a layer (`PrimerShadowAlpha`).
        return applyingLayerAlpha(json, to: value, owner: owner)
    }

    /// An object whose members each have a type; every member is required. Members neither typed nor
    /// `optional` are reported (the 2025.10 JSON Schemas allow no others) and ignored.
    package mutating func composite(_ json: JSONValue, _ type: TokenType, _ memberTypes: [String: TokenType], optional: Set<String> = [],
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
    package mutating func list(_ json: JSONValue, of type: TokenType, owner: Int, depth: Int,
                               element parse: (inout Self, JSONValue) -> TokenValue?) -> TokenValue? {
        guard let elements = json.elements else { return nil }
        guard elements.count <= options.limits.listSize else {
            return malformed(json, type, "the list has \(elements.count) elements, more than the limit of \(options.limits.listSize) (" +
                             InputLimits.advice(.listSize) + ")", owner)
        }
        var items: [TokenValue] = []
        var failed = false
        for element in elements {
            switch reference(in: element) {
            case .none:
                if let item = parse(&self, element) { items.append(item) } else { failed = true }
            default:
                switch parseValue(element, as: type, owner: owner, depth: depth + 1) {
                case .list(let spliced)?:
                    guard items.count + spliced.count <= options.limits.listSize else {
                        report(TokenError(.limitExceeded(.listSize, limit: options.limits.listSize,
                                                         "the \(type.rawValue) list of \(definitions[owner].path) splices in aliased lists"),
                                          at: location(of: json, owner: owner)))
                        return nil
                    }
                    items.append(contentsOf: spliced)
                case let item?: items.append(item)
                case nil: failed = true
                }
            }
        }
        return failed ? nil : .list(items)
    }
}
