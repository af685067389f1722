import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// What Style Dictionary reads and the format does not allow, read as Style Dictionary reads it with a note: members
/// beside the value that are notes, dotted names, numbers written as strings, CSS-wide keywords as colors, a
/// typography without a line height, empty slots, and type names that say what a token is about.
@Suite struct StyleDictionaryLeniencyTests {
    private func load(_ json: String) throws -> TokenLoadResult {
        let (result, directory) = try TokenFixtures.load(json: json)
        _ = directory
        return result
    }

    private func nonstandard(_ result: TokenLoadResult, containing text: String) -> Int {
        result.diagnostics.filter { $0.code == "tokens.nonstandard" && $0.message.contains(text) }.count
    }

    // MARK: Members beside the value

    /// Open edX Paragon's `actions` object and `source` string beside `$value`; Style Dictionary's `attributes`,
    /// `themeable`, `outputReferences`: warned as ignored, never an error, and no uncertainty.
    @Test func notesBesideTheValueAreIgnored() throws {
        let result = try load("""
            {"color": {"$type": "color",
              "a": {"source": "$accent-a", "actions": {"default": "{color.b}"}, "$value": "#00BBF9"},
              "b": {"$value": "#0095C6", "attributes": {"category": "color"}, "themeable": true, "outputReferences": false}}}
            """)
        #expect(result.errorCodes == [])
        #expect(result.hex(TokenPath(dotted: "color.a")) == "#00bbf9")
        #expect(result.only[TokenPath(dotted: "color.a")]?.uncertainties.isEmpty == true)
        // One warning for the file, naming each note once, at the first one written.
        let notes = result.diagnostics.filter { $0.code == "tokens.nonstandard" && $0.message.contains("members beside $value") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.hasPrefix("2 tokens have members beside $value that the format does not define: ") == true)
        for name in ["actions", "source", "attributes", "themeable", "outputReferences"] {
            #expect(notes.first?.message.contains("\"\(name)\"") == true, "\(name)")
        }
        #expect(notes.first?.location.path == "color.a")
    }

