import Testing
@testable import DesignTokens
import DocGenTestSupport

/// Members docgen does not read that could change a value are a warning on the token and on every token whose
/// value passes through it (issue 21: 227 of 555 wrong colors of one public set carried no warning, because they
/// reached a modified color through an alias). The `modify` recipe is the shape that set writes beside `$value`; its
/// types docgen computes (`ColorRecipeTests`) are read, any other (`shade`) stays unread.
@Suite struct UnreadMemberTests {
    static let modified = """
        {"color": {"$type": "color",
          "base": {"$value": "#0969da"},
          "tint": {"$value": "{color.base}",
            "modify": [{"type": "shade", "amount": "0.94"}]},
          "surface": {"$value": "{color.tint}"},
          "border": {"$value": "{color.surface}"}}}
        """

    @Test func aModifierIsReportedOnTheTokenAndEveryAlias() throws {
        let (result, directory) = try TokenFixtures.load(json: Self.modified)
        _ = directory
        let byToken = Dictionary(grouping: result.diagnostics.filter { $0.code == "tokens.nonstandard" }, by: { $0.location.path ?? "" })
        let carrier = byToken["color.tint"]?.map(\.message) ?? []
        #expect(carrier.count == 1)
        #expect(carrier.first?.hasPrefix("the token has a \"modify\" recipe beside $value whose step \"type\": \"shade\" is a recipe docgen does not compute") == true)
        #expect(carrier.first?.hasSuffix("read as the value without it: the team's own build may give another value") == true)
        for alias in ["color.surface", "color.border"] {
            #expect(byToken[alias]?.map(\.message) == ["the value comes through color.tint, which has the recipe \"modify\" (shade) that docgen does not read; " +
                                                       "read as color.tint's value without it: the team's own build may give another value"], "\(alias)")
        }
        #expect(byToken["color.base"] == nil)
        #expect(result.diagnostics.errors.isEmpty)
    }

    @Test func anAlphaOnATokenThatIsNoColorIsReportedWithItsAliases() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"size": {"$type": "dimension", "s": {"$value": "4px", "alpha": 0.5}, "m": {"$value": "{size.s}"}}}
            """)
        _ = directory
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the token has \"alpha\" beside $value, but it is a dimension token, which has no alpha") })
        #expect(messages.contains { $0.hasPrefix("the value comes through size.s, which has \"alpha\" that docgen does not read") })
    }

    @Test func anExtensionHoldingValuesIsReportedWithItsAliases() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"c": {"$type": "color",
              "a": {"$value": "#000000", "$extensions": {"com.example.modes": {"night": "#ffffff"}}},
              "b": {"$value": "{c.a}"}}}
            """)
        _ = directory
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("$extensions[\"com.example.modes\"] holds a value at \"night\" that docgen does not read") })
        #expect(messages.contains { $0.hasPrefix("the value comes through c.a, which has values in $extensions[\"com.example.modes\"]") })
    }

    @Test func aClassicFileKeepsItsModifierInView() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"color": {"base": {"value": "#0969da", "type": "color"},
              "tint": {"value": "{color.base}", "type": "color", "modify": [{"type": "shade", "amount": "0.94"}]},
              "surface": {"value": "{color.tint}", "type": "color"}}}
            """)
        _ = directory
        let paths = Set(result.diagnostics.filter { $0.code == "tokens.nonstandard" }.compactMap(\.location.path))
        #expect(paths == ["color.tint", "color.surface"])
    }

    @Test func aCommentBesideValueChangesNothing() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"c": {"$type": "color", "a": {"$value": "#000000", "note": "brand"}, "b": {"$value": "{c.a}"}}}
            """)
        _ = directory
        #expect(result.diagnostics.map(\.location.path) == ["c.a"])
    }
}
