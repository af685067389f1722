import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Token files and resolver sources written in JSON5 or JSONC, chosen by the file's extension.
@Suite struct JSON5TokenFileTests {
    /// Primer publishes its token sources as JSON5 in this shape: comments, unquoted keys, trailing commas.
    static let primerLike = """
        // Source tokens for the base palette.
        {
          color: {
            $type: 'color',
            blue: {
              '500': {$value: '#0969da', $description: 'Accent', }, // trailing comma
            },
            accent: {$value: '{color.blue.500}'},
          },
          space: {$type: 'dimension', small: {$value: {value: 0x8, unit: 'px'}}},
        }
        """

    @Test func aJSON5TokenFileResolves() throws {
        let directory = try TemporaryDirectory()
        try directory.write("base.tokens.json5", Self.primerLike)
        let result = TokenLoader().load(files: [directory.url("base.tokens.json5").path], resolver: nil)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("color.accent") == "#0969da")
        #expect(result.only["color.blue.500"]?.description == "Accent")
        #expect(result.only["space.small"]?.value == .dimension(Dimension(8)))
        #expect(result.only["color.accent"]?.location.line == 8 && result.only["color.accent"]?.location.column == 13)
    }

    @Test func aResolverNamesJSON5AndJSONCSources() throws {
        let directory = try TemporaryDirectory()
        try directory.write("base.tokens.json5", Self.primerLike)
        try directory.write("dark.tokens.jsonc", "{\n  // dark\n  \"color\": {\"blue\": {\"500\": {\"$value\": \"#4493f8\"},},},\n}")
        try directory.write("theme.resolver.json5", """
            {
              version: '2025.10',
              sets: {base: {sources: [{$ref: 'base.tokens.json5'}]}},
              modifiers: {theme: {contexts: {light: [], dark: [{$ref: 'dark.tokens.jsonc'}]}, default: 'light'}},
              resolutionOrder: [{$ref: '#/sets/base'}, {$ref: '#/modifiers/theme'}],
            }
            """)
        let result = TokenLoader().load(files: [], resolver: directory.url("theme.resolver.json5").path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.map(\.name) == ["light", "dark"])
        #expect(result.hex("color.accent", in: 0) == "#0969da")
        #expect(result.hex("color.accent", in: 1) == "#4493f8")
    }

    @Test func malformedJSON5IsReportedAtItsLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.json5", "{\n  a: {$value: 1, $type: 'number'},\n  b: 'open\n}")
        try directory.write("bad.tokens.json", "{\n  // not in .json\n}")
        let result = TokenLoader().load(files: [directory.url("bad.json5").path, directory.url("bad.tokens.json").path], resolver: nil)
        #expect(result.diagnostics.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.message)" } == [
            "3:11 malformed JSON5: unterminated string",
            "2:3 malformed JSON: expected a quoted member name, found '/'",
        ])
        #expect(result.diagnostics.last?.hint?.contains("name the file .jsonc or .json5") == true)
    }

    @Test func infinityAndNaNAreNotTokenValues() throws {
        let directory = try TemporaryDirectory()
        try directory.write("n.tokens.json5", "{n: {$type: 'number', $value: Infinity}, m: {$type: 'number', $value: NaN},\n" +
                            " d: {$type: 'dimension', $value: {value: -Infinity, unit: 'px'}}}")
        let result = TokenLoader().load(files: [directory.url("n.tokens.json5").path], resolver: nil)
        #expect(result.diagnostics.map(\.message) == [
            "malformed number value: the number is infinite or too large (JSON5 allows Infinity; the format does not)",
            "malformed number value: NaN is not a number a token can hold (JSON5 allows it; the format does not)",
            "malformed number value: the number is infinite or too large (JSON5 allows Infinity; the format does not)",
        ])
        #expect(result.diagnostics.map { $0.location.line ?? 0 } == [1, 1, 2])
        #expect(result.only.tokens.isEmpty)
    }

    @Test func discoveryFindsJSON5AndJSONCFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.tokens.json5", "{}")
        try directory.write("b.json5", "{x: {$value: 1}}")
        try directory.write("c.jsonc", "{\"x\": {\"$value\": 1}}")
        try directory.write("d.json5", "{name: 'package'}")
        try directory.write("e.txt", "{\"$value\": 1}")
        guard case .files(let found) = TokenDiscovery.find(in: directory.path) else { Issue.record("no files"); return }
        #expect(found.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.tokens.json5", "b.json5", "c.jsonc"])
        try directory.write("x.resolver.jsonc", "{}")
        #expect(TokenDiscovery.find(in: directory.path) == .resolver(directory.url("x.resolver.jsonc").path))
    }
}