    /// An object beside the value that is no note and holds no token could change the value: an unread member.
    @Test func anUnknownObjectBesideTheValueIsUnread() throws {
        let result = try load(##"{"c": {"$type": "color", "$value": "#000000", "recipe": {"lighten": 0.2}}}"##)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "c")]?.uncertainties.isEmpty == false)
    }

    // MARK: Dotted names

    /// Paragon's `spacing.spacer."1.5"`: the token named as Style Dictionary joins names; `{spacing.spacer.1.5}`
    /// resolves to it; a warning.
    @Test func aDottedNameIsJoinedAndReferenced() throws {
        let result = try load("""
            {"spacer": {"$type": "dimension", "1.5": {"$value": "6px"}, "use": {"$value": "{spacer.1.5}"}}}
            """)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(["spacer", "1.5"])]?.value == .dimension(Dimension(6, .px)))
        #expect(result.only[TokenPath(dotted: "spacer.use")]?.value == .dimension(Dimension(6, .px)))
        #expect(nonstandard(result, containing: "the name \"1.5\" holds a dot") == 1)
        // A reference split at every dot, as a component definition writes `{spacer.1.5}`, finds the token too.
        #expect(result.only[TokenPath(dotted: "spacer.1.5")]?.path == TokenPath(["spacer", "1.5"]))
        #expect(result.only.dottedNames == ["spacer.1.5": TokenPath(["spacer", "1.5"])])
        #expect(result.only[TokenPath(dotted: "spacer.2.5")] == nil)
    }

    /// A path that reads two ways (`"1.5"` beside `"1": {"5": …}`) is an error at the dotted name.
    @Test func aNameThatReadsTwoWaysIsAnError() throws {
        let result = try load("""
            {"spacer": {"$type": "dimension", "1.5": {"$value": "6px"}, "1": {"5": {"$value": "8px"}}}}
            """)
        let errors = result.diagnostics.errors
        #expect(errors.count == 1)
        #expect(errors.first?.code == "tokens.invalid-name")
        #expect(errors.first?.message.contains("reads two ways") == true)
        #expect(errors.first?.location.line == 1)
    }

    // MARK: Numbers written as strings

    /// Paragon's `"400"` and `"1.5556"`, an `".65"` opacity and another team's `"alpha": "0.20"`: numbers, one note each.
    @Test func numbersWrittenAsStringsAreNumbers() throws {
        let result = try load("""
            {"w": {"$type": "fontWeight", "$value": "400"},
             "lh": {"$type": "number", "$value": "1.3333"},
             "o": {"$type": "number", "$value": ".65"},
             "base": {"$type": "color", "$value": "#000000"},
             "shadow": {"$type": "color", "$value": "{base}", "alpha": "0.20"},
             "px": {"$type": "number", "$value": "16px"}}
            """)
        #expect(result.only[TokenPath(dotted: "w")]?.value == .fontWeight(400))
        #expect(result.only[TokenPath(dotted: "lh")]?.value == .number(1.3333))
        #expect(result.only[TokenPath(dotted: "o")]?.value == .number(0.65))
        #expect(result.hex(TokenPath(dotted: "shadow")) == "#00000033")
        #expect(nonstandard(result, containing: "the font weight is the string \"400\"") == 1)
        #expect(nonstandard(result, containing: "the number is the string \"0.20\"") == 1)
        // "16px" is no number: still an error.
        #expect(result.errorCodes == ["tokens.malformed-value"])
    }

    @Test func plainDecimalsOnly() {
        #expect(TokenValueParserNumbers.plainDecimal(".65") == 0.65)
        #expect(TokenValueParserNumbers.plainDecimal("-1.5") == -1.5)
        #expect(TokenValueParserNumbers.plainDecimal("1e3") == nil)
        #expect(TokenValueParserNumbers.plainDecimal("1-2") == nil)
        #expect(TokenValueParserNumbers.plainDecimal(".") == nil)
        #expect(TokenValueParserNumbers.plainDecimal("NaN") == nil)
    }

    // MARK: CSS-wide keywords

    /// `inherit`, `currentColor`/`currentcolor`, `initial`, `unset`: keywords of color tokens, with a note;
    /// `transparent` is the transparent color.
    @Test func cssWideKeywordsAreKeywordsOfColorTokens() throws {
        let result = try load("""
            {"c": {"$type": "color", "i": {"$value": "inherit"}, "cc": {"$value": "currentcolor"}, "c2": {"$value": "currentColor"},
             "init": {"$value": "initial"}, "u": {"$value": "unset"}, "t": {"$value": "transparent"}, "alias": {"$value": "{c.i}"}}}
            """)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "c.i")]?.value == .keyword("inherit"))
        #expect(result.only[TokenPath(dotted: "c.i")]?.type == .color)
        #expect(result.only[TokenPath(dotted: "c.cc")]?.value == .keyword("currentColor"))
        #expect(result.only[TokenPath(dotted: "c.c2")]?.value == .keyword("currentColor"))
        #expect(result.only[TokenPath(dotted: "c.init")]?.value == .keyword("initial"))
        #expect(result.only[TokenPath(dotted: "c.u")]?.value == .keyword("unset"))
        #expect(result.only[TokenPath(dotted: "c.alias")]?.value == .keyword("inherit"))
        #expect(result.only[TokenPath(dotted: "c.t")]?.value.color?.alpha == 0)
        #expect(nonstandard(result, containing: "the CSS keyword \"inherit\"") == 1)
    }

    // MARK: Typography without a line height

    /// Style Dictionary's shorthand omits the line height (GitHub Primer's `typography.json5` has such a token):
    /// accepted, the member absent, with a note.
    @Test func aTypographyWithoutLineHeight() throws {
        let result = try load("""
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
             "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}}}}
            """)
        #expect(result.errorCodes == [])
        guard case .composite(let members)? = result.only[TokenPath(dotted: "t")]?.value else { Issue.record("no typography"); return }
        #expect(members["lineHeight"] == nil)
        #expect(members["fontSize"] == .dimension(Dimension(16, .px)))
        #expect(nonstandard(result, containing: "has no lineHeight") == 1)
    }

    // MARK: Empty slots

    /// Kong's `"$value": ""`: unset, not an error; aliases of it are unset too; listed sorted in `TokenSet.unset`.
    @Test func emptySlotsAreUnset() throws {
        let result = try load("""
            {"button": {"$type": "color", "b": {"$value": ""}, "a": {"$value": ""}, "alias": {"$value": "{button.a}"}},
             "text": {"$type": "string", "$value": ""}, "kept": {"$type": "color", "$value": "#ffffff"}}
            """)
        #expect(result.diagnostics.filter { $0.severity != .warning }.map(\.message) == [])
        #expect(result.only.unset == [TokenPath(dotted: "button.a"), TokenPath(dotted: "button.alias"), TokenPath(dotted: "button.b")])
        #expect(result.only[TokenPath(dotted: "button.a")] == nil)
        #expect(result.only[TokenPath(dotted: "text")] != nil)
        #expect(result.only.leftOut == [])
        #expect(result.hex(TokenPath(dotted: "kept")) == "#ffffff")
    }

    /// A value that uses an empty slot inside its own (`calc({slot} * 2)`) is unset too, not an error.
    @Test func aValueUsingAnEmptySlotIsUnset() throws {
        let result = try load("""
            {"space": {"$type": "dimension", "slot": {"$value": ""}, "double": {"$value": "calc({space.slot} * 2)"}}}
            """)
        #expect(result.diagnostics.errors.map(\.message) == [])
        #expect(result.only.unset == [TokenPath(dotted: "space.double"), TokenPath(dotted: "space.slot")])
        #expect(result.diagnostics.filter { $0.code == "tokens.left-out" }.isEmpty)
    }

    // MARK: Type names teams use

    /// Kong's `"$type": "font"` on sizes, weights and families: each read by its value, with a note naming the type.
    @Test func fontIsReadByValue() throws {
        let result = try load("""
            {"font": {"$type": "font", "size": {"40": {"$value": "16px"}}, "weight": {"bold": {"$value": "700"}},
             "family": {"text": {"$value": "'Inter', Roboto, sans-serif"}, "heading": {"$value": "{font.family.text}"}}}}
            """)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "font.size.40")]?.value == .dimension(Dimension(16, .px)))
        #expect(result.only[TokenPath(dotted: "font.weight.bold")]?.value == .fontWeight(700))
        #expect(result.only[TokenPath(dotted: "font.family.text")]?.type == .fontFamily)
        #expect(result.only[TokenPath(dotted: "font.family.heading")]?.type == .fontFamily)
        #expect(nonstandard(result, containing: "$type \"font\"") == 3)
    }

    /// `sizing`, `spacing`, `borderRadius`, `fontSize`: dimensions; a value that does not fit names the declared type.
    @Test func otherTypeNamesAreDimensionsAndErrorsNameThem() throws {
        let result = try load("""
            {"s": {"$type": "sizing", "$value": "16px"}, "sp": {"$type": "spacing", "$value": "4px"}, "r": {"$type": "borderRadius", "$value": "2px"},
             "f": {"$type": "fontSize", "$value": "12px"}}
            """)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "s")]?.value == .dimension(Dimension(16, .px)))
        #expect(result.only[TokenPath(dotted: "sp")]?.type == .dimension)
        #expect(result.only[TokenPath(dotted: "r")]?.type == .dimension)
        #expect(result.only[TokenPath(dotted: "f")]?.type == .dimension)
        let bad = try load(#"{"bad": {"$type": "fontSize", "$value": "large"}}"#)
        #expect(bad.diagnostics.errors.map(\.message) == [
            "malformed dimension value: expected an object such as {\"value\": 16, \"unit\": \"px\"} (the token's $type \"fontSize\" is read as dimension)",
        ])
    }
}
