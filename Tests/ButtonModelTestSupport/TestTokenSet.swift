import Testing
import DesignTokens
import DocGenSupport
import ButtonModel

/// Builds `TokenSet` values in tests without the token loader: each token gets a fake place in a file
/// named after the theme, so dumps show where a value came from.
package struct TestTokenSet {
    private var name: String
    private var tokens: [TokenPath: ResolvedToken] = [:]
    private var line = 0

    package init(theme: String) { self.name = theme }

    /// A color token; `via` lists the alias hops from the named token to the literal.
    package mutating func color(_ path: TokenPath, _ hex: String, via aliases: [TokenPath] = []) {
        guard case .color(let color)? = ComponentValueSyntax.parse(hex) else {
            Issue.record("test color \(hex) does not parse")
            return
        }
        add(path, type: .color, value: .color(color), aliases: aliases)
    }

    package mutating func dimension(_ path: TokenPath, _ points: Double, via aliases: [TokenPath] = []) {
        add(path, type: .dimension, value: .dimension(Dimension(points)), aliases: aliases)
    }

    /// A DTCG number token (an opacity, a ratio).
    package mutating func number(_ path: TokenPath, _ value: Double, via aliases: [TokenPath] = []) {
        add(path, type: .number, value: .number(value), aliases: aliases)
    }

    /// A DTCG shadow token: a list of (offsetX, offsetY, blur, spread, color) in px, or one shadow when `list` is false.
    package mutating func shadow(_ path: TokenPath, _ shadows: [(Double, Double, Double, Double, String)], list: Bool = true, inset: Bool = false) {
        let values: [TokenValue] = shadows.compactMap { shadow in
            guard case .color(let color)? = ComponentValueSyntax.parse(shadow.4) else { return nil }
            return .composite(["offsetX": .dimension(Dimension(shadow.0)), "offsetY": .dimension(Dimension(shadow.1)),
                               "blur": .dimension(Dimension(shadow.2)), "spread": .dimension(Dimension(shadow.3)),
                               "color": .color(color), "inset": .keyword(inset ? "true" : "false")])
        }
        add(path, type: .shadow, value: list ? .list(values) : values[0], aliases: [])
    }

    /// A DTCG typography token with a letter spacing (in `letterSpacingUnit`) and a line height.
    package mutating func typography(_ path: TokenPath, fontSize: Double, fontWeight: Double, letterSpacing: Double,
                             letterSpacingUnit: String = "px", lineHeight: Double) {
        add(path, type: .typography, value: .composite([
            "fontFamily": .fontFamily(["Inter"]), "fontSize": .dimension(Dimension(fontSize)), "fontWeight": .fontWeight(fontWeight),
            "letterSpacing": .dimension(Dimension(letterSpacing, Dimension.Unit(rawValue: letterSpacingUnit))),
            "lineHeight": .number(lineHeight),
        ]), aliases: [])
    }

    /// A DTCG typography token with a font size in px and a font weight.
    package mutating func typography(_ path: TokenPath, fontSize: Double, fontWeight: Double, via aliases: [TokenPath] = []) {
        add(path, type: .typography, value: .composite([
            "fontFamily": .fontFamily(["Inter"]), "fontSize": .dimension(Dimension(fontSize)), "fontWeight": .fontWeight(fontWeight),
        ]), aliases: aliases)
    }

    private mutating func add(_ path: TokenPath, type: TokenType, value: TokenValue, aliases: [TokenPath]) {
        line += 1
        tokens[path] = ResolvedToken(path: path, type: type, value: value, aliases: aliases,
                                     location: SourceLocation(file: "tokens/\(name).json", line: line, column: 5))
    }

    package var tokenSet: TokenSet {
        TokenSet(context: [TokenSet.ContextPair(name: "theme", value: name)], tokens: tokens)
    }
}

