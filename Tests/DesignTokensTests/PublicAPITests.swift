import DesignTokens
@testable import DocGenSupport
import Testing

/// The token engine as another Swift tool uses it: `import DesignTokens`, no `@testable`. The token files follow the
/// examples of the DTCG 2025.10 Format module (color objects with `colorSpace` and `components`, dimensions as
/// `{"value", "unit"}`, aliases in curly braces) and its Resolver module (sets, a `theme` modifier, `resolutionOrder`).
@Suite struct PublicAPITests {
    static let base = """
        {
          "color": {
            "$type": "color",
            "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1], "hex": "#0066ff"}},
            "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
            "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}
          },
          "spacing": {"$type": "dimension", "small": {"$value": {"value": 8, "unit": "px"}}, "base": {"$value": "{spacing.small}"}},
          "button": {"padding": {"$type": "dimension", "$value": "{spacing.base}"}}
        }
        """
    static let light = #"{"surface": {"$type": "color", "$value": "{color.white}"}, "text": {"$type": "color", "$value": "{color.black}"}}"#
    static let dark = #"{"surface": {"$type": "color", "$value": "{color.black}"}, "text": {"$type": "color", "$value": "{color.white}"}}"#
    static let resolver = ##"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "themes/light.tokens.json"}], "dark": [{"$ref": "themes/dark.tokens.json"}]},
                                 "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """##

    static func files(base: String = base) -> InMemoryFileSource {
        var files = InMemoryFileSource(base: "/system")
        files.write(base, atPath: "base.tokens.json")
        files.write(light, atPath: "themes/light.tokens.json")
        files.write(dark, atPath: "themes/dark.tokens.json")
        files.write(resolver, atPath: "system.resolver.json")
        return files
    }

    static func load(_ files: InMemoryFileSource, select: [String: String] = [:]) -> TokenLoadResult {
        TokenLoader(files: files, jobs: 1).load(files: [], resolver: "system.resolver.json", select: select)
    }

    @Test func theResolverListsItsPermutations() {
        let result = Self.load(Self.files())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.modifiers == [TokenModifier(name: "theme", contexts: ["light", "dark"], defaultContext: "light")])
        #expect(result.sets.map(\.name) == ["light", "dark"])
        #expect(result.files.contains("themes/dark.tokens.json") || result.files.contains { $0.hasSuffix("themes/dark.tokens.json") }, "\(result.files)")
    }

    @Test func aColorHasOneValueInEachTheme() throws {
        let result = Self.load(Self.files())
        let values = result.sets.map { $0[TokenPath(dotted: "surface")]?.value.color?.hex }
        #expect(values == ["#ffffff", "#000000"])
    }

    @Test func choosingAContextLoadsThatPermutation() throws {
        let result = Self.load(Self.files(), select: ["theme": "dark"])
        let set = try result.permutation(select: ["theme": "dark"]).get()
        #expect(set.contextDescription == "theme=dark")
        #expect(set[TokenPath(dotted: "text")]?.value.color?.hex == "#ffffff")
        // Without a choice, the default context of the modifier.
        let fallback = try Self.load(Self.files()).permutation(select: [:]).get()
        #expect(fallback.name == "light")
    }

    @Test func anAliasChainIsFollowedToItsDimension() throws {
        let set = try #require(Self.load(Self.files()).sets.first)
        let padding = try #require(set[TokenPath(dotted: "button.padding")])
        #expect(padding.type == .dimension)
        #expect(padding.value.dimension == Dimension(8, .px))
        #expect(padding.value.dimension?.points == 8)
        #expect(padding.aliases == [TokenPath(dotted: "spacing.base"), TokenPath(dotted: "spacing.small")])
        #expect(padding.location.file.hasSuffix("base.tokens.json"), "\(padding.location)")
    }

    @Test func aBrokenReferenceIsADiagnosticWithItsPlace() throws {
        let broken = Self.base.replacingOccurrences(of: #""$value": "{spacing.small}""#, with: #""$value": "{spacing.smal}""#)
        let result = Self.load(Self.files(base: broken))
        let error = try #require(result.diagnostics.errors.first, "\(result.diagnostics)")
        #expect(error.code == "tokens.unknown-reference")
        #expect(error.location.file.hasSuffix("base.tokens.json"))
        #expect(error.location.line == 8)
        #expect(error.message.contains("spacing.smal"), "\(error.message)")
        #expect(error.hint?.contains("spacing.small") == true, "\(error)")
    }

    /// WCAG 2.2, "contrast ratio": black on white is 21:1, and #767676 on white the lightest grey that meets
    /// 4.5:1 (4.54:1). APCA: the apca-w3 reference pairs, #888 text on #fff Lc 63.056…, #fff on #888 Lc -68.541….
    @Test func contrastFollowsTheReferencePairs() throws {
        #expect(abs(WCAGContrast.ratio(.black, .white) - 21) < 1e-9)
        let grey = try ColorArgument.parse("#767676", name: "grey").get()
        #expect((WCAGContrast.ratio(grey, .white) * 100).rounded() / 100 == 4.54)
        let mid = try ColorArgument.parse("#888888", name: "mid").get()
        #expect(abs(APCAContrast.lightnessContrast(text: mid, background: .white) - 63.056469930209424) < 1e-9)
        #expect(abs(APCAContrast.lightnessContrast(text: .white, background: mid) - -68.54146436644962) < 1e-9)
    }

    /// CSS Color 4's sample conversions: oklch(62.8% 0.2577 29.23) is sRGB red, display-p3 1 0 0 lies outside sRGB
    /// and maps back inside it; an unknown space is nil.
    @Test func colorsConvertFromTheirColorSpaces() throws {
        let red = try #require(Color(colorSpace: "oklch", components: [0.628, 0.2577, 29.23]))
        #expect(red.hex == "#ff0000")
        let p3 = try #require(Color(colorSpace: "display-p3", components: [1, 0, 0]))
        #expect(p3.red <= 1 && p3.green >= 0 && p3.blue >= 0)
        #expect(Color(colorSpace: "cmyk", components: [0, 0, 0]) == nil)
        #expect(Color.colorSpaceNames.contains("oklch"))
    }
}
