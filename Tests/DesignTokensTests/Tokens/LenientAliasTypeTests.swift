import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Style Dictionary resolves a reference before any transform looks at the declared type, so a token whose value
/// aliases a token of another type takes the aliased value as it is. Reference values: PatternFly's design tokens
/// (patternfly/design-tokens `tokens/default/light/semantic.dimension.json` and `semantic.motion.json`: `number`
/// tokens aliasing font family names and timing functions typed `string`), and its build
/// `tokens-default.scss` (`--pf-t--global--font--family--body: var(--pf-t--global--font--family--100)`,
/// `--pf-t--global--timing-function--200: cubic-bezier(.4, 0, .2, 1)`).
@Suite struct LenientAliasTypeTests {
    private let classic = """
        {"global": {
          "font": {"family": {"100": {"type": "string", "value": "\\"Red Hat Text\\", Helvetica, Arial, sans-serif"},
                              "body": {"type": "number",
                                       "value": "{global.font.family.100}"}}},
          "timing-function": {"200": {"type": "string", "value": "cubic-bezier(.4, 0, .2, 1)"}},
          "motion": {"timing-function": {"default": {"type": "number", "value": "{global.timing-function.200}"}}}}}
        """

    @Test func aNumberAliasingAStringInAStyleDictionaryFileTakesTheString() throws {
        let (result, directory) = try TokenFixtures.load(json: classic)
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard", "tokens.nonstandard"], "\(result.diagnostics)")
        let body = try #require(result.only["global.font.family.body"])
        #expect(body.type == .string)
        #expect(TokenValueText.describe(body.value) == "\"Red Hat Text\", Helvetica, Arial, sans-serif")
        #expect(body.aliases == ["global.font.family.100"])
        let timing = try #require(result.only["global.motion.timing-function.default"])
        #expect(TokenValueText.describe(timing.value) == "cubic-bezier(.4, 0, .2, 1)")

        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "the number token aliases global.font.family.100, a string (\"Red Hat Text\", Helvetica, Arial, sans-serif); " +
                "Style Dictionary passes the aliased value through whatever type is declared, the format does not; " +
                "read as the string \"Red Hat Text\", Helvetica, Arial, sans-serif, with the type of global.font.family.100")
        #expect(warning.hint?.hasPrefix("give the token the type string, or alias a number token") == true)
        #expect(warning.location == SourceLocation(file: directory.url("0.tokens.json").path, line: 4, column: 41, path: "global.font.family.body"))
    }

    @Test func underStrictFormatItIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.tokens.json", classic)
        let result = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [directory.url("t.tokens.json").path], resolver: nil)
        #expect(result.diagnostics.map(\.severity) == [.error, .error])
    }

    /// The format's own notation keeps its rule: a DTCG file's alias across types stays a type mismatch.
    @Test func inADTCGFileTheMismatchStaysAnError() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"family": {"$type": "string", "$value": "Red Hat Text"},
             "body": {"$type": "number", "$value": "{family}"}}
            """)
        #expect(result.errorCodes == ["tokens.type-mismatch"])
        #expect(result.only["body"] == nil)
    }

    /// A member of a composite is not passed through: its place needs its type.
    @Test func aCompositeMemberOfTheWrongTypeStaysAnError() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"name": {"type": "string", "value": "Red Hat Text"},
             "border": {"type": "border", "value": {"color": "{name}", "width": "1px", "style": "solid"}}}
            """)
        #expect(result.errorCodes == ["tokens.type-mismatch"])
    }
}
