import DocGenSupport

/// A CSS text read as a token type where it has one reading, without reporting: what a string with references
/// inside becomes once they are substituted (`1px solid #d0d7de` as a border, `16px` as a dimension). nil where
/// the text is no value of the type docgen reads (`8px 16px`, a padding shorthand, as a dimension).
package enum CSSShorthand {
    package static func value(_ text: String, as type: TokenType) -> TokenValue? {
        let text = text.trimmingSpaces
        switch type {
        case .color: return CSSColorValue.parse(text).map(TokenValue.color)
        case .dimension: return dimension(text).map(TokenValue.dimension)
        case .number: return Double(text).flatMap { $0.isFinite ? TokenValue.number($0) : nil }
        case .fontWeight:
            if let number = Double(text), (1...1000).contains(number) { return .fontWeight(number) }
            return FontText.weights[text].map(TokenValue.fontWeight)
        case .duration:
            guard let quantity = TokensStudioQuantity.parse(text), let unit = quantity.unit.flatMap(TokenDuration.Unit.init) else { return nil }
            return .duration(TokenDuration(quantity.value, unit))
        case .fontFamily:
            if let names = FontText.stack(text) { return .fontFamily(names) }
            return text.isEmpty ? nil : .fontFamily([text])
        case .strokeStyle: return strokeStyles.contains(text) ? .keyword(text) : nil
        case .border: return border(text)
        case .string, .content, .link: return .opaque(JSONText.quoted(text))
        default: return nil
        }
    }

    package static let strokeStyles: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    /// A length with a unit docgen knows the size of or keeps (`1px`, `0.125rem`, `2dp`); a bare 0.
    package static func dimension(_ text: String) -> Dimension? {
        guard let quantity = TokensStudioQuantity.parse(text) else { return nil }
        guard let unit = quantity.unit else { return quantity.value == 0 ? Dimension(0, .px) : nil }
        guard unit != "%" else { return nil }
        return Dimension(quantity.value, Dimension.Unit(rawValue: unit))
    }

    /// CSS's `border` shorthand with all three parts, in any order: a width, a style keyword and a color.
    private static func border(_ text: String) -> TokenValue? {
        let words = CSSFunctionCall.words(text)
        guard words.count == 3 else { return nil }
        var width: Dimension?, style: String?, color: Color?
        for word in words {
            if width == nil, let length = dimension(word) { width = length }
            else if style == nil, strokeStyles.contains(word) { style = word }
            else if color == nil, let parsed = CSSColorValue.parse(word) { color = parsed }
            else { return nil }
        }
        guard let width, let style, let color else { return nil }
        return .composite(["width": .dimension(width), "style": .keyword(style), "color": .color(color)])
    }
}
