import DocGenSupport

/// What Tokens Studio tolerates and its Style Dictionary transforms (tokens-studio/sd-transforms) still turn into
/// CSS, read in Tokens Studio files the way those transforms read it, each with a `tokens.nonstandard` warning
/// (Tokens Studio files get no warnings for their own conventions, but these are gaps in the values, not
/// conventions; `--strict-format` makes each an error); and the alias across types that Style Dictionary passes
/// through in any file outside the format's notation. DTCG files keep the format's rules.
extension TokenValueParser {
    /// A Tokens Studio typography may leave out any member: the missing ones are taken out of `memberTypes`, so the
    /// value is read without them, and each is reported with what sd-transforms' CSS shorthand writes in its place
    /// (`transformTypographyForCSS`: weight 400, size 16px, line height 1, family sans-serif).
    package mutating func tolerateMissingTypographyMembers(_ json: JSONValue, _ memberTypes: inout [String: TokenType], owner: Int) {
        guard json.members != nil, files.format(of: json.file) == .tokensStudio, case .none = reference(in: json) else { return }
        let shorthand = ["fontFamily": "sans-serif", "fontWeight": "400", "fontSize": "16px", "lineHeight": "1"]
        for name in memberTypes.keys.sorted() where json[name] == nil {
            memberTypes[name] = nil
            let css = shorthand[name].map { " (sd-transforms' CSS shorthand writes \($0) in its place)" } ?? ""
            report(TokenError(.nonstandard("the typography has no \(name); Tokens Studio allows that, the format does not",
                                           assumed: "a typography without \(name)\(css)",
                                           advice: "add \(name) to the value, or alias a token that gives it"),
                              at: location(of: json, owner: owner)))
        }
    }

    /// A number written as a string (`"400"`, `"1.3333"`, `".65"`, `"0.20"`: Open edX Paragon's font weights and line
    /// heights, an `alpha` beside a value), which Style Dictionary passes to CSS as written and its color library
    /// reads as a number: the number, with a warning naming the kind of value (a font weight, or a number: a line
    /// height, an alpha, a dimension's value). nil when the text is not a plain decimal number (`"16px"`, `"auto"`,
    /// `"1e3"` are not).
    package mutating func numberWrittenAsText(_ json: JSONValue, as type: TokenType, owner: Int) -> Double? {
        guard let text = json.string, let number = TokenValueParserNumbers.plainDecimal(text) else { return nil }
        let kind = type == .fontWeight ? "font weight" : "number"
        nonstandard("the \(kind) is the string \"\(text)\"", assumed: "the \(kind) \(number.formattedForDisplay), as Style Dictionary writes it to CSS",
                    advice: "write the number without quotes: \(number.formattedForDisplay)", at: json, owner: owner)
        return number
    }

    /// A token (or member) that aliases a token of another type where the plugin and its
    /// transforms read the value anyway: a number aliasing a dimension takes the dimension, as written (Style
    /// Dictionary passes the aliased value through); a dimension aliasing a number reads it in px
    /// (sd-transforms' `transformDimension` appends px to a unitless number). Any other whole-token alias across
    /// types in a file outside the format's notation takes the aliased value (`passedThrough`). nil where no such
    /// reading applies, and in DTCG files, where the type mismatch stays an error. `wholeToken`: the alias is the
    /// token's whole value, so the token may take the aliased type.
    package mutating func studioAliasAcrossTypes(_ value: TokenValue, found: TokenType, expected: TokenType, target: Int,
                                         at json: JSONValue, owner: Int, wholeToken: Bool) -> (value: TokenValue, type: TokenType)? {
        guard files.format(of: json.file) == .tokensStudio else {
            return wholeToken ? passedThrough(value, found: found, expected: expected, target: target, at: json, owner: owner) : nil
        }
        let name = definitions[target].path
        switch (expected, found, value) {
        case (.dimension, .number, .number(let number)):
            report(TokenError(.nonstandard("the dimension aliases \(name), a number (\(number.formattedForDisplay)); Tokens Studio allows that, the format does not",
                                           assumed: "\(number.formattedForDisplay)px, the unit sd-transforms gives a unitless number",
                                           advice: "make \(name) a dimension, or alias a dimension token"),
                              at: location(of: json, owner: owner)))
            return (.dimension(Dimension(number, .px)), .dimension)
        case (.number, .dimension, .dimension(let dimension)) where wholeToken:
            report(TokenError(.nonstandard("the number token aliases \(name), a dimension (\(dimension)); Tokens Studio allows that, the format does not",
                                           assumed: "the dimension \(dimension), as Style Dictionary passes the aliased value through",
                                           advice: "give the token the type dimension, or alias a number token"),
                              at: location(of: json, owner: owner)))
            return (value, .dimension)
        default:
            return wholeToken ? passedThrough(value, found: found, expected: expected, target: target, at: json, owner: owner) : nil
        }
    }

    /// In a file that is not in the format's own notation (`value` rather than `$value`: Style Dictionary's classic
    /// format, a Tokens Studio export), a token whose whole value aliases a token of another type takes the aliased
    /// value and its type: Style Dictionary resolves the reference before any transform looks at the declared type,
    /// so the value is passed through whatever type the token declares (PatternFly's `number` tokens aliasing
    /// font family names). In a DTCG file the mismatch stays an error.
    private mutating func passedThrough(_ value: TokenValue, found: TokenType, expected: TokenType, target: Int,
                                        at json: JSONValue, owner: Int) -> (value: TokenValue, type: TokenType)? {
        switch files.format(of: json.file) {
        case .classic, .tokensStudio: break
        default: return nil
        }
        let name = definitions[target].path
        let shown = TokenValueText.describe(value)
        report(TokenError(.nonstandard("the \(expected.rawValue) token aliases \(name), a \(found.rawValue) (\(shown)); Style Dictionary passes " +
                                           "the aliased value through whatever type is declared, the format does not",
                                       assumed: "the \(found.rawValue) \(shown), with the type of \(name)",
                                       advice: "give the token the type \(found.rawValue), or alias a \(expected.rawValue) token"),
                          at: location(of: json, owner: owner)))
        return (value, found)
    }
}

/// Numbers written as text.
package enum TokenValueParserNumbers {
    /// `"400"`, `"-1.5"`, `".65"`, `"0.20"`, `" 12 "` as numbers; nil for anything else (units, exponents, `"NaN"`, `"."`).
    package static func plainDecimal(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        var digits = 0, points = 0
        for (offset, byte) in trimmed.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "+") where offset == 0: continue
            default: return nil
            }
        }
        guard digits > 0, points <= 1, let number = Double(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed),
              number.isFinite else { return nil }
        return number
    }
}
