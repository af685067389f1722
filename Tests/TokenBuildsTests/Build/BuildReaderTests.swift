import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// The readers of a team's build output: CSS custom properties by scope, Style Dictionary's JSON and JavaScript.
/// Reference values: Quadient's `build/` (Style Dictionary 2.10.1) and Kong's `__snapshots__/tokens/` as committed.
@Suite struct BuildReaderTests {
    private func css(_ text: String) throws -> BuildOutput {
        let files = InMemoryFileSource(files: ["dist/tokens.css": Array(text.utf8)], base: "/")
        return try BuildOutput.read("dist/tokens.css", from: files).get()
    }

    private func named(_ output: BuildOutput, _ scope: Int, _ name: String) -> BuiltValue? {
        output.scopes[scope].values.first { $0.name == name }
    }

    /// A theme scope inherits `:root` as the cascade gives it, and its `var()` reads the theme's own values first.
    @Test func themeScopesInheritTheRootAndSubstituteInTheirCascade() throws {
        let output = try css("""
            :root {
              --gray-0: #ffffff;
              --gray-9: #1f2328;
              --bg: var(--gray-0);
              --fg: var(--gray-9);
            }
            [data-theme="dark"] {
              --gray-0: #0d1117;
              --fg: #f0f6fc;
            }
            @media (prefers-color-scheme: dark) {
              :root { --bg: var(--gray-9); }
            }
            @media (prefers-contrast: more) {
              :root { --fg: #000000; }
            }
            """)
        #expect(output.format == .css)
        #expect(output.scopes.map(\.selector) == [":root", "[data-theme=\"dark\"]", "@media (prefers-color-scheme: dark) :root",
                                                  "@media (prefers-contrast: more) :root"])
        #expect(named(output, 0, "--bg")?.text == "#ffffff")
        #expect(named(output, 1, "--bg")?.text == "#0d1117")
        #expect(named(output, 1, "--fg")?.text == "#f0f6fc")
        #expect(named(output, 1, "--fg")?.location == SourceLocation(file: "dist/tokens.css", line: 9, column: 3))
        #expect(named(output, 2, "--bg")?.text == "#1f2328")
        #expect(output.scopes[2].appearance == ["prefers-color-scheme": "dark"])
        #expect(output.scopes[3].appearance == ["prefers-contrast": "more"])
        #expect(output.scopes[0].appearance.isEmpty)
    }

    @Test func aBrokenStylesheetSaysWhere() {
        let files = InMemoryFileSource(files: ["a.css": Array(":root {\n  --a: \"open\n}\n".utf8)], base: "/")
        guard case .failure(let diagnostic) = BuildOutput.read("a.css", from: files) else { Issue.record("read"); return }
        #expect(diagnostic.location == SourceLocation(file: "a.css", line: 2, column: 8))
        guard case .failure(let missing) = BuildOutput.read("none.css", from: files) else { Issue.record("read"); return }
        #expect(missing.code == "css.unreadable")
    }

    /// Quadient's `json/flat` output: `"ColorBgUi300Inverted": "#323232"` on line 41.
    @Test func styleDictionaryFlatJSON() throws {
        let output = try BuildFixtures.read("quadient/build/json/variables.json")
        #expect(output.format == .json)
        let value = try #require(named(output, 0, "ColorBgUi300Inverted"))
        #expect(value.text == "#323232")
        #expect(value.location.line == 41)
        #expect(output.warnings.isEmpty)
    }

    @Test func styleDictionaryNestedAndFullJSON() throws {
        let text = """
            {"color": {"primary": "#0a3055", "size": 16,
                       "accent": {"value": "#00688d", "original": {"value": "{color.teal.500}"}, "name": "ColorAccent",
                                  "attributes": {"category": "color"}, "path": ["color", "accent"]}}}
            """
        let files = InMemoryFileSource(files: ["tokens.json": Array(text.utf8)], base: "/")
        let output = try BuildOutput.read("tokens.json", from: files).get()
        #expect(output.scopes[0].values.map(\.name) == ["color-primary", "color-size", "color-accent"])
        #expect(output.scopes[0].values.map(\.text) == ["#0a3055", "16", "#00688d"])
    }

    /// Quadient's `javascript/es6` output, after its `convertToRGBa` action: `export const ColorBgInteractive200 =
    /// "rgba(33, 33, 33, 0)";` on line 48, below a block comment.
    @Test func styleDictionaryES6Constants() throws {
        let output = try BuildFixtures.read("quadient/build/js/variables.js")
        #expect(output.format == .javascript)
        let value = try #require(named(output, 0, "ColorBgInteractive200"))
        #expect(value.text == "rgba(33, 33, 33, 0)")
        #expect(value.location == SourceLocation(file: BuildFixtures.path("quadient/build/js/variables.js"), line: 48, column: 1))
    }

    /// Kong's ES module writes a `//` comment after each constant: `export const KUI_LINE_HEIGHT_10 = "12px"; // 12px`.
    @Test func constantsWithTrailingComments() throws {
        let output = try BuildFixtures.read("kong/packages/design-tokens/__snapshots__/tokens/js/index.mjs")
        #expect(named(output, 0, "KUI_LINE_HEIGHT_10")?.text == "12px")
        #expect(named(output, 0, "KUI_COLOR_BACKGROUND")?.text == "#ffffff")
    }

    @Test func moduleExportsIsReadAsALiteral() throws {
        let text = """
            /**
             * Do not edit directly
             */
            module.exports = {
              // unquoted and quoted keys, a trailing comma
              ColorPrimary: "#0a3055",
              'ColorAccent': '#00688d', /* a comment */
              SizeBase: 16,
            };
            """
        let files = InMemoryFileSource(files: ["tokens.js": Array(text.utf8)], base: "/")
        let output = try BuildOutput.read("tokens.js", from: files).get()
        #expect(output.scopes[0].values.map(\.name) == ["ColorPrimary", "ColorAccent", "SizeBase"])
        #expect(output.scopes[0].values.map(\.text) == ["#0a3055", "#00688d", "16"])
        #expect(output.scopes[0].values[0].location.line == 6)
    }

    /// JavaScript is never run: an expression is named in a warning with its place, and the literals around it read.
    @Test func whatIsNotALiteralIsSaid() throws {
        let text = "export const ColorPrimary = \"#0a3055\";\nexport const ColorMuted = tint(ColorPrimary, 0.2);\n"
        let files = InMemoryFileSource(files: ["tokens.mjs": Array(text.utf8)], base: "/")
        let output = try BuildOutput.read("tokens.mjs", from: files).get()
        #expect(output.scopes[0].values.map(\.name) == ["ColorPrimary"])
        #expect(output.warnings.map(\.code) == ["build.unread"])
        #expect(output.warnings.first?.location == SourceLocation(file: "tokens.mjs", line: 2, column: 1))
        #expect(output.warnings.first?.message.contains("tint(ColorPrimary, 0.2)") == true)
        let required = InMemoryFileSource(files: ["index.js": Array("module.exports = { a: require('./a') };\n".utf8)], base: "/")
        guard case .failure(let diagnostic) = BuildOutput.read("index.js", from: required) else { Issue.record("read"); return }
        #expect(diagnostic.code == "build.unread")
        #expect(diagnostic.location.line == 1)
    }
}
