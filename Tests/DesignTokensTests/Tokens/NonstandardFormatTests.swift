import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// What published token sets write that the DTCG 2025.10 format does not allow, read the one obvious way with a
/// `tokens.nonstandard` warning at the place it is written. The deviations are those measured on seven public
/// design systems' token sets (issue 9); each case holds one.
@Suite struct NonstandardFormatTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// One token file; the deviation is on its second line.
        var json: String
        var token: String
        /// The resolved value as `docgen tokens --format table` shows it.
        var shown: String
        var message: String
        var column: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "3-digit hex fallback", json: """
            {"c": {"$type": "color",
              "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}}
            """, token: "c", shown: "#ffffff",
             message: "the hex fallback \"#fff\" has 3 digits; the format asks for 6; read as #ffffff, unused: the components give the color",
             column: 68),
        Case(name: "em unit", json: """
            {"ls": {"$type": "dimension",
              "$value": {"value": 0.5, "unit": "em"}}}
            """, token: "ls", shown: "0.5em",
             message: "the unit \"em\" is not one the format defines (px, rem); read as 0.5em, kept as written (checks that need a length in points cannot use it)",
             column: 36),
        Case(name: "percent unit", json: """
            {"w": {"$type": "dimension",
              "$value": {"value": 50, "unit": "%"}}}
            """, token: "w", shown: "50%",
             message: "the unit \"%\" is not one the format defines (px, rem); read as 50%, kept as written (checks that need a length in points cannot use it)",
             column: 35),
        Case(name: "vw unit", json: """
            {"w": {"$type": "dimension",
              "$value": {"value": 10, "unit": "vw"}}}
            """, token: "w", shown: "10vw",
             message: "the unit \"vw\" is not one the format defines (px, rem); read as 10vw, kept as written (checks that need a length in points cannot use it)",
             column: 35),
        Case(name: "dp unit", json: """
            {"h": {"$type": "dimension",
              "$value": {"value": 48, "unit": "dp"}}}
            """, token: "h", shown: "48dp",
             message: "the unit \"dp\" is not one the format defines (px, rem); read as 48dp, kept as written (1dp = 1pt)",
             column: 35),
        Case(name: "empty unit", json: """
            {"s": {"$type": "dimension",
              "$value": {"value": 8, "unit": ""}}}
            """, token: "s", shown: "8px",
             message: "the dimension is the bare number 8, without a unit; read as 8px, the unit docgen assumes for bare numbers",
             column: 34),
        Case(name: "bare zero letterSpacing", json: """
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
              "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": 0}}}
            """, token: "t", shown: "{fontFamily: Inter; fontSize: 16px; fontWeight: 400; letterSpacing: 0px; lineHeight: 1.5}",
             message: "the dimension is the bare number 0, without a unit; read as 0px (zero in any unit)", column: 58),
        Case(name: "bare number dimension", json: """
            {"s": {"$type": "dimension",
              "$value": 16}}
            """, token: "s", shown: "16px",
             message: "the dimension is the bare number 16, without a unit; read as 16px, the unit docgen assumes for bare numbers",
             column: 13),
        Case(name: "lineHeight as a dimension", json: """
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
              "lineHeight": {"value": 24, "unit": "px"}, "letterSpacing": {"value": 0, "unit": "px"}}}}
            """, token: "t", shown: "{fontFamily: Inter; fontSize: 16px; fontWeight: 400; letterSpacing: 0px; lineHeight: 24px}",
             message: "lineHeight is the dimension 24px; the format makes it a number, a multiple of the font size; read as the dimension 24px, kept as written",
             column: 17),
        Case(name: "lineHeight as an alias of a dimension", json: """
            {"lh": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter",
              "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "{lh}"}}}
            """, token: "t", shown: "{fontFamily: Inter; fontSize: 16px; fontWeight: 400; letterSpacing: 0px; lineHeight: 20px}",
             message: "lineHeight is the dimension 20px; the format makes it a number, a multiple of the font size; read as the dimension 20px, kept as written",
             column: 122),
        Case(name: "unknown member of a dimension object", json: """
            {"s": {"$type": "dimension", "$value": {"value": 4, "unit": "px",
              "scale": 2}}}
            """, token: "s", shown: "4px",
             message: "a dimension object has the member \"scale\", which the format does not define; read as nothing: the member is ignored",
             column: 3),
        Case(name: "$type string", json: """
            {"label": {"$value": "Submit",
              "$type": "string"}}
            """, token: "label", shown: "Submit",
             message: "$type \"string\" is not a type the format defines; read as an opaque value, shown as written and used by no check",
             column: 12),
        Case(name: "$type boolean", json: """
            {"flag": {"$value": true,
              "$type": "boolean"}}
            """, token: "flag", shown: "true",
             message: "$type \"boolean\" is not a type the format defines; read as an opaque value, shown as written and used by no check",
             column: 12),
        Case(name: "$type link", json: """
            {"icon": {"$value": "https://example.com/icon.svg",
              "$type": "link"}}
            """, token: "icon", shown: "https://example.com/icon.svg",
             message: "$type \"link\" is not a type the format defines; read as an opaque value, shown as written and used by no check",
             column: 12),
        Case(name: "$type content", json: """
            {"quote": {"$value": "\\u201c",
              "$type": "content"}}
            """, token: "quote", shown: "\u{201C}",
             message: "$type \"content\" is not a type the format defines; read as an opaque value, shown as written and used by no check",
             column: 12),
        Case(name: "alpha beside $value (Primer's convention)", json: """
            {"c": {"$type": "color", "$value": "#000000",
              "alpha": 0}}
            """, token: "c", shown: "#00000000",
             message: "the token has \"alpha\": 0 beside $value, which the format does not define; read as #00000000, " +
                "the alpha of the resolved color #000000 set to 0 (Primer's convention; aliases that set no alpha inherit it)",
             column: 3),
        Case(name: "stray member beside $value", json: """
            {"c": {"$type": "color", "$value": "#000000",
              "note": "brand black"}}
            """, token: "c", shown: "#000000",
             message: "the token has the member \"note\" beside $value, which the format does not define; " +
                "read as nothing: the member is ignored (it holds no value docgen could miss)",
             column: 3),
        Case(name: "color object without $type", json: """
            {"brand": {"group": {"blue":
              {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}}}}}
            """, token: "brand.group.blue", shown: "#0066cc",
             message: "the token has no $type, and none of its groups gives one; read as color, since the value is a color object",
             column: 3),
        Case(name: "\"16px\" string", json: """
            {"s": {"$type": "dimension",
              "$value": "16px"}}
            """, token: "s", shown: "16px",
             message: "the dimension is the string \"16px\"; read as {\"value\": 16, \"unit\": \"px\"}", column: 13),
        Case(name: "\"200ms\" string", json: """
            {"d": {"$type": "duration",
              "$value": "200ms"}}
            """, token: "d", shown: "200ms",
             message: "the duration is the string \"200ms\"; read as {\"value\": 200, \"unit\": \"ms\"}", column: 13),
        // Source: CSS Color 4 § 5.1 (rgb() with alpha) and § 7.1 (hsl(120deg 100% 25%) is #008000).
        Case(name: "rgba()", json: """
            {"c": {"$type": "color",
              "$value": "rgba(0, 0, 0, 0.5)"}}
            """, token: "c", shown: "#00000080",
             message: "the color is the CSS text \"rgba(0, 0, 0, 0.5)\"; read as #00000080", column: 13),
        Case(name: "hsl()", json: """
            {"c": {"$type": "color",
              "$value": "hsl(120deg 100% 25%)"}}
            """, token: "c", shown: "#008000",
             message: "the color is the CSS text \"hsl(120deg 100% 25%)\"; read as #008000", column: 13),
        // Source: CSS Color 4 § 6.1, rebeccapurple is #663399.
        Case(name: "named color", json: """
            {"c": {"$type": "color",
              "$value": "rebeccapurple"}}
            """, token: "c", shown: "#663399",
             message: "the color is the CSS text \"rebeccapurple\"; read as #663399", column: 13),
        Case(name: "CSS font stack string", json: """
            {"f": {"$type": "fontFamily",
              "$value": "Inter, 'Helvetica Neue', sans-serif"}}
            """, token: "f", shown: "Inter, Helvetica Neue, sans-serif",
             message: "the font family is one CSS font stack string; read as the list of names [\"Inter\", \"Helvetica Neue\", \"sans-serif\"]",
             column: 13),
        Case(name: "unknown member of a composite", json: """
            {"b": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "solid",
              "radius": {"value": 4, "unit": "px"}}}}
            """, token: "b", shown: "{color: #000000; style: solid; width: 1px}",
             message: "a border value has the member \"radius\", which the format does not define; read as nothing: the member is ignored",
             column: 3),
        Case(name: "unknown member of a color object", json: """
            {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0],
              "name": "red"}}}
            """, token: "c", shown: "#ff0000",
             message: "a color object has the member \"name\", which the format does not define; read as nothing: the member is ignored",
             column: 3),
    ]

    @Test(arguments: cases)
    func aDeviationIsOneWarningAtItsPlace(_ test: Case) throws {
        let (result, directory) = try TokenFixtures.load(json: test.json)
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"], "\(result.diagnostics)")
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == test.message)
        #expect(warning.location == SourceLocation(file: directory.url("0.tokens.json").path, line: 2, column: test.column, path: test.token))
        #expect(warning.hint?.hasSuffix("--strict-format makes this an error") == true, "\(warning.hint ?? "")")
        let token = try #require(result.only[TokenPath(dotted: test.token)])
        #expect(TokenValueText.describe(token.value) == test.shown)
    }

    @Test(arguments: cases)
    func strictFormatMakesItAnError(_ test: Case) throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.tokens.json", test.json)
        let result = TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [directory.url("t.tokens.json").path], resolver: nil)
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.message == test.message)
        #expect(result.diagnostics.first?.hint?.hasSuffix("(an error under --strict-format)") == true)
    }

    /// A bare font size has no single reading: docgen says what it assumed and how to choose the other unit.
    @Test func aBareFontSizeSaysWhatWasAssumedAndHowToConfigureIt() throws {
        let json = #"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 16, "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}}}"#
        let (result, _) = try TokenFixtures.load(json: json)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.message == "the dimension is the bare number 16, without a unit; read as 16px, the unit docgen assumes for bare numbers")
        #expect(warning.hint == "write {\"value\": 16, \"unit\": \"px\"}; if this file's bare numbers are rem, pass --bare-dimension-unit rem; " +
                "--strict-format makes this an error")
        #expect(result.only["t"]?.value["fontSize"] == .dimension(Dimension(16, .px)))

        let directory = try TemporaryDirectory()
        try directory.write("t.tokens.json", json)
        let rem = TokenLoader(options: TokenFormatOptions(bareDimensionUnit: .rem)).load(files: [directory.url("t.tokens.json").path], resolver: nil)
        #expect(rem.only["t"]?.value["fontSize"] == .dimension(Dimension(16, .rem)))
        #expect(rem.diagnostics.first?.hint?.contains("pass --bare-dimension-unit px") == true)
    }

    /// A Tokens Studio export is another format too; and `$type: "string"` alone does not make a DTCG file one.
    @Test func tokensStudioExportsAreAnotherFormatNotADeviation() throws {
        let (studio, _) = try TokenFixtures.load(json: #"{"s": {"value": "4em", "type": "sizing"}, "c": {"value": "rgba(#ff0000, 0.5)", "type": "color"}}"#)
        #expect(studio.diagnostics.isEmpty, "\(studio.diagnostics)")
        #expect(studio.only["s"]?.value == .dimension(Dimension(4, Dimension.Unit(rawValue: "em"))))
        let (dtcg, _) = try TokenFixtures.load(json: #"{"l": {"$type": "string", "$value": "Go"}, "w": {"$type": "dimension", "$value": {"value": 4, "unit": "em"}}}"#)
        #expect(dtcg.diagnostics.map(\.code) == ["tokens.nonstandard", "tokens.nonstandard"])
    }

    @Test func classicFilesAreAnotherFormatNotADeviation() throws {
        let (result, _) = try TokenFixtures.load(json: #"{"c": {"value": "rgba(0, 0, 0, 0.5)", "type": "color"}, "s": {"value": "16px"}}"#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("c") == "#00000080")
    }
}
