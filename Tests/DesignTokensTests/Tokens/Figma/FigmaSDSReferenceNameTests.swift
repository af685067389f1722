import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// A token file written by Figma's token export (figma/sds at 6529aab, `scripts/tokens/fromFigma.mjs`): collections
/// as `@collection` groups with a `com.figma.sds` extension, keys made from the variable names
/// (`groupName.split(/[^\da-zA-Z]+/).join("-").toLowerCase()`), references written with the variable names
/// (`{@color_primitives.Gray.200}`), and `"$type": "unknown"` for a STRING variable not named as a font family.
/// The values are SDS's own (`scripts/tokens/tokens.json`; `src/theme.css` writes `--sds-color-gray-200: #e6e6e6`,
/// `--sds-typography-body-size-large: 1.25rem` through `var(--sds-typography-scale-04)`).
@Suite struct FigmaSDSReferenceNameTests {
    static let export = """
        {
          "@typography_primitives": {
            "$extensions": {"com.figma.sds": {"figmaId": "VariableCollectionId:9:11179", "modes": ["default"]}},
            "family-mono": {"$type": "fontFamily", "$value": "Roboto Mono"},
            "scale-04": {"$type": "number", "$value": 20},
            "weight-bold-italic": {"$type": "unknown", "$value": "Bold Italic"}
          },
          "@color_primitives": {
            "$extensions": {"com.figma.sds": {"figmaId": "VariableCollectionId:3919:36421", "modes": ["value"]}},
            "gray": {"200": {"$type": "color", "$value": "#e6e6e6"}}
          },
          "@typography": {
            "$extensions": {"com.figma.sds": {"figmaId": "VariableCollectionId:58:8567", "modes": ["mode_1"]}},
            "body": {"size-large": {"$type": "number", "$value": "{@typography_primitives.Scale 04}"}},
            "code": {"font-family": {"$type": "fontFamily", "$value": "{@typography_primitives.Family Mono}"}},
            "emphasis": {"$type": "unknown", "$value": "{@typography_primitives.Weight Bold Italic}"}
          },
          "@color": {
            "$extensions": {"com.figma.sds": {"figmaId": "VariableCollectionId:3919:36422", "modes": ["sds_light", "sds_dark"]}},
            "border": {"default": {"$type": "color", "$value": "{@color_primitives.Gray.200}"}}
          }
        }
        """

    private func load(_ text: String, strict: Bool = false) -> TokenLoadResult {
        var files = InMemoryFileSource(base: "/virtual")
        files.write(text, atPath: "tokens.json")
        return TokenLoader(options: TokenFormatOptions(strict: strict), files: files).load(files: ["tokens.json"], resolver: nil)
    }

    private func token(_ result: TokenLoadResult, _ name: String) -> ResolvedToken? {
        result.sets.first?.tokens[TokenPath(dotted: name)]
    }

    @Test func theExportKeysEachRunOfOtherCharactersAsOneHyphenAndLowercases() {
        #expect(FigmaVariableName.key("Size Large") == "size-large")
        #expect(FigmaVariableName.key("Brand B") == "brand-b")
        #expect(FigmaVariableName.key("Font Weight Regular") == "font-weight-regular")
        #expect(FigmaVariableName.key("Scale 04") == "scale-04")
        #expect(FigmaVariableName.key(" Pad  --  Top ") == "-pad-top-")
        #expect(FigmaVariableName.key("Größe") == "gr-e", "each non-ASCII character is outside [A-Za-z0-9]")
        #expect(FigmaVariableName.tokenName("@color_primitives.Gray.200") == "@color_primitives.gray.200")
    }

    @Test func referencesByVariableNameAreReadAsTheTokensTheExportNamed() throws {
        let result = load(Self.export)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        #expect(token(result, "@color.border.default")?.aliases == [TokenPath(dotted: "@color_primitives.gray.200")])
        #expect(token(result, "@typography.body.size-large")?.value == .number(20))
        #expect(token(result, "@typography.code.font-family")?.aliases == [TokenPath(dotted: "@typography_primitives.family-mono")])
        let warnings = result.diagnostics.filter { $0.message.contains("written with the Figma variable's name") }
        #expect(warnings.count == 4, "one per reference")
        #expect(warnings.allSatisfy { $0.code == "tokens.nonstandard" && $0.location.file == "tokens.json" && $0.location.line != nil })
        let gray = try #require(warnings.first { $0.location.path == "@color.border.default" })
        #expect(gray.message == "the reference {@color_primitives.Gray.200} is written with the Figma variable's name, which is no token's; " +
                "read as {@color_primitives.gray.200}, the token Figma's export named after that variable " +
                "(lowercased, each run of other characters a hyphen), as Figma's build reads it")
    }

    /// Figma's build writes the value of a `"$type": "unknown"` variable into CSS as text: kept as written.
    @Test func anUnknownTypeIsKeptAsTheTextFigmasBuildWrites() {
        let result = load(Self.export)
        #expect(token(result, "@typography_primitives.weight-bold-italic")?.type == .other("unknown"))
        #expect(token(result, "@typography_primitives.weight-bold-italic")?.value == .opaque(#""Bold Italic""#))
        #expect(token(result, "@typography.emphasis")?.value == .opaque(#""Bold Italic""#))
        #expect(result.diagnostics.filter { $0.message.hasPrefix("$type \"unknown\" is not a type the format or any tool docgen knows defines") }.count == 2)
    }

    @Test func underStrictFormatEachReadingIsAnError() {
        let result = load(Self.export, strict: true)
        #expect(result.diagnostics.filter { $0.code == "tokens.nonstandard" && $0.severity == .error }.count == 6)
    }

    @Test func anExactNameIsNeverRead() {
        let text = Self.export.replacingOccurrences(of: ##""gray": {"200""##, with: ##""Gray": {"200": {"$type": "color", "$value": "#000000"}}, "gray": {"200""##)
        let result = load(text)
        #expect(token(result, "@color.border.default")?.aliases == [TokenPath(dotted: "@color_primitives.Gray.200")])
        #expect(result.diagnostics.filter { $0.location.path == "@color.border.default" }.isEmpty)
    }

    @Test func twoTokensNamedAfterTheVariableAreAnErrorNamingBoth() throws {
        let text = Self.export.replacingOccurrences(of: #""scale-04": {"$type": "number", "$value": 20},"#,
                                                    with: #""scale-04": {"$type": "number", "$value": 20}, "scale_04": {"$type": "number", "$value": 21},"#)
        let result = load(text)
        let error = try #require(result.diagnostics.first { $0.location.path == "@typography.body.size-large" && $0.code == "tokens.invalid-structure" })
        #expect(error.severity == .error)
        #expect(error.message.contains("@typography_primitives.scale-04 and @typography_primitives.scale_04"))
        #expect(token(result, "@typography.body.size-large") == nil)
    }

    @Test func aFileNotWrittenByFigmasExportKeepsItsReferencesAsWritten() {
        let text = #"{"typography": {"scale-04": {"$type": "number", "$value": 20}, "body": {"$type": "number", "$value": "{typography.Scale 04}"}}}"#
        let result = load(text)
        #expect(token(result, "typography.body") == nil)
        #expect(result.diagnostics.contains { $0.code == "tokens.unknown-reference" })
    }
}
