import Foundation
import Testing

/// `docgen tokens --against FILE.css`, run as a user would. The tokens and stylesheets follow GitHub Primer's
/// conventions (`@primer/primitives`: the default leaf `@`, camelCase names kept in the built CSS, per-theme blocks
/// `[data-color-mode="dark"]`; `--fgColor-default: #1f2328`, `--button-primary-bgColor-rest: #1f883d` in light).
@Suite struct TokensAgainstCSSTests {
    static let tokens = """
        {
          "base": {"color": {"$type": "color", "green": {"5": {"$value": "#1f883d"}}, "black": {"$value": "#1f2328"}}},
          "fgColor": {"$type": "color", "@": {"$value": "{base.color.black}"}},
          "button": {"primary": {"bgColor": {"rest": {"$type": "color", "$value": "{base.color.green.5}"}}}},
          "control": {"$type": "dimension", "medium": {"size": {"$value": {"value": 2, "unit": "rem"}}}},
          "text": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 14, "unit": "px"},
                   "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}}}
        }
        """

    static let matching = """
        /* built from the tokens above */
        :root {
          --base-color-green-5: #1f883d;
          --base-color-black: rgb(31, 35, 40);
          --fgColor: var(--base-color-black);
          --button-primary-bgColor-rest: var(--base-color-green-5);
          --control-medium-size: 32px;
          --text-body: 400 14px/1.5 Inter;
        }
        [data-color-mode="dark"] {
          --fgColor: #f0f6fc;
        }

        """

    private func run(_ css: String, _ extra: [String] = []) throws -> DocGenProcess.Result {
        let scratch = try ScratchFolder()
        try Self.tokens.write(to: scratch.url.appendingPathComponent("primer.tokens.json"), atomically: true, encoding: .utf8)
        try css.write(to: scratch.url.appendingPathComponent("light.css"), atomically: true, encoding: .utf8)
        return try DocGenProcess.run(["tokens", "primer.tokens.json", "--against", "light.css"] + extra, in: scratch.url)
    }

