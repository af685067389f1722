import DocGenSupport

/// One Spectrum token (or one member of its `sets`) as DTCG members: `$type` from the `$schema` file name and the
/// value in the DTCG shape the type has, so that Spectrum's own notation is read without a warning per token:
/// - `color`: `rgb(r, g, b)` / `rgba(r, g, b, a)` → an sRGB color object;
/// - `dimension`, `font-size`: `"8px"` → `{"value": 8, "unit": "px"}` (a bare `0` is 0px; other units kept);
/// - `opacity` (a string such as `"0.4"`), `multiplier`, `gradient-stop`, `angle` → a number;
/// - `font-family`, `font-weight` → `fontFamily`, `fontWeight`; `font-style`, `text-transform`, `alignment` → `string`;
/// - `drop-shadow` → `shadow`, its layers' `x` and `y` as `offsetX` and `offsetY`; `typography` as written;
/// - `alias` (`"{name}"`, or `"$ref": UUID`) → an alias, typed by what it reaches.
package enum SpectrumValue {
    package enum Result {
        case members([JSONMember])
        /// A schema docgen does not know: the value is kept without a type.
        case unknownSchema(String, [JSONMember])
    }

    /// The schema files that hold sets rather than a value.
    package static let setSchemas: Set<String> = ["color-set", "scale-set", "system-set", "set"]

    /// `$type` and `$value` for `token` whose schema is `schema`; `names` maps a UUID to its token's name.
    package static func members(of token: JSONValue, schema: String, names: [String: String]) -> Result {
        let place = token["value"] ?? token["$ref"] ?? token
        if schema == "alias" || (token["value"] == nil && token["$ref"] != nil) {
            if let uuid = token["$ref"]?.string, token["value"] == nil {
                return .members([member("$value", at(place, .string("{\(names[uuid] ?? uuid)}")), place)])
            }
            return .members([member("$value", place, place)])
        }
        guard let value = token["value"] else { return .members([]) }
        let typed: (String, JSONValue)?
        switch schema {
        case "color": typed = ("color", color(value))
        case "dimension", "font-size": typed = ("dimension", dimension(value))
        case "opacity", "multiplier", "gradient-stop", "angle": typed = ("number", number(value))
        case "font-family": typed = ("fontFamily", value)
        case "font-weight": typed = ("fontWeight", value)
        case "font-style", "text-transform", "alignment": typed = ("string", value)
        case "drop-shadow": typed = ("shadow", shadow(value))
        case "typography": typed = ("typography", value)
        default: typed = nil
        }
        guard let (type, converted) = typed else { return .unknownSchema(schema, [member("$value", value, place)]) }
        return .members([member("$type", at(place, .string(type)), place), member("$value", converted, place)])
    }

    /// An alias stays a string; `rgb()` and `rgba()` become a color object; anything else is kept for the parser.
    package static func color(_ value: JSONValue) -> JSONValue {
        guard let text = value.string, !text.hasPrefix("{"), text.hasPrefix("rgb"), let color = CSSColorText.parse(text) else { return value }
        let components = [color.red, color.green, color.blue].map { at(value, .number($0)) }
        return at(value, .object([member("colorSpace", at(value, .string("srgb")), value),
                                  member("components", at(value, .array(components)), value),
                                  member("alpha", at(value, .number(color.alpha)), value)]))
    }

    package static func dimension(_ value: JSONValue) -> JSONValue {
        guard let text = value.string, !text.hasPrefix("{"), let quantity = TokensStudioQuantity.parse(text) else { return value }
        guard let unit = quantity.unit ?? (quantity.value == 0 ? "px" : nil) else { return value }
        return at(value, .object([member("value", at(value, .number(quantity.value)), value),
                                  member("unit", at(value, .string(unit)), value)]))
    }

    package static func number(_ value: JSONValue) -> JSONValue {
        guard let text = value.string, !text.hasPrefix("{"), let quantity = TokensStudioQuantity.parse(text) else { return value }
        switch quantity.unit {
        case nil: return at(value, .number(quantity.value))
        case "%"?: return at(value, .number(quantity.value / 100))
        default: return value
        }
    }

    /// Spectrum's shadow layers `{x, y, blur, spread, color}` as DTCG shadow objects.
    package static func shadow(_ value: JSONValue) -> JSONValue {
        func layer(_ layer: JSONValue) -> JSONValue {
            guard let members = layer.members else { return layer }
            return at(layer, .object(members.map { entry in
                var entry = entry
                switch entry.key {
                case "x": entry.key = "offsetX"; entry.value = dimension(entry.value)
                case "y": entry.key = "offsetY"; entry.value = dimension(entry.value)
                case "blur", "spread": entry.value = dimension(entry.value)
                case "color": entry.value = color(entry.value)
                default: break
                }
                return entry
            }))
        }
        if let elements = value.elements { return at(value, .array(elements.map(layer))) }
        return layer(value)
    }

    /// A value made from the source, placed where the source wrote `place` (messages point into the source).
    package static func at(_ place: JSONValue, _ content: JSONValue.Content) -> JSONValue {
        JSONValue(content, file: place.file, line: place.line, column: place.column)
    }

    package static func member(_ key: String, _ value: JSONValue, _ place: JSONValue) -> JSONMember {
        JSONMember(key: key, line: place.line, column: place.column, value: value)
    }
}
