import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// The exact text of `docgen tokens --format json` and `--format table`: scripts depend on it.
@Suite struct TokenOutputTests {
    private static let tokens = """
        {"color": {"$type": "color",
          "blue": {"$value": "#0B5FFF", "$description": "Brand \\"blue\\""},
          "glass": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.5}, "$deprecated": "Use blue"},
          "brand": {"$value": "{color.blue}", "$extensions": {"org.example": {"id": 7}}}},
         "size": {"$type": "dimension", "tap": {"$value": {"value": 44, "unit": "px"}}, "half": {"$value": {"value": 0.5, "unit": "rem"}}},
         "border": {"$type": "border", "$value": {"color": "{color.brand}", "width": "{size.half}", "style": "dashed"}}}
        """

    @Test func jsonShape() throws {
        let (result, directory) = try TokenFixtures.load(json: Self.tokens)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let file = directory.url("0.tokens.json").path
        let expected = """
            {
              "context": {},
              "tokens": {
                "border": {"type": "border", "value": {"color": "#0b5fff", "style": "dashed", "width": {"value": 0.5, "unit": "rem"}}, "aliases": [], "file": "\(file)", "line": 6, "column": 12, "description": null, "deprecated": null, "extensions": null},
                "color.blue": {"type": "color", "value": "#0b5fff", "aliases": [], "file": "\(file)", "line": 2, "column": 11, "description": "Brand \\"blue\\"", "deprecated": null, "extensions": null},
                "color.brand": {"type": "color", "value": "#0b5fff", "aliases": ["color.blue"], "file": "\(file)", "line": 4, "column": 12, "description": null, "deprecated": null, "extensions": {"org.example":{"id":7}}},
                "color.glass": {"type": "color", "value": "#ffffff80", "aliases": [], "file": "\(file)", "line": 3, "column": 12, "description": null, "deprecated": "Use blue", "extensions": null},
                "size.half": {"type": "dimension", "value": {"value": 0.5, "unit": "rem"}, "aliases": [], "file": "\(file)", "line": 5, "column": 89, "description": null, "deprecated": null, "extensions": null},
                "size.tap": {"type": "dimension", "value": {"value": 44, "unit": "px"}, "aliases": [], "file": "\(file)", "line": 5, "column": 40, "description": null, "deprecated": null, "extensions": null}
              }
            }

            """
        let actual = TokenJSONWriter.json(result.only)
        #expect(actual == expected, "\(LineDiff.describe(expected: expected, actual: actual))")
        #expect(JSONSyntax.firstError(in: Array(actual.utf8)) == nil)
    }

    @Test func contextAndEveryValueKind() {
        var set = TokenSet(context: [.init(name: "theme", value: "dark"), .init(name: "density", value: "compact")], tokens: [:])
        let location = SourceLocation(file: "a.json", line: 1, column: 1)
        func add(_ path: TokenPath, _ type: TokenType, _ value: TokenValue) {
            set.tokens[path] = ResolvedToken(path: path, type: type, value: value, location: location)
        }
        add("a", .duration, .duration(TokenDuration(1.5, .s)))
        add("b", .fontFamily, .fontFamily(["Inter", "sans-serif"]))
        add("c", .cubicBezier, .cubicBezier([0.5, 0, 1, 1]))
        add("d", .shadow, .list([.composite(["inset": .keyword("false"), "blur": .dimension(Dimension(2))])]))
        add("e", .fontWeight, .fontWeight(600))
        let lines = TokenJSONWriter.json(set).split(separator: "\n").map(String.init)
        #expect(lines[1] == "  \"context\": {\"theme\": \"dark\", \"density\": \"compact\"},")
        #expect(lines[3].contains("\"value\": {\"value\": 1.5, \"unit\": \"s\"}"))
        #expect(lines[4].contains("\"value\": [\"Inter\", \"sans-serif\"]"))
        #expect(lines[5].contains("\"value\": [0.5, 0, 1, 1]"))
        #expect(lines[6].contains("\"value\": [{\"blur\": {\"value\": 2, \"unit\": \"px\"}, \"inset\": false}]"))
        #expect(lines[7].contains("\"value\": 600"))
    }

    /// README, "The JSON output": a shadow's `inset` is the boolean `true` or `false`, as DTCG and the source write it;
    /// DTCG 2025.10 Format, "Shadow": `inset` is optional and false when absent. A single shadow and a list print it alike.
    @Test func shadowWithoutInsetPrintsFalse() throws {
        let shadow = "{\"color\": \"#000000\", \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": 1, \"unit\": \"px\"}, " +
            "\"blur\": {\"value\": 2, \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}}"
        let (result, _) = try TokenFixtures.load(json: "{\"$type\": \"shadow\", \"one\": {\"$value\": \(shadow)}, \"list\": {\"$value\": [\(shadow)]}}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let text = TokenJSONWriter.json(result.only)
        let expected = "{\"blur\": {\"value\": 2, \"unit\": \"px\"}, \"color\": \"#000000\", \"inset\": false, " +
            "\"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": 1, \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}}"
        #expect(text.contains("\"one\": {\"type\": \"shadow\", \"value\": \(expected),"), "\(text)")
        #expect(text.contains("\"list\": {\"type\": \"shadow\", \"value\": [\(expected)],"), "\(text)")
    }

    @Test func tableText() throws {
        let (result, directory) = try TokenFixtures.load(json: Self.tokens)
        let file = directory.url("0.tokens.json").path
        let rows: [[String]] = [
            ["NAME", "TYPE", "VALUE", "ALIASES", "FILE", "NOTES"],
            ["border", "border", "{color: #0b5fff; style: dashed; width: 0.5rem}", "-", "\(file):6", ""],
            ["color.blue", "color", "#0b5fff", "-", "\(file):2", "Brand \"blue\""],
            ["color.brand", "color", "#0b5fff", "color.blue", "\(file):4", ""],
            ["color.glass", "color", "#ffffff80", "-", "\(file):3", "deprecated: Use blue"],
            ["size.half", "dimension", "0.5rem", "-", "\(file):5", ""],
            ["size.tap", "dimension", "44px", "-", "\(file):5", ""],
        ]
        var widths = Array(repeating: 0, count: 6)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        var expected = "context: default\n"
        for row in rows {
            var line = ""
            for column in 0..<5 { line += row[column] + String(repeating: " ", count: widths[column] - row[column].count + 2) }
            line += row[5]
            while line.hasSuffix(" ") { line.removeLast() }
            expected += line + "\n"
        }
        let actual = TokenTableWriter.table(result.only)
        #expect(actual == expected, "\(LineDiff.describe(expected: expected, actual: actual))")
    }
}

/// The first differing line of two texts, for failure messages.
enum LineDiff {
    static func describe(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false), b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<none>", right = index < b.count ? String(b[index]) : "<none>"
            if left != right { return "line \(index + 1):\n- \(left)\n+ \(right)" }
        }
        return "identical"
    }
}
