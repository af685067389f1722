import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// References inside strings, as Style Dictionary substitutes them: a CSS border shorthand written over references
/// (`"{border.width} solid {button.border.color.@base}"`, the issue's example from a published Style Dictionary set,
/// whose `@base` names a group's own value), a padding shorthand (`"{space.2} {space.4}"`), spaces inside braces
/// (`{ color.accent }`, which Style Dictionary trims), and Tokens Studio's `rgba({color}, {opacity})`.
@Suite struct StringReferenceTests {
    private func load(_ json: String) throws -> (TokenLoadResult, TemporaryDirectory) { try TokenFixtures.load(json: json) }

    private func warnings(_ result: TokenLoadResult, _ path: String) -> [String] {
        result.diagnostics.filter { $0.code == "tokens.nonstandard" && $0.location.path == path }.map(\.message)
    }

    @Test func aBorderShorthandOverReferencesIsReadAsABorder() throws {
        let (result, _) = try load(#"""
        {"border": {"width": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}},
         "button": {"border": {"color": {"@base": {"$type": "color", "$value": "#d0d7de"}},
                               "default": {"$type": "border", "$value": "{border.width} solid {button.border.color.@base}"}}}}
        """#)
        #expect(result.errorCodes == [])
        let border = result.only[TokenPath(dotted: "button.border.default")]?.value
        #expect(border == .composite(["width": .dimension(Dimension(1, .px)), "style": .keyword("solid"),
                                      "color": .color(try #require(HexColor.parse("#d0d7de")))]))
        #expect(warnings(result, "button.border.default").joined().contains("\"1px solid #d0d7de\""))
    }

    @Test func aShorthandOfSeveralValuesIsKeptAsWritten() throws {
        let (result, _) = try load(#"""
        {"space": {"$type": "dimension", "2": {"$value": {"value": 8, "unit": "px"}}, "4": {"$value": {"value": 16, "unit": "px"}},
                   "inset": {"$value": "{space.2} {space.4}"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "space.inset")]?.value == .opaque("\"8px 16px\""))
        #expect(warnings(result, "space.inset").joined().contains("kept as written"))
    }

    /// The tokens named inside a string are references: a cycle through them is found, and a missing one reported.
    @Test func referencesInsideAStringTakePartInCyclesAndLeftOutChains() throws {
        let (result, _) = try load(#"""
        {"a": {"$type": "string", "$value": "{b} and {c}"}, "b": {"$type": "string", "$value": "x {a}"},
         "c": {"$type": "string", "$value": "plain"},
         "d": {"$type": "border", "$value": "{nowhere.width} solid #000"}}
        """#)
        #expect(result.errorCodes.contains("tokens.cycle"))
        #expect(result.errorCodes.contains("tokens.unknown-reference"))
        #expect(result.only[TokenPath(dotted: "a")] == nil)
        #expect(result.only.references[TokenPath(dotted: "a")]?.contains(TokenPath(dotted: "c")) == true)
    }

    @Test func bracesInATextValueThatNameNoTokenStayText() throws {
        let (result, _) = try load(#"""
        {"copy": {"$type": "string", "$value": "Press {Enter} to continue"}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.only[TokenPath(dotted: "copy")]?.value == .opaque("\"Press {Enter} to continue\""))
    }

    @Test func spacesInsideBracesAreTrimmedWithAWarning() throws {
        let (result, _) = try load(#"""
        {"color": {"$type": "color", "accent": {"$value": "#0b5fff"}, "link": {"$value": "{ color.accent }"}},
         "border": {"$type": "border", "focus": {"$value": {"width": "{ border.width }", "style": "solid", "color": "{color.accent}"}},
                    "width": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.hex(TokenPath(dotted: "color.link")) == "#0b5fff")
        #expect(result.only[TokenPath(dotted: "color.link")]?.aliases == [TokenPath(dotted: "color.accent")])
        #expect(warnings(result, "color.link").joined().contains("spaces inside its braces"))
        #expect(warnings(result, "border.focus").joined().contains("{ border.width }"))
    }

    /// A padded alias of a token that fails is left out with it, and names it (`TokenReferences` trims too).
    @Test func aPaddedAliasNamesItsTarget() throws {
        let (result, _) = try load(#"""
        {"color": {"$type": "color", "broken": {"$value": "#12"}, "link": {"$value": "{ color.broken }"}}}
        """#)
        #expect(result.only.leftOut.contains(TokenPath(dotted: "color.link")))
        #expect(result.only.references[TokenPath(dotted: "color.link")] == [TokenPath(dotted: "color.broken")])
    }

    /// Tokens Studio's `rgba({color}, {opacity})`: the alpha names a number token (Tokens Studio convention).
    @Test func aTokensStudioColorFunctionTakesANumberReference() throws {
        let (result, _) = try load(#"""
        {"color": {"black": {"value": "#000000", "type": "color"}, "scrim": {"value": "rgba({color.black}, {opacity.50})", "type": "color"}},
         "opacity": {"50": {"value": "0.5", "type": "opacity"}}}
        """#)
        #expect(result.errorCodes == [])
        #expect(result.hex(TokenPath(dotted: "color.scrim")) == "#00000080")
    }
}
