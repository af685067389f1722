import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// Tokens against a stylesheet. The names and values follow GitHub Primer's built CSS (`@primer/primitives`
/// dist/css/functional/themes/light.css: `--fgColor-default: #1f2328`, `--button-primary-bgColor-rest: #1f883d`,
/// Primer's default leaf `@`) and Material 3's (`--md-sys-color-primary: #6750a4`, baseline light scheme).
@Suite struct CSSComparerTests {
    private func token(_ path: TokenPath, _ value: TokenValue, _ type: TokenType = .color) -> ResolvedToken {
        ResolvedToken(path: path, type: type, value: value, location: SourceLocation(file: "t.tokens.json"))
    }

    private var primer: TokenSet {
        let tokens = [
            token("fgColor.@", .color(Color(red8: 0x1f, green8: 0x23, blue8: 0x28))),
            token("button.primary.bgColor.rest", .color(Color(red8: 0x1f, green8: 0x88, blue8: 0x3d))),
            token("control.medium.size", .dimension(Dimension(2, .rem)), .dimension),
            token("focus.outline.width", .dimension(Dimension(2)), .dimension),
        ]
        return TokenSet(context: [], tokens: Dictionary(uniqueKeysWithValues: tokens.map { ($0.path, $0) }))
    }

    private func report(_ set: TokenSet, _ css: String, prefix: String = "", selector: String? = nil) throws -> CSSComparisonReport {
        let sheet = try CSSCustomPropertyReader.read(Array(css.utf8), file: "light.css").get()
        return try CSSComparer.compare(set, with: sheet, prefix: prefix, selector: selector).get()
    }

    static let matching = """
        :root {
          --fgColor-default: #1f2328;
          --fgColor: #1f2328;
          --button-primary-bgColor-rest: #1f883d;
          --control-medium-size: 2rem;
          --focus-outline-width: 2px;
        }
        """

    @Test func aMatchingFileHasNoDifference() throws {
        let result = try report(primer, Self.matching)
        #expect(result.differences.isEmpty && result.missing.isEmpty && result.notCompared.isEmpty)
        #expect(result.matches.map(\.property) == ["--button-primary-bgColor-rest", "--control-medium-size", "--fgColor", "--focus-outline-width"])
        #expect(!result.hasDifferences)
    }

