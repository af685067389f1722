import DocGenSupport

/// Reading colors: DTCG 2025.10 color objects in every color space of the Color module, and the hex strings
/// older files use. Everything becomes gamma-encoded sRGB (see `ColorConversion` for out-of-gamut colors).
extension TokenValueParser {
    package mutating func color(_ json: JSONValue, owner: Int, depth: Int) -> Color? {
        if let text = json.string {
            if let color = HexColor.parse(text) { return color }
            if let color = CSSColorText.parse(text) {
                nonstandard("the color is the CSS text \"\(text)\"", assumed: color.hex, advice: "write a color object or a hex string",
                            at: json, owner: owner)
                return color
            }
            _ = malformed(json, .color, "\"\(text)\" is not a color; expected #rgb, #rrggbb, #rrggbbaa or a color object", owner)
            return nil
        }
        guard json.members != nil else {
            _ = malformed(json, .color, "expected a color object {\"colorSpace\": …, \"components\": […]} or a hex string", owner)
            return nil
        }
        guard let spaceValue = json["colorSpace"], let spaceName = text(spaceValue, owner: owner, depth: depth) else {
            _ = malformed(json, .color, "a color object needs a colorSpace", owner)
            return nil
        }
        guard let space = ColorSpace(rawValue: spaceName) else {
            _ = malformed(spaceValue, .color, "unknown colorSpace \"\(spaceName)\"; expected one of " + ColorSpace.allCases.map(\.rawValue).joined(separator: ", "), owner)
            return nil
        }
        guard let componentsValue = json["components"], let elements = componentsValue.elements, elements.count == 3 else {
            _ = malformed(json["components"] ?? json, .color, "\(spaceName) needs an array of 3 components", owner)
            return nil
        }
        var components: [Double] = []
        for (element, range) in zip(elements, space.components) {
            if element.string == "none" {
                components.append(0) // A missing component converts as 0 (CSS Color 4 § 4.4).
                continue
            }
            guard case .number(let number)? = parseValue(element, as: .number, owner: owner, depth: depth + 1) else { return nil }
            guard range.contains(number) else {
                _ = malformed(element, .color, "\(spaceName) \(range.name) \(number.formattedForDisplay) is outside \(range.description)", owner)
                return nil
            }
            components.append(number)
        }
        var alpha = 1.0
        if let alphaValue = json["alpha"] {
            guard case .number(let number)? = parseValue(alphaValue, as: .number, owner: owner, depth: depth + 1) else { return nil }
            guard (0...1).contains(number) else {
                _ = malformed(alphaValue, .color, "alpha \(number.formattedForDisplay) is outside [0 - 1]", owner)
                return nil
            }
            alpha = number
        }
        if let hexValue = json["hex"] {
            guard let hex = text(hexValue, owner: owner, depth: depth), let fallback = HexColor.parse(hex) else {
                _ = malformed(hexValue, .color, "the hex fallback must be 6-digit CSS hex notation such as \"#ff00ff\"", owner)
                return nil
            }
            if hex.utf8.count != 7 {
                nonstandard("the hex fallback \"\(hex)\" has \(hex.utf8.count - 1) digits; the format asks for 6",
                            assumed: "\(fallback.hex), unused: the components give the color", advice: "write \"\(fallback.hex)\"",
                            at: hexValue, owner: owner)
            }
        }
        warnUnknownMembers(of: json, allowed: TokenValueMembers.color, what: "a color object", owner: owner)
        return ColorConversion.srgb(space: space, components: (components[0], components[1], components[2]), alpha: alpha)
    }
}
