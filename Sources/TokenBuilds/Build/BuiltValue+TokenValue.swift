import DocGenSupport
import DesignTokens

extension BuiltValue {
    /// The value read as a token of `type`: a color as CSS reads it (or the color the reader decoded), a dimension
    /// with its unit (`0` is `0px`), a number, a font weight (`bold` is 700), a duration in `ms` or `s`; nil for
    /// another type or text that is not one.
    public func tokenValue(as type: TokenType) -> TokenValue? {
        switch type {
        case .color:
            return (color ?? CSSColorValue.parse(text)).map(TokenValue.color)
        case .dimension:
            guard let number = CSSNumber.parse(text) else { return nil }
            if number.unit.isEmpty { return number.value == 0 ? .dimension(DesignTokens.Dimension(0)) : nil }
            return .dimension(DesignTokens.Dimension(number.value, DesignTokens.Dimension.Unit(rawValue: number.unit)))
        case .number:
            return CSSNumber.parse(text).flatMap { $0.unit.isEmpty ? .number($0.value) : nil }
        case .fontWeight:
            if let keyword = ["normal": 400.0, "bold": 700][text.lowercased()] { return .fontWeight(keyword) }
            return CSSNumber.parse(text).flatMap { $0.unit.isEmpty ? .fontWeight($0.value) : nil }
        case .duration:
            guard let number = CSSNumber.parse(text), let unit = TokenDuration.Unit(rawValue: number.unit) else { return nil }
            return .duration(TokenDuration(number.value, unit))
        default:
            return nil
        }
    }

    /// The type a value no source defines is read as: a color, else a dimension with a unit, else a number; nil
    /// for anything else (a shorthand, a font list).
    public var inferredType: TokenType? {
        if color != nil || CSSColorValue.parse(text) != nil { return .color }
        guard let number = CSSNumber.parse(text) else { return nil }
        return number.unit.isEmpty ? .number : .dimension
    }
}
