import DocGenSupport

/// Type names that tools other than the DTCG format write in `type`/`$type`, and the DTCG type each is read as,
/// with the tool that defines the reading. A name no tool defines is kept as `TokenType.other`.
package enum ForeignTypeName {
    package struct Mapping: Equatable {
        package var type: TokenType
        /// Whose name it is and how that tool reads it, for the warning.
        package var source: String
    }

    /// The DTCG type `name` is read as, or nil when no tool docgen knows defines the name. `value` (the token's
    /// value, when known) decides a line height written with a unit, which Tokens Studio reads as a dimension.
    package static func mapping(for name: String, value: JSONValue? = nil) -> Mapping? {
        if readsByValue(name) {
            guard let value, let (type, what) = typeByValue(value) else { return nil }
            return Mapping(type: type, source: "the type of its value (\(what)), since \"\(name)\" names no single type")
        }
        let camel = camelCased(name)
        let found: Mapping
        if let type = tokensStudio[camel], camel == name {
            found = Mapping(type: type, source: "Tokens Studio's type \"\(name)\" (tokens-studio/sd-transforms, align-types.ts)")
        } else if let type = styleDictionary[camel], camel == name {
            found = Mapping(type: type, source: "Style Dictionary's type \"\(name)\" (style-dictionary, lib/common/transforms.js)")
        } else if camel != name, let type = TokenType(named: camel) ?? tokensStudio[camel] ?? styleDictionary[camel] {
            found = Mapping(type: type, source: "\"\(camel)\" in kebab case, as Salesforce Theo names types")
        } else {
            return nil
        }
        // A line height written with a unit is a length, as Tokens Studio reads `lineHeights` (`TokensStudioType`).
        if found.type == .number, camel.hasPrefix("lineHeight"), let unit = value?.string.flatMap(TokensStudioQuantity.parse)?.unit,
           unit == "px" || unit == "rem" {
            return Mapping(type: .dimension, source: found.source + ", a line height written in \(unit)")
        }
        return found
    }

    /// Tokens Studio's type names (`TokensStudioType`), read as sd-transforms' `alignTypes` preprocessor maps them
    /// (`typesMap`: `fontSizes` → `fontSize`, `spacing`/`sizing`/`borderRadius` → `dimension`, `text` → `content`,
    /// `boxShadow` → `shadow`, …) and as its value transforms then treat them (`letterSpacing`, `paragraphSpacing`,
    /// `borderWidth` as dimensions; `opacity` and unitless `lineHeights` as numbers). `textCase`, `textDecoration`
    /// and `other` are CSS keywords or free text, printed as written: strings.
    package static let tokensStudio: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "lineHeights": .number, "opacity": .number,
        "boxShadow": .shadow, "text": .content, "textCase": .string, "textDecoration": .string, "other": .string,
        "asset": .link,
    ]

    /// Style Dictionary's names: its built-in transforms match `fontSize` with `dimension` (`size/rem`, `size/px`),
    /// `time` for durations (`time/seconds`), `asset` for files; classic files name the `size` category as a type.
    package static let styleDictionary: [String: TokenType] = [
        "fontSize": .dimension, "size": .dimension, "lineHeight": .number, "time": .duration,
    ]

    /// Names that say what a token is about rather than what its value is: Kong's `"$type": "font"` on its font
    /// sizes (`"16px"`), weights (`"700"`) and families (`Kong/design-tokens`, `tokens/source/font/*.json`). Each
    /// token of such a type is read by its own value (`typeByValue`).
    package static let valueTypedNames: Set<String> = ["font"]

    package static func readsByValue(_ name: String) -> Bool { valueTypedNames.contains(name) }

    /// The type a value of a `valueTypedNames` type has, and the value in a few words: a length (`"16px"`, `"1rem"`)
    /// is a dimension, a number from 1 to 1000 (`700`, `"700"`) or a weight name a font weight, any other text or a
    /// list of names a font family. nil for a reference (the token it names gives the type) or an empty value.
    package static func typeByValue(_ value: JSONValue) -> (TokenType, String)? {
        switch value.content {
        case .number(let number) where (1...1000).contains(number):
            return (.fontWeight, "a number from 1 to 1000")
        case .array:
            return (.fontFamily, "a list of names")
        case .string(let text) where !text.isEmpty && !(text.hasPrefix("{") && text.hasSuffix("}")):
            if let number = Double(text), (1...1000).contains(number) { return (.fontWeight, "a number from 1 to 1000") }
            if FontText.weights[text] != nil { return (.fontWeight, "a weight name") }
            if let quantity = TokensStudioQuantity.parse(text), quantity.unit != nil { return (.dimension, "a length") }
            return (.fontFamily, "a font name")
        default:
            return nil
        }
    }

    /// `font-size` → `fontSize`; other names unchanged.
    package static func camelCased(_ name: String) -> String {
        guard name.contains("-") else { return name }
        let parts = name.split(separator: "-", omittingEmptySubsequences: true)
        guard let first = parts.first else { return name }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