    @Test func aMatchingStylesheetExitsZero() throws {
        let result = try run(Self.matching)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            light.css:8:3: not compared: text.body (--text-body): a composite value (shadow, border, typography, transition): each build writes its CSS shorthand in its own order
            compared 6 tokens (default) with light.css (:root): 0 differences, 0 with no property, 1 not compared, 5 the same

            """)
    }

    @Test func plantedDifferencesExitOne() throws {
        let planted = Self.matching.replacingOccurrences(of: "#1f883d", with: "#1f883c")
            .replacingOccurrences(of: "32px", with: "33px")
            .replacingOccurrences(of: "  --fgColor: var(--base-color-black);\n", with: "")
        let result = try run(planted)
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stdout == """
            light.css:3:3: difference: base.color.green.5 is #1f883d; --base-color-green-5 is #1f883c
            light.css:5:3: difference: button.primary.bgColor.rest is #1f883d; --button-primary-bgColor-rest is #1f883c
            light.css:6:3: difference: control.medium.size is 2rem (32px); --control-medium-size is 33px
            light.css: missing: fgColor.@ (#1f2328) has no --fgColor in :root
            light.css:7:3: not compared: text.body (--text-body): a composite value (shadow, border, typography, transition): each build writes its CSS shorthand in its own order
            compared 6 tokens (default) with light.css (:root): 3 differences, 1 with no property, 1 not compared, 1 the same

            """)
    }

    @Test func theNamedSelectorIsCompared() throws {
        let result = try run(Self.matching, ["--css-selector", "[data-color-mode=dark]"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("light.css:11:3: difference: fgColor.@ is #1f2328; --fgColor is #f0f6fc\n"))
        #expect(result.stdout.contains("light.css: missing: control.medium.size (2rem) has no --control-medium-size in [data-color-mode=dark]\n"))
    }

    @Test func thePrefixNamesTheProperties() throws {
        let prefixed = Self.matching.replacingOccurrences(of: "  --", with: "  --primer-").replacingOccurrences(of: "var(--", with: "var(--primer-")
        let result = try run(prefixed, ["--css-prefix", "primer"])
        #expect(result.status == 0, "stdout: \(result.stdout)")
        #expect(result.stdout.hasSuffix("0 differences, 0 with no property, 1 not compared, 5 the same\n"))
    }

    @Test func unreadableOrInvalidStylesheetsExitTwo() throws {
        let broken = try run(":root {\n  --a: \"open\n}\n")
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("light.css:2:8: error: this string is never closed: a '\"' is missing on its line [css.syntax]\n"))
        let noRoot = try run("[data-theme=light] { --a: 1 }\n")
        #expect(noRoot.status == 2)
        #expect(noRoot.stderr.hasPrefix("light.css: error: there is no top-level :root block of custom properties to compare with [css.unknown-selector]\n"))
        let scratch = try ScratchFolder()
        try Self.tokens.write(to: scratch.url.appendingPathComponent("primer.tokens.json"), atomically: true, encoding: .utf8)
        let missing = try DocGenProcess.run(["tokens", "primer.tokens.json", "--against", "nope.css"], in: scratch.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("nope.css: error: nope.css does not exist [css.unreadable]\n"))
    }

    @Test func selectorWithoutAgainstIsAUsageError() throws {
        let scratch = try ScratchFolder()
        try Self.tokens.write(to: scratch.url.appendingPathComponent("primer.tokens.json"), atomically: true, encoding: .utf8)
        let result = try DocGenProcess.run(["tokens", "primer.tokens.json", "--css-selector", ":root"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--css-prefix, --css-selector and --name-rule go with --against FILE.css."))
    }

    /// 50,000 properties, each a var() chain of two, as a large built theme might ship: read and compared in seconds.
    @Test func aLargeStylesheetIsReadInLinearTime() throws {
        let count = 50_000
        let css = ":root {\n" + (0..<count).map { "  --p\($0): var(--q\($0));\n  --q\($0): #1f883d;\n" }.joined()
            + "  --base-color-green-5: #1f883d;\n}\n"
        let start = Date()
        let result = try run(css)
        #expect(result.status == 0)
        #expect(result.stdout.contains("light.css: missing: fgColor.@ (#1f2328) has no --fgColor in :root"))
        #expect(Date().timeIntervalSince(start) < 30)
    }

    /// GitHub Primer's published token files with the CSS its build wrote (Fixtures/public/primer, SOURCE.md): the
    /// theme files have no `:root`, so the block naming the context is compared; every value agrees, so CI passes.
    @Test(arguments: ["light", "dark"])
    func primersPublishedFilesAgreeWithItsBuiltCSS(theme: String) throws {
        let primer = DocGenProcess.fixtures.appendingPathComponent("public/primer")
        let result = try DocGenProcess.run(["tokens", "--resolver", "primer.resolver.json", "--context", "theme=\(theme)",
                                            "--against", "dist/css/functional/themes/\(theme).css"], in: primer)
        #expect(result.status == 0, "\(result.stderr.suffix(2_000))")
        #expect(result.stdout.contains("with dist/css/functional/themes/\(theme).css ([data-color-mode=\"\(theme)\"][data-\(theme)-theme=\"\(theme)\"]"))
        #expect(result.stdout.contains(": 0 differences, "))
        #expect(result.stdout.contains(", 559 the same"), "\(result.stdout.suffix(400))")
    }

    /// Kong's published tokens (Tests/DocGenTestSupport/Fixtures/build/kong, SOURCE.md): its sources write `line_height`,
    /// its CSS `--kui-line-height-10: 12px`. The rule is inferred (prefix `kui`, kebab case), and the tokens that do
    /// not resolve here (untyped, or aliasing a package not published with them) are listed, not a reason for exit 2.
    @Test func kongsNameRuleIsInferredAndItsUnresolvedTokensDoNotStopTheCheck() throws {
        let kong = DocGenProcess.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DocGenTestSupport/Fixtures/build/kong/packages/design-tokens")
        let result = try DocGenProcess.run(["tokens", "tokens/source", "--against", "__snapshots__/tokens/css/custom-properties.css"], in: kong)
        #expect(result.status == 0, "\(result.stderr.suffix(2_000))")
        #expect(result.stdout.hasSuffix("0 differences, 0 with no property, 263 not compared, 78 the same; names: prefix \"kui\", kebab (inferred)\n"),
                "\(result.stdout.suffix(400))")
        #expect(result.stdout.contains(": not compared: border.radius.circle (--kui-border-radius-circle): docgen could not resolve the token"))
        #expect(result.stderr.contains("[tokens.left-out]"))
        #expect(!result.stderr.contains(": error: "))
    }

    @Test func theNameRuleCanBeSet() throws {
        let kebab = Self.matching.replacingOccurrences(of: "--button-primary-bgColor-rest", with: "--button-primary-bg-color-rest")
        let result = try run(kebab, ["--name-rule", "kebab"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 not compared, 5 the same; names: kebab\n"))
    }

    /// `--build FILE` prints the tokens with the build's values applied: the planted green wins, the alias follows it,
    /// and the warning names both values.
    @Test func theBuildsValuesCanBePrinted() throws {
        let scratch = try ScratchFolder()
        try Self.tokens.write(to: scratch.url.appendingPathComponent("primer.tokens.json"), atomically: true, encoding: .utf8)
        try Self.matching.replacingOccurrences(of: "#1f883d", with: "#1f883c")
            .write(to: scratch.url.appendingPathComponent("light.css"), atomically: true, encoding: .utf8)
        let result = try DocGenProcess.run(["tokens", "primer.tokens.json", "--build", "light.css", "--format", "table"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("#1f883d"), "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "#1f883c").count == 3, "\(result.stdout)")
        #expect(result.stderr.contains("base.color.green.5 reads as #1f883d from its source; the build writes #1f883c (--base-color-green-5 at light.css:3:3), for default: the build's value is drawn [build.differs]"), "\(result.stderr)")
        #expect(result.stderr.contains("docgen: 5 tokens take their values from light.css (:root); names: hyphen."), "\(result.stderr)")
    }
}
