import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

@Suite struct AliasResolutionTests {
    /// Format module, "Chained References": semantic.link → semantic.brand → base.primary; the type comes from the alias.
    @Test func chainedReferencesKeepEveryHop() throws {
        let result = TokenFixtures.load(["spec/format-aliases-chained.tokens.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let link = try #require(result.only["semantic.link"])
        #expect(link.type == .color)
        #expect(link.value.color?.hex == "#0066cc")
        #expect(link.aliases == ["semantic.brand", "base.primary"])
        #expect(result.only["base.primary"]?.aliases == [])
    }

    /// Format module, "JSON Pointer Syntax": a whole-token `$ref` and a pointer into a color's components.
    @Test func jsonPointerReferences() throws {
        let result = TokenFixtures.load(["spec/format-aliases-json-pointer.tokens.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["semantic.primary"]?.value.color?.hex == "#0066cc")
        #expect(result.only["semantic.primary"]?.aliases == ["colors.blue"])
        #expect(result.only["semantic.primaryHue"]?.value == .number(0))
    }

    /// Format module, "Color Component References": #3366b3 and #336680 are the examples' own fallbacks.
    @Test func colorComponentReferences() {
        let result = TokenFixtures.load(["spec/format-aliases-color-components.tokens.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("semantic.primary") == "#3366b3")
        #expect(result.hex("semantic.secondary") == "#336680")
    }

    /// Format module, "Dimension Component References": layout.small is 16rem, layout.large 32px.
    @Test func dimensionComponentReferences() {
        let result = TokenFixtures.load(["spec/format-aliases-dimension-components.tokens.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["layout.small"]?.value == .dimension(Dimension(16, .rem)))
        #expect(result.only["layout.large"]?.value == .dimension(Dimension(32, .px)))
    }

    /// Format module, "Typography Component References" (letterSpacing added: Composite types › Typography requires it).
    @Test func typographyComponentReferences() throws {
        let result = TokenFixtures.load(["spec/format-aliases-typography-components.tokens.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let h1 = try #require(result.only["headings.h1"]?.value)
        #expect(h1["fontFamily"] == .fontFamily(["Helvetica", "Arial", "sans-serif"]))
        #expect(h1["lineHeight"] == .number(1.5))
        #expect(h1["fontWeight"] == .fontWeight(700))
        #expect(h1["fontSize"] == .dimension(Dimension(32)))
    }

    /// Format module, "Circular References": a → b → c → a is one error naming all three, in order.
    @Test func cycleNamesEveryTokenInOrder() throws {
        let result = TokenFixtures.load(["spec/format-aliases-circular.tokens.json"])
        #expect(result.errorCodes == ["tokens.cycle"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "circular alias: a → b → c → a")
        #expect(diagnostic.location.line == 2 && diagnostic.location.column == 20)
        #expect(result.only.tokens.isEmpty)
    }

    /// The issue's acceptance case: a cycle, a missing reference and a bad color, all reported in one run.
    @Test func cycleMissingReferenceAndBadColorInOneRun() throws {
        let result = TokenFixtures.load(["errors/three-problems.tokens.json"])
        #expect(result.errorCodes == ["tokens.cycle", "tokens.unknown-reference", "tokens.malformed-value"])
        let file = TokenFixtures.path("errors/three-problems.tokens.json")
        let lines = result.diagnostics.map(\.description)
        #expect(lines[0].hasPrefix("\(file):4:22 (color.a): error: circular alias: color.a → color.b → color.c → color.a [tokens.cycle]"))
        #expect(lines[1].hasPrefix("\(file):8:25 (color.link): error: reference to {color.brnd}, which does not exist"))
        #expect(result.diagnostics[1].hint == "did you mean color.brand?")
        #expect(lines[2].hasPrefix("\(file):9:24 (color.bad): error: malformed color value: \"#12345\" is not a color"))
        #expect(result.hex("color.brand") == "#0b5fff")
    }

    @Test func typeMismatchNamesBothTypes() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "color": {"$type": "color", "$value": "{size}"},
             "border": {"$type": "border", "$value": {"color": "{size}", "width": "{size}", "style": "solid"}}}
            """)
        #expect(result.errorCodes == ["tokens.type-mismatch", "tokens.type-mismatch"])
        #expect(result.diagnostics.first?.message == "a color token cannot alias size, which is a dimension")
        #expect(result.only["color"] == nil && result.only["border"] == nil)
    }

    @Test func aliasesInsideCompositesAndShadowLists() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"c": {"$type": "color", "$value": "#00000080"},
             "d": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
             "one": {"$type": "shadow", "$value": {"color": "{c}", "offsetX": "{d}", "offsetY": "{d}", "blur": "{d}", "spread": {"value": 0, "unit": "px"}}},
             "two": {"$type": "shadow", "$value": ["{one}", {"color": "#ff0000", "offsetX": "{d}", "offsetY": "{d}", "blur": "{d}", "spread": "{d}", "inset": true}]},
             "fade": {"$type": "gradient", "$value": [{"color": "{c}", "position": 0}, {"color": "#ffffff", "position": 1}]},
             "move": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.5, 0, 1, 1]}},
             "dash": {"$type": "strokeStyle", "$value": {"dashArray": ["{d}", {"value": 1, "unit": "rem"}], "lineCap": "round"}}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["one"]?.value["color"] == .color(Color(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)))
        guard case .list(let shadows)? = result.only["two"]?.value else { Issue.record("two is not a list"); return }
        #expect(shadows.count == 2)
        #expect(shadows[1]["inset"] == .keyword("true"))
        #expect(result.only["fade"]?.value == .list([
            .composite(["color": .color(Color(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)), "position": .number(0)]),
            .composite(["color": .color(.white), "position": .number(1)]),
        ]))
        #expect(result.only["move"]?.value["timingFunction"] == .cubicBezier([0.5, 0, 1, 1]))
        #expect(result.only["dash"]?.value["dashArray"] == .list([.dimension(Dimension(2)), .dimension(Dimension(1, .rem))]))
    }

    /// Format module, "Types": each type's syntax, one malformed value each.
    @Test(arguments: [
        ("dimension", "{\"value\": 4, \"unit\": \"p x\"}", "the unit must be \"px\" or \"rem\""),
        ("dimension", "\"wide\"", "expected an object"),
        ("duration", "{\"value\": 4, \"unit\": \"min\"}", "the unit must be \"ms\" or \"s\""),
        ("fontWeight", "\"Bold\"", "names are lowercase"),
        ("fontWeight", "1001", "[1, 1000]"),
        ("cubicBezier", "[1.5, 0, 1, 1]", "x1 and x2 must be in [0, 1]"),
        ("cubicBezier", "[0, 0, 1]", "four numbers"),
        // A number written as a plain decimal string ("2") is read as Style Dictionary reads it (StyleDictionaryLeniencyTests).
        ("number", "\"two\"", "expected a number"),
        ("strokeStyle", "\"wavy\"", "expected one of"),
        ("fontFamily", "[]", "non-empty"),
        ("typography", "{\"fontFamily\": \"Inter\"}", "is missing"),
        ("gradient", "[{\"color\": \"#fff\", \"position\": 2}]", "[0, 1]"),
    ])
    func malformedValues(type: String, value: String, message: String) throws {
        let (result, _) = try TokenFixtures.load(json: "{\"t\": {\"$type\": \"\(type)\", \"$value\": \(value)}}")
        #expect(result.errorCodes.first == "tokens.malformed-value", "\(type) \(value): \(result.diagnostics)")
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(type) \(value): \(result.diagnostics.first?.message ?? "")")
    }

    @Test func fontWeightNamesAndNumbers() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"$type": "fontWeight", "a": {"$value": 350}, "b": {"$value": "extra-bold"}, "c": {"$value": "hairline"}}
            """)
        #expect(result.only["a"]?.value == .fontWeight(350))
        #expect(result.only["b"]?.value == .fontWeight(800))
        #expect(result.only["c"]?.value == .fontWeight(100))
    }

    @Test func missingReferenceThroughAPointer() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "c": {"$type": "number", "$value": 1}}
            """)
        #expect(result.errorCodes == ["tokens.unknown-reference"])
        #expect(result.diagnostics.first?.message == "reference to #/b/$value, which does not exist")
    }

    @Test func deprecatedTokensInUseAreWarningsWithTheReason() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"old": {"$type": "color", "$value": "#000000", "$deprecated": "Use new instead"},
             "legacy": {"$deprecated": true, "gray": {"$type": "color", "$value": "#777777"}},
             "user": {"$type": "color", "$value": "{old}"},
             "other": {"$type": "color", "$value": "{legacy.gray}"}}
            """)
        #expect(!result.diagnostics.hasErrors)
        #expect(result.diagnostics.map(\.code) == ["tokens.deprecated", "tokens.deprecated"])
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(result.diagnostics[0].message == "user uses old, which is deprecated: Use new instead")
        #expect(result.diagnostics[1].message == "other uses legacy.gray, which is deprecated")
        #expect(result.only["old"]?.deprecated == .deprecatedBecause("Use new instead"))
        #expect(result.only["legacy.gray"]?.deprecated == .deprecated)
    }
}
