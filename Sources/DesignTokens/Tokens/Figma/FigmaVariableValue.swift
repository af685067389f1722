import DocGenSupport

/// One Figma variable's value in one mode, as a DTCG token object:
/// - `COLOR` `{r, g, b, a}` (0–1) is an sRGB color object with its alpha;
/// - `FLOAT` is a `dimension` in px when every scope is a length (`WIDTH_HEIGHT`, `GAP`, `CORNER_RADIUS`,
///   `STROKE_FLOAT`, `EFFECT_FLOAT`, `FONT_SIZE`, `LINE_HEIGHT`, `LETTER_SPACING`, `PARAGRAPH_SPACING`,
///   `PARAGRAPH_INDENT`), a `fontWeight` when its scope is `FONT_WEIGHT`, else a `number` (Figma's own code syntax
///   writes unscoped floats without a unit);
/// - `STRING` is a `fontFamily` when its scope is `FONT_FAMILY`, else a `string`; `BOOLEAN` a `boolean`;
/// - `{"type": "VARIABLE_ALIAS", "id": …}` is an alias of that variable, typed like the variable.
package enum FigmaVariableValue {
    package enum Result {
        case token(JSONValue)
        case failure(String)
    }

    package static let lengthScopes: Set<String> = ["WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE",
                                            "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"]

    package static func token(variable: JSONValue, value: JSONValue, aliasPath: (String) -> String?) -> Result {
        let scopes = variable["scopes"]?.elements?.compactMap(\.string) ?? []
        guard let resolvedType = variable["resolvedType"]?.string, let type = type(of: resolvedType, scopes: scopes) else {
            return .failure("its resolvedType \(variable["resolvedType"]?.string.map { "\"\($0)\"" } ?? "is missing"); " +
                            "Figma's are COLOR, FLOAT, STRING and BOOLEAN")
        }
        let written: JSONValue
        if value["type"]?.string == "VARIABLE_ALIAS" {
            guard let id = value["id"]?.string else { return .failure("a VARIABLE_ALIAS needs an \"id\"") }
            guard let path = aliasPath(id) else {
                return .failure("it aliases \(id), which this export does not hold (a variable of another file's library?); " +
                                "export the library's variables too, or give the value here")
            }
            written = at(value, .string("{\(path)}"))
        } else {
            switch literal(value, type: type) {
            case .token(let literal): written = literal
            case .failure(let why): return .failure(why)
            }
        }
        var members = [member("$type", at(value, .string(type.rawValue)), value), member("$value", written, value)]
        if let description = variable["description"]?.string, !description.isEmpty {
            members.append(member("$description", at(value, .string(description)), value))
        }
        var figma: [JSONMember] = []
        for key in ["id", "scopes", "codeSyntax", "hiddenFromPublishing"] {
            if let kept = variable[key] { figma.append(member(key == "id" ? "variableId" : key, kept, value)) }
        }
        if !figma.isEmpty {
            members.append(member("$extensions", at(value, .object([member("com.figma", at(value, .object(figma)), value)])), value))
        }
        return .token(at(value, .object(members)))
    }

    private static func type(of resolvedType: String, scopes: [String]) -> TokenType? {
        switch resolvedType {
        case "COLOR": return .color
        case "FLOAT":
            if !scopes.isEmpty, scopes.allSatisfy(lengthScopes.contains) { return .dimension }
            return scopes == ["FONT_WEIGHT"] ? .fontWeight : .number
        case "STRING": return scopes == ["FONT_FAMILY"] ? .fontFamily : .string
        case "BOOLEAN": return .boolean
        default: return nil
        }
    }

    private static func literal(_ value: JSONValue, type: TokenType) -> Result {
        switch type {
        case .color:
            guard let red = value["r"]?.number, let green = value["g"]?.number, let blue = value["b"]?.number else {
                return .failure("a COLOR value needs \"r\", \"g\" and \"b\" between 0 and 1")
            }
            let components = [red, green, blue].map { at(value, .number($0)) }
            return .token(at(value, .object([member("colorSpace", at(value, .string("srgb")), value),
                                             member("components", at(value, .array(components)), value),
                                             member("alpha", at(value, .number(value["a"]?.number ?? 1)), value)])))
        case .dimension:
            guard let number = value.number else { return .failure("a FLOAT value must be a number, not \(value.kindDescription)") }
            return .token(at(value, .object([member("value", at(value, .number(number)), value), member("unit", at(value, .string("px")), value)])))
        case .number, .fontWeight:
            guard value.number != nil else { return .failure("a FLOAT value must be a number, not \(value.kindDescription)") }
            return .token(value)
        case .boolean:
            guard value.bool != nil else { return .failure("a BOOLEAN value must be true or false, not \(value.kindDescription)") }
            return .token(value)
        default:
            guard value.string != nil else { return .failure("a STRING value must be a string, not \(value.kindDescription)") }
            return .token(value)
        }
    }

    /// A value made from the export, placed where the export wrote `place` (messages point into the export).
    private static func at(_ place: JSONValue, _ content: JSONValue.Content) -> JSONValue {
        JSONValue(content, file: place.file, line: place.line, column: place.column)
    }

    private static func member(_ key: String, _ value: JSONValue, _ place: JSONValue) -> JSONMember {
        JSONMember(key: key, line: place.line, column: place.column, value: value)
    }
}
