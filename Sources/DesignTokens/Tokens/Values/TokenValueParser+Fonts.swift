import DocGenSupport
import Foundation

/// Reading font families and weights (DTCG 2025.10 Format, "Font family" and "Font weight"), and the CSS font
/// stack strings published token sets write instead of a list.
extension TokenValueParser {
    package mutating func fontFamily(_ json: JSONValue, owner: Int) -> TokenValue? {
        let type = TokenType.fontFamily
        if let name = json.string, let names = FontText.stack(name) {
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
    }

    package mutating func fontWeight(_ json: JSONValue, owner: Int) -> TokenValue? {
        if let number = json.number ?? numberWrittenAsText(json, as: .fontWeight, owner: owner) {
            guard number.isFinite else { return nonFinite(json, .fontWeight, number, owner) }
            guard (1...1000).contains(number) else { return malformed(json, .fontWeight, "a numeric weight must be in [1, 1000]", owner) }
            return .fontWeight(number)
        }
        if let name = json.string, let number = FontText.weights[name] { return .fontWeight(number) }
        return malformed(json, .fontWeight, "expected a number in [1, 1000] or a name such as \"bold\" (names are lowercase)", owner)
    }
}

/// Font names and weights as text.
package enum FontText {
    /// The weight names the format defines ("Font weight"), lowercase.
    package static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// A font stack written as one CSS string, `"Inter, system-ui, sans-serif"`: its names, quotes removed.
    package static func stack(_ text: String) -> [String]? {
        guard text.contains(",") else { return nil }
        var names: [String] = [], current = "", quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                names.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current.trimmingCharacters(in: .whitespaces))
        return names.contains(where: \.isEmpty) || quote != nil ? nil : names
    }
}
