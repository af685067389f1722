import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Issue 22, "type names outside the DTCG table": names another tool defines are read as that tool reads them;
/// any other name keeps the value as an opaque value of that name, and tokens aliasing it keep it.
@Suite struct TokenTypesTests {
    /// Names as published sets write them: Style Dictionary's `fontSize` (its `size/rem` transform matches it),
    /// Salesforce Theo's kebab-case `font-size`, Tokens Studio's `fontSizes`, `lineHeights` and `text` in a file
    /// that is otherwise DTCG (sd-transforms' `alignTypes` maps `text` to `content`).
    @Test func namesOtherToolsDefineAreReadAsThoseToolsReadThem() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {
              "font": {
                "body": {"$type": "fontSize", "$value": "16px"},
                "caption": {"$type": "font-size", "$value": "12px"},
                "leading": {"$type": "lineHeight", "$value": 1.5},
                "leadingPx": {"$type": "lineHeight", "$value": "24px"},
                "wait": {"$type": "time", "$value": "200ms"}
              }
            }
            """)
        let tokens = result.only
        #expect(result.errorCodes == [], "\(result.diagnostics)")
        #expect(tokens["font.body"]?.type == .dimension)
        #expect(tokens["font.body"]?.value == .dimension(Dimension(16)))
        #expect(tokens["font.caption"]?.value == .dimension(Dimension(12)))
        #expect(tokens["font.leading"]?.value == .number(1.5))
        #expect(tokens["font.leadingPx"]?.type == .dimension)
        #expect(tokens["font.wait"]?.type == .duration)
        let typeWarnings = result.diagnostics.filter { $0.message.hasPrefix("$type ") }
        #expect(typeWarnings.count == 5)
        #expect(typeWarnings.first?.message.contains("read as dimension, reading it as Style Dictionary's type \"fontSize\"") == true, "\(typeWarnings)")
        #expect(typeWarnings.first?.hint?.contains("write \"$type\": \"dimension\"") == true)
        #expect(typeWarnings[1].message.contains("kebab case") == true)
    }

    /// A custom type name (`custom-shadow`, as a published set writes its own shadow recipe) and a tier name used
    /// as a type (`"type": "primitive"`): kept as written under that name, one warning each, and the token that
    /// aliases it keeps the type and value; the JSON output names the type as written.
    @Test func anyOtherNameIsKeptOpaqueAndAliasesKeepIt() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {
              "elevation": {"$type": "custom-shadow", "$value": {"x": 0, "y": 2, "blur": 4, "color": "#0000001f"}},
              "card": {"$value": "{elevation}"},
              "tier": {"$type": "primitive", "$value": "#0044f4"}
            }
            """)
        #expect(result.errorCodes == [], "\(result.diagnostics)")
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard", "tokens.nonstandard"])
        #expect(result.diagnostics.first?.message == "$type \"custom-shadow\" is not a type the format or any tool docgen knows defines; " +
                "read as an opaque value of type custom-shadow, shown as written and used by no check; tokens that alias it keep it")
        let elevation = try #require(result.only["elevation"])
        #expect(elevation.type == .other("custom-shadow"))
        #expect(elevation.value == .opaque(##"{"blur":4,"color":"#0000001f","x":0,"y":2}"##))
        #expect(result.only["card"]?.type == .other("custom-shadow"))
        #expect(result.only["card"]?.value == elevation.value)
        #expect(result.only["tier"]?.type == .other("primitive"))
        let json = TokenJSONWriter.json(elevation)
        #expect(json.contains(#""type": "custom-shadow""#), "\(json)")
    }

    /// `--strict-format` makes the kept type an error, as every deviation.
    @Test func strictFormatRefusesAnUnknownType() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.tokens.json", #"{"a": {"$type": "custom-shadow", "$value": "x"}}"#)
        let result = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [directory.url("t.tokens.json").path], resolver: nil)
        #expect(result.errorCodes == ["tokens.nonstandard"])
    }

    /// Tokens Studio's `text`, `other`, `textCase`, `textDecoration` (sets exported by the Figma plugin): strings
    /// (`text` is content, as sd-transforms' `alignTypes` maps it); a number written for one is its text.
    @Test func tokensStudioTextTypesAreStrings() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {
              "label": {"value": "Submit", "type": "text"},
              "case": {"value": "uppercase", "type": "textCase"},
              "decoration": {"value": "none", "type": "textDecoration"},
              "ratio": {"value": 1.25, "type": "other"},
              "size": {"value": "16", "type": "fontSizes"}
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.only["label"]?.type == .content)
        #expect(result.only["case"]?.type == .string)
        #expect(result.only["decoration"]?.value == .opaque("\"none\""))
        #expect(result.only["ratio"]?.value == .opaque("\"1.25\""))
        #expect(result.only["size"]?.value == .dimension(Dimension(16)))
    }

    /// Style Dictionary's classic format: `size` and `font-size` map, a custom type stays under its name.
    @Test func classicFilesMapTheirNamesAndKeepOthers() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"size": {"small": {"value": "8px", "type": "size"}, "text": {"value": "14px", "type": "font-size"}},
             "shadow": {"card": {"value": "0 1px 2px #0003", "type": "custom-shadow"}}}
            """)
        #expect(result.errorCodes == [], "\(result.diagnostics)")
        #expect(result.only["size.small"]?.value == .dimension(Dimension(8)))
        #expect(result.only["size.text"]?.value == .dimension(Dimension(14)))
        #expect(result.only["shadow.card"]?.value == .opaque("\"0 1px 2px #0003\""))
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"])
    }
}
