import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

@Suite struct TokenEdgeCaseTests {
    /// Format module, Groups › `$deprecated`: `false` on a token overrides a deprecated group.
    @Test func deprecatedFalseOverridesTheGroup() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"old": {"$deprecated": "Going away", "$type": "number", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}}}
            """)
        #expect(result.only["old.a"]?.deprecated == .deprecatedBecause("Going away"))
        #expect(result.only["old.b"]?.deprecated == nil)
    }

    /// Aliases › "Path Construction Rules" (RFC 6901): `~1` is `/` and `~0` is `~` in a pointer segment.
    @Test func pointerEscapes() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"my/group": {"t~1": {"$type": "number", "$value": 7}}, "alias": {"$ref": "#/my~1group/t~01"}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["alias"]?.value == .number(7))
        #expect(result.only["alias"]?.aliases == [TokenPath(["my/group", "t~1"])])
    }

    @Test func aCompositeThatReferencesItselfIsACycle() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"b": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "{b}"}},
             "s": {"$type": "shadow", "$value": ["{s}"]}}
            """)
        #expect(result.errorCodes.contains("tokens.cycle") || result.errorCodes.contains("tokens.type-mismatch"), "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message == "circular alias: s → s" }, "\(result.diagnostics.map(\.message))")
        #expect(result.only.tokens.isEmpty)
    }

    @Test func cyclesThroughCompositeMembersNameEveryToken() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"c": {"$type": "color", "$value": "{d}"},
             "d": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/c/$value/components/0"}, 0, 0]}}}
            """)
        #expect(result.errorCodes.contains("tokens.cycle"), "\(result.diagnostics)")
        #expect(result.only["c"] == nil && result.only["d"] == nil)
    }

    @Test func aGroupRefExtendsLikeExtends() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"button": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#ffffff"}},
             "button-primary": {"$ref": "#/button", "bg": {"$value": "#0000ff"}}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("button-primary.bg") == "#0000ff")
        #expect(result.hex("button-primary.fg") == "#ffffff")
    }

    /// Resolver module, "Reference objects": `file.json#/path` takes part of a file; siblings of `$ref` override.
    @Test func resolverSourcesPointingIntoAFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("tokens/all.json", """
            {"light": {"bg": {"$type": "color", "$value": "#ffffff"}}, "dark": {"bg": {"$type": "color", "$value": "#000000"}}}
            """)
        try directory.write("x.resolver.json", """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {
               "light": [{"$ref": "tokens/all.json#/light"}],
               "dark": [{"$ref": "tokens/all.json#/dark", "fg": {"$type": "color", "$value": "#eeeeee"}}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """)
        let result = TokenLoader().load(files: [], resolver: directory.url("x.resolver.json").path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.map { $0["bg"]?.value.color?.hex } == ["#ffffff", "#000000"])
        #expect(result.sets[1]["fg"]?.value.color?.hex == "#eeeeee")
        #expect(result.sets[0]["bg"]?.location.file == directory.path + "/tokens/all.json")
    }

    @Test func aMissingSourceFileIsReportedAtTheReference() throws {
        let (result, _) = try TokenFixtures.load(resolverJSON: """
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "nowhere.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """)
        #expect(result.errorCodes == ["tokens.unreadable-file"])
        #expect(result.diagnostics.first?.location.line == 1)
        #expect(result.diagnostics.first?.message.hasSuffix("nowhere.json does not exist") == true)
    }

    @Test func suggestionsPickTheClosestName() {
        #expect(NameSuggestion.closest(to: "color.brnd", among: ["color.bland", "color.brand", "size.band"]) == "color.brand")
        #expect(NameSuggestion.closest(to: "color.bxand", among: ["color.grand", "color.brand"]) == "color.brand", "ties go to the alphabetically first")
        #expect(NameSuggestion.closest(to: "color.primary", among: ["size.small"]) == nil)
    }

    @Test func pathsJoinRelativeToTheResolver() {
        #expect(PathText.join("Content/tokens", "../base.json") == "Content/base.json")
        #expect(PathText.join("Content/tokens", "./themes/dark.json") == "Content/tokens/themes/dark.json")
        #expect(PathText.join("", "a.json") == "a.json")
        #expect(PathText.directory(of: "a.resolver.json") == "")
    }
}
