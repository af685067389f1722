import DocGenSupport
import DesignTokens
import Foundation

/// Compares one resolved token value with one CSS value, by the token's kind: colors as 8-bit sRGB with alpha,
/// dimensions in px (`rem` at 16 px; `em` only against `em`), durations in ms, numbers, font weights
/// (`normal` 400, `bold` 700), cubic Béziers (and the `ease…`/`linear` keywords), font families (names without
/// quotes, case-insensitive) and keywords and strings as text with whitespace collapsed, shadows layer by layer
/// (`CSSShadowMatch`). Other composites and lists are not compared: each build writes their shorthands in its own
/// order.
package enum CSSValueMatch: Hashable, Sendable {
    /// The CSS value, normalized to the form the token's value is shown in (`#0b5fff`, `16px`).
    case same(String)
    case different(String)
    case notCompared(String)

    package static func compare(_ value: TokenValue, css text: String) -> CSSValueMatch {
        switch value {
        case .color(let color):
            guard let css = CSSColorValue.parse(text) else { return .notCompared("\"\(text)\" is not a CSS color docgen reads") }
            let a = color.rgba8, b = css.rgba8
            return a == b ? .same(css.hex) : .different(css.hex)
        case .dimension(let dimension):
            return compare(dimension, css: text)
        case .duration(let duration):
            guard let css = CSSNumber.parse(text), let ms = ["ms": 1.0, "s": 1000][css.unit] else {
                return .notCompared("\"\(text)\" is not a CSS time (ms or s)")
            }
            let expected = duration.value * (duration.unit == .s ? 1000 : 1)
            return verdict(close(expected, css.value * ms), (css.value * ms).formattedForDisplay + "ms")
        case .number(let number):
            guard let css = CSSNumber.parse(text), css.unit.isEmpty else { return .notCompared("\"\(text)\" is not a CSS number") }
            return verdict(close(number, css.value), css.value.formattedForDisplay)
        case .fontWeight(let weight):
            let css = ["normal": 400.0, "bold": 700][text.lowercased()] ?? CSSNumber.parse(text).flatMap { $0.unit.isEmpty ? $0.value : nil }
            guard let css else { return .notCompared("\"\(text)\" is not a CSS font weight") }
            return verdict(close(weight, css), css.formattedForDisplay)
        case .cubicBezier(let points):
            guard let css = cubicBezier(text) else { return .notCompared("\"\(text)\" is not a CSS cubic-bezier() or easing keyword") }
            let shown = "cubic-bezier(" + css.map(\.formattedForDisplay).joined(separator: ", ") + ")"
            return verdict(points.count == 4 && zip(points, css).allSatisfy { close($0, $1) }, shown)
        case .fontFamily(let names):
            let css = CSSCustomPropertyReader.splitFamilies(text)
            let shown = css.joined(separator: ", ")
            return verdict(names.map { $0.lowercased() } == css.map { $0.lowercased() }, shown)
        case .keyword(let keyword):
            let css = CSSCustomPropertyReader.collapsed(text)
            return verdict(keyword.lowercased() == css.lowercased(), css)
        case .opaque:
            let css = unquoted(CSSCustomPropertyReader.collapsed(text))
            return verdict(CSSCustomPropertyReader.collapsed(TokenValueText.describe(value)) == css, css)
        case .composite, .list:
            if let shadow = CSSShadowMatch.compare(value, css: text) { return shadow }
            return composite(value)
        }
    }

    private static func composite(_ value: TokenValue) -> CSSValueMatch {
        switch value {
        case .list:
            return .notCompared("a list value (several shadows, gradient stops): each build writes its CSS in its own order")
        default:
            return .notCompared("a composite value (shadow, border, typography, transition): each build writes its CSS shorthand in its own order")
        }
    }

    private static func compare(_ dimension: DesignTokens.Dimension, css text: String) -> CSSValueMatch {
        guard let css = CSSNumber.parse(text) else { return .notCompared("\"\(text)\" is not a CSS length docgen reads (px, rem, em)") }
        let cssUnit = css.unit.isEmpty && css.value == 0 ? "px" : css.unit
        if let points = dimension.points, let scale = ["px": 1.0, "rem": 16][cssUnit] {
            return verdict(close(points, css.value * scale), (css.value * scale).formattedForDisplay + "px")
        }
        if dimension.unit.rawValue == cssUnit {
            return verdict(close(dimension.value, css.value), css.value.formattedForDisplay + cssUnit)
        }
        return .notCompared("\(dimension) and \(text) are not in units docgen can convert between without a font size or container " +
                            "(rem counts as 16px; em compares only with em)")
    }

    private static func verdict(_ same: Bool, _ shown: String) -> CSSValueMatch { same ? .same(shown) : .different(shown) }

    /// Equal to within rounding of the decimals a build writes (1/1000 of the unit).
    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.0005 }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// `cubic-bezier(a, b, c, d)` or one of the keywords of CSS Easing 1 § 2.
    private static func cubicBezier(_ text: String) -> [Double]? {
        let lowered = text.lowercased().trimmingSpaces
        let keywords: [String: [Double]] = ["linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
                                            "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1]]
        if let points = keywords[lowered] { return points }
        guard lowered.hasPrefix("cubic-bezier("), lowered.hasSuffix(")") else { return nil }
        let numbers = lowered.dropFirst(13).dropLast().split(separator: ",").map { Double($0.trimmingSpaces) }
        guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return numbers.compactMap { $0 }
    }
}

/// A CSS number with its unit (`16px`, `1.5rem`, `.2s`, `400`, `1e3px`): the unit is empty for a bare number.
package struct CSSNumber {
    package var value: Double
    package var unit: String

    /// A sign, digits and a `.`, an exponent when digits follow its `e` (CSS Syntax 3 § 4.3.12), then the unit.
    package static func parse(_ text: String) -> CSSNumber? {
        let characters = Array(text.trimmingSpaces.lowercased())
        var end = 0
        while end < characters.count, characters[end].isNumber || characters[end] == "." || (end == 0 && (characters[end] == "-" || characters[end] == "+")) {
            end += 1
        }
        end += TokensStudioMathParser.exponentLength(characters[end...])
        let unit = String(characters[end...])
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }), let value = Double(String(characters[..<end])), value.isFinite else { return nil }
        return CSSNumber(value: value, unit: unit)
    }
}

extension CSSCustomPropertyReader {
    /// `Inter, "Helvetica Neue", sans-serif` → the names without quotes.
    package static func splitFamilies(_ text: String) -> [String] {
        CSSRuleBlock.splitList(text).map { name in
            let trimmed = collapsed(name)
            guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else { return trimmed }
            return String(trimmed.dropFirst().dropLast())
        }
    }
}