    @Test func findsEachPlantedDifference() throws {
        let planted = Self.matching.replacingOccurrences(of: "#1f883d", with: "#1f883e")
            .replacingOccurrences(of: "--focus-outline-width: 2px", with: "--focus-outline-width: 3px")
            .replacingOccurrences(of: "  --control-medium-size: 2rem;\n", with: "")
        let result = try report(primer, planted)
        #expect(result.hasDifferences)
        #expect(result.text == """
            light.css:4:3: difference: button.primary.bgColor.rest is #1f883d; --button-primary-bgColor-rest is #1f883e
            light.css:5:3: difference: focus.outline.width is 2px; --focus-outline-width is 3px
            light.css: missing: control.medium.size (2rem) has no --control-medium-size in :root
            light.css: 1 property of :root maps to no token: --fgColor-default
            compared 4 tokens (default) with light.css (:root): 2 differences, 1 with no property, 0 not compared, 1 the same

            """)
    }

    /// A token docgen knows it cannot reproduce (Paragon's `str-replace` recipe on an SVG `url()`) that differs from
    /// the stylesheet is not compared: the difference is docgen's reading, not the team's files, and must not fail CI.
    @Test func anUncertainTokenThatDiffersIsNotCompared() throws {
        var set = primer
        set.tokens["button.primary.bgColor.rest"]?.uncertainties = [
            ValueUncertainty(.unreadMember, reason: "button.primary.bgColor.rest has a \"modify\" recipe docgen does not compute")]
        let result = try report(set, Self.matching.replacingOccurrences(of: "#1f883d", with: "#1a7f37"))
        #expect(result.differences.isEmpty)
        let skipped = try #require(result.notCompared.first)
        #expect(skipped.path == "button.primary.bgColor.rest")
        #expect(skipped.reason.hasPrefix("docgen cannot reproduce the token's value (button.primary.bgColor.rest has a \"modify\" recipe"))
        #expect(skipped.reason.hasSuffix("the stylesheet writes #1a7f37"))
        #expect(!result.hasDifferences)
    }

    @Test func theWrittenValueShowsWhenItsFormDiffers() throws {
        let css = ":root { --fgColor: rgb(31 35 41); --button-primary-bgColor-rest: var(--x); --x: #1f883d; --control-medium-size: 31px; --focus-outline-width: 2px }"
        #expect(try report(primer, css).text.split(separator: "\n").prefix(2).map(String.init) == [
            "light.css:1:90: difference: control.medium.size is 2rem (32px); --control-medium-size is 31px",
            "light.css:1:9: difference: fgColor.@ is #1f2328; --fgColor is #1f2329 (written rgb(31 35 41))",
        ])
    }

    @Test func namesTakeThePrefixDropDefaultLeavesAndFallBackToKebabCase() {
        #expect(CSSComparer.propertyNames("color.primary", prefix: "md-sys") == ["--md-sys-color-primary"])
        #expect(CSSComparer.propertyNames("color.primary", prefix: "--md-sys-") == ["--md-sys-color-primary"])
        #expect(CSSComparer.propertyNames("color.fg._", prefix: "") == ["--color-fg"])
        #expect(CSSComparer.propertyNames("color.fg.$root", prefix: "") == ["--color-fg"])
        #expect(CSSComparer.propertyNames("color.fg.DEFAULT", prefix: "") == ["--color-fg"])
        #expect(CSSComparer.propertyNames("_", prefix: "") == ["--_"])
        #expect(CSSComparer.propertyNames("button.bgColor.rest", prefix: "primer") == ["--primer-button-bgColor-rest", "--primer-button-bg-color-rest"])
    }

    @Test func aKebabCaseBuildIsFound() throws {
        let css = ":root { --fg-color: #1f2328; --button-primary-bg-color-rest: #1f883d; --control-medium-size: 32px; --focus-outline-width: 2px }"
        let result = try report(primer, css)
        #expect(result.differences.isEmpty && result.missing.isEmpty)
        #expect(result.matches.count == 4)
    }

    @Test func thePrefixAppliesToEveryName() throws {
        let set = TokenSet(context: [], tokens: ["color.primary": token("color.primary", .color(Color(red8: 0x67, green8: 0x50, blue8: 0xa4)))])
        #expect(try report(set, ":root { --md-sys-color-primary: #6750a4 }", prefix: "md-sys").matches.count == 1)
        // Without a prefix, the one the names share is inferred (`BuildNameRule.infer`); a prefix given is kept.
        let inferred = try report(set, ":root { --md-sys-color-primary: #6750a4 }")
        #expect(inferred.matches.count == 1)
        #expect(inferred.nameRule == "prefix \"md-sys\", hyphen (inferred)")
        #expect(try report(set, ":root { --md-sys-color-primary: #6750a4 }", prefix: "md").missing.map(\.property) == ["--md-color-primary"])
    }

    @Test func theNamedSelectorIsComparedAlone() throws {
        let css = Self.matching + "\n[data-color-mode=\"dark\"] { --fgColor: #f0f6fc; --button-primary-bgColor-rest: var(--fgColor) }"
        let result = try report(primer, css, selector: "[data-color-mode=dark]")
        #expect(result.differences.map(\.cssValue) == ["#f0f6fc", "#f0f6fc"])
        #expect(result.missing.map(\.property) == ["--control-medium-size", "--focus-outline-width"])
    }

    @Test func anUnresolvableVarIsNotComparedWithTheReason() throws {
        let css = Self.matching.replacingOccurrences(of: "--fgColor: #1f2328", with: "--fgColor: var(--base-color-black)")
        let result = try report(primer, css)
        #expect(result.notCompared.map(\.reason) == ["var(--base-color-black) is not defined in this selector and has no fallback"])
        #expect(result.text.contains("light.css:3:3: not compared: fgColor.@ (--fgColor): var(--base-color-black) is not defined"))
    }

    @Test func anUnknownSelectorListsTheBlocks() throws {
        let sheet = try CSSCustomPropertyReader.read(Array("[data-theme=light] { --a: 1 }\n.x { color: red }".utf8), file: "light.css").get()
        guard case .failure(let diagnostic) = CSSComparer.compare(primer, with: sheet) else { Issue.record("compared"); return }
        #expect(diagnostic.description == """
            light.css: error: there is no top-level :root block of custom properties to compare with [css.unknown-selector]
                hint: choose a block with --css-selector; the file has:
              [data-theme=light]
            """)
    }
}
