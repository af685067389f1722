import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Issue 22, "`$value` or `value` with no type anywhere": a token with no type gets the type its value
/// unambiguously has, with a warning saying what was assumed; an ambiguous value stays an error whose hint names
/// the `$type` to add.
@Suite struct UntypedTokenTests {
    /// Values as published DTCG-shaped sets write them without any `$type` (`{"$value": "2px"}`,
    /// `{"$value": "#0044f4"}`), and the alias that takes its target's type.
    @Test func unambiguousValuesGetTheirType() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {
              "border": {"width": {"$value": "2px"}},
              "brand": {"$value": "#0044f4"},
              "scrim": {"$value": "rgba(0, 0, 0, 0.5)"},
              "gap": {"$value": "1.5rem"},
              "fade": {"$value": "200ms"},
              "ratio": {"$value": 1.25},
              "accent": {"$value": "{brand}"}
            }
            """)
        let tokens = result.only
        #expect(result.errorCodes == [], "\(result.diagnostics)")
        #expect(tokens["border.width"]?.value == .dimension(Dimension(2)))
        #expect(result.hex("brand") == "#0044f4")
        #expect(result.hex("scrim") == "#00000080")
        #expect(tokens["gap"]?.value == .dimension(Dimension(1.5, .rem)))
        #expect(tokens["fade"]?.type == .duration)
        #expect(tokens["ratio"]?.value == .number(1.25))
        #expect(tokens["accent"]?.type == .color)
        let assumed = result.diagnostics.filter { $0.message.hasPrefix("the token has no $type") }
        #expect(assumed.count == 6, "\(result.diagnostics)")
        #expect(assumed.contains { $0.message.hasSuffix("read as color, since the value is the hex color #0044f4") })
        #expect(assumed.contains { $0.message.hasSuffix("read as dimension, since the value is the length 2px") && $0.location.path == "border.width" })
        #expect(assumed.first?.hint?.contains("add \"$type\":") == true)
    }

    /// What has more than one reading stays an error, and the hint names the type to add.
    @Test(arguments: [
        (#""50%""#, "\"number\" (and write 0.5 for 50%) or \"dimension\""),
        (#""400""#, "\"number\", with the number written without quotes"),
        (#""bold""#, "\"fontWeight\" if \"bold\" is a weight, else \"string\""),
        (#""Inter""#, "\"string\" for text, or \"fontFamily\" for a font name"),
        (#"{"fontFamily": "Inter", "fontSize": "16px"}"#, "\"typography\""),
    ])
    func ambiguousValuesStayErrorsNamingTheTypeToAdd(value: String, hint: String) throws {
        let (result, _) = try TokenFixtures.load(json: "{\"t\": {\"$value\": \(value)}}")
        #expect(result.errorCodes == ["tokens.missing-type"])
        #expect(result.diagnostics.first?.hint?.contains(hint) == true, "\(String(describing: result.diagnostics.first?.hint))")
    }

    /// Style Dictionary's classic format needs no types: untyped values are read by the same rule, silently.
    @Test func classicFilesInferSilently() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"color": {"base": {"value": "#0044f4"}, "named": {"value": "rebeccapurple"}}, "motion": {"value": "0.2s"}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("color.named") == "#663399")
        #expect(result.only["motion"]?.type == .duration)
    }

    /// `--strict-format` makes each assumption an error.
    @Test func strictFormatRefusesAnAssumedType() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.tokens.json", #"{"a": {"$value": 2}}"#)
        let result = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [directory.url("t.tokens.json").path], resolver: nil)
        #expect(result.errorCodes == ["tokens.nonstandard"])
    }
}
