/// What Tokens Studio tolerates and its Style Dictionary transforms (tokens-studio/sd-transforms) still turn into
/// CSS, read in Tokens Studio files the way those transforms read it, each with a `tokens.nonstandard` warning
/// (Tokens Studio files get no warnings for their own conventions, but these are gaps in the values, not
/// conventions; `--strict-format` makes each an error). Other files keep the format's rules.
extension TokenValueParser {
    /// A Tokens Studio typography may leave out any member: the missing ones are taken out of `memberTypes`, so the
    /// value is read without them, and each is reported with what sd-transforms' CSS shorthand writes in its place
    /// (`transformTypographyForCSS`: weight 400, size 16px, line height 1, family sans-serif).
    mutating func tolerateMissingTypographyMembers(_ json: JSONValue, _ memberTypes: inout [String: TokenType], owner: Int) {
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

    /// In a Tokens Studio file, a token (or member) that aliases a token of another type where the plugin and its
    /// transforms read the value anyway: a number aliasing a dimension takes the dimension, as written (Style
    /// Dictionary passes the aliased value through); a dimension aliasing a number reads it in px
    /// (sd-transforms' `transformDimension` appends px to a unitless number). nil where no such reading applies,
    /// and outside Tokens Studio files, where the type mismatch stays an error. `wholeToken`: the alias is the
    /// token's whole value, so the token may take the dimension's type.
    mutating func studioAliasAcrossTypes(_ value: TokenValue, found: TokenType, expected: TokenType, target: Int,
                                         at json: JSONValue, owner: Int, wholeToken: Bool) -> (value: TokenValue, type: TokenType)? {
        guard files.format(of: json.file) == .tokensStudio else { return nil }
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
            return nil
        }
    }
}
