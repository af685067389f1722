import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// The custom-property reader. Source: CSS Syntax Module Level 3 (§ 4.3.2 comments, § 4.3.5 strings and bad
/// strings, § 5.4.4 declarations and `!important`), CSS Custom Properties Level 1 (§ 2 values may hold `{}`,
/// § 3 `var()` with a fallback, § 2.3 cycles), CSS Cascade 4 (a later declaration wins; important beats normal).
@Suite struct CSSCustomPropertyReaderTests {
    private func sheet(_ css: String) throws -> CSSStylesheet {
        try CSSCustomPropertyReader.read(Array(css.utf8), file: "t.css").get()
    }

    private func failure(_ css: String) -> Diagnostic? {
        if case .failure(let diagnostic) = CSSCustomPropertyReader.read(Array(css.utf8), file: "t.css") { return diagnostic }
        return nil
    }

    private func values(_ css: String, selector: String = ":root") throws -> [String: String] {
        let scope = CSSPropertyScope(try sheet(css).declarations(matching: selector))
        return scope.winners.mapValues(\.value)
    }

    @Test func readsNamesValuesAndPlaces() throws {
        let read = try sheet(":root {\n  --a: #fff;\n\t--b:  1px   solid  red ;--c:x}\n")
        let declarations = read.declarations(matching: ":root")
        #expect(declarations.map(\.name) == ["--a", "--b", "--c"])
        #expect(declarations.map(\.value) == ["#fff", "1px solid red", "x"])
        #expect(declarations.map(\.location.description) == ["t.css:2:3", "t.css:3:2", "t.css:3:26"])
    }

    @Test func columnsCountUTF8Bytes() throws {
        let read = try sheet(":root { --é: 1; --b: 2 }")
        #expect(read.declarations(matching: ":root").map(\.location.column) == [9, 18])
    }

    @Test func commentsAreSkippedEvenWhenTheyHoldBracesAndSemicolons() throws {
        let css = "/* :root { --x: 1 } */\n:root { /* } ; */ --a: /* ; */ #000 /* } */; --b: 2 }\n/* --c: 3 */"
        #expect(try values(css) == ["--a": "#000", "--b": "2"])
    }

    @Test func stringsKeepSemicolonsBracesAndCommentMarkers() throws {
        let css = #":root { --font: "A;}B", 'C /* D */', sans-serif; --q: "say \"hi\""; }"#
        #expect(try values(css) == ["--font": #""A;}B", 'C /* D */', sans-serif"#, "--q": #""say \"hi\"""#])
    }

    @Test func importantIsSplitOffAndBeatsALaterNormalDeclaration() throws {
        let read = try sheet(":root { --a: 1px !important; --a: 2px; --b: 3px ! IMPORTANT; --c: \"!important\" }")
        let scope = CSSPropertyScope(read.declarations(matching: ":root"))
        #expect(scope["--a"]?.value == "1px")
        #expect(scope["--a"]?.important == true)
        #expect(scope["--b"]?.value == "3px")
        #expect(scope["--c"]?.value == "\"!important\"")
        #expect(scope["--c"]?.important == false)
    }

    @Test func aRepeatedPropertyTakesTheLaterValue() throws {
        #expect(try values(":root { --a: 1; --a: 2 }\n:root { --a: 3; --b: 4 }") == ["--a": "3", "--b": "4"])
    }

    @Test func nestedBlocksAreNamedByTheirChainAndPlainSelectorsMatchTopLevelOnly() throws {
        let css = """
            @media (prefers-color-scheme: dark) { :root { --a: dark } }
            :root { --a: light; color: red; }
            @layer base { @supports (color: oklch(0 0 0)) { :root { --a: layered } } }
            .x { .y { --a: nested } }
            """
        let read = try sheet(css)
        #expect(try values(css) == ["--a": "light"])
        #expect(try values(css, selector: "@media (prefers-color-scheme: dark) :root") == ["--a": "dark"])
        #expect(try values(css, selector: "@layer base @supports (color: oklch(0 0 0)) :root") == ["--a": "layered"])
        #expect(try values(css, selector: ".x .y") == ["--a": "nested"])
        #expect(read.selectorNames == ["@media (prefers-color-scheme: dark) :root", ":root",
                                       "@layer base @supports (color: oklch(0 0 0)) :root", ".x .y"])
    }

    @Test func aSelectorListMatchesEachOfItsSelectorsWithOrWithoutQuotes() throws {
        // Primer's built themes list several selectors per block (dist/css/functional/themes/dark.css).
        let css = "[data-color-mode=\"dark\"][data-dark-theme=\"dark\"],\n[data-color-mode=\"auto\"][data-light-theme=\"dark\"] { --a: 1 }"
        #expect(try values(css, selector: "[data-color-mode=dark][data-dark-theme=dark]") == ["--a": "1"])
        #expect(try values(css, selector: "[data-color-mode=\"auto\"][data-light-theme=\"dark\"]") == ["--a": "1"])
        #expect(try values(css, selector: "[data-color-mode=dark]").isEmpty)
    }

    @Test func aCustomPropertyValueMayHoldBraces() throws {
        #expect(try values(":root { --obj: { a: b; c: d }; --n: 1 }") == ["--obj": "{ a: b; c: d }", "--n": "1"])
    }

    @Test func varReferencesResolveWithinTheSameSelector() throws {
        let css = """
            :root { --base: #0969da; --fg: var(--base); --two: var( --fg ); --fb: var(--nope, var(--base)); --bad: var(--nope);
                    --loop-a: var(--loop-b); --loop-b: var(--loop-a); --mixed: 0 0 var(--size, 4px) var(--base); --from-dark: var(--only-dark) }
            [data-theme=dark] { --only-dark: #fff; --base: #000 }
            """
        var scope = CSSPropertyScope(try sheet(css).declarations(matching: ":root"))
        #expect(scope.substituted("--fg") == .success("#0969da"))
        #expect(scope.substituted("--two") == .success("#0969da"))
        #expect(scope.substituted("--fb") == .success("#0969da"))
        #expect(scope.substituted("--mixed") == .success("0 0 4px #0969da"))
        #expect(scope.substituted("--bad") == .failure(.undefined("--nope")))
        #expect(scope.substituted("--from-dark") == .failure(.undefined("--only-dark")))
        #expect(scope.substituted("--loop-a") == .failure(.cycle(["--loop-a", "--loop-b", "--loop-a"])))
    }

    @Test func aLongVarChainStopsAtTheLimit() throws {
        let count = CSSPropertyScope.maximumChain + 10
        let css = ":root { " + (0..<count).map { "--p\($0): var(--p\($0 + 1));" }.joined() + " --p\(count): 1px }"
        var scope = CSSPropertyScope(try sheet(css).declarations(matching: ":root"))
        #expect(scope.substituted("--p0") == .failure(.tooDeep("--p0", CSSPropertyScope.maximumChain)))
        #expect(scope.substituted("--p20") == .success("1px"))
    }

    @Test func ordinaryRulesAndAtStatementsAreSkipped() throws {
        let css = "@charset \"utf-8\";\n@import url(\"x.css\");\nbody { color: red; --a: 1 }\n.b { margin: 0 }"
        let read = try sheet(css)
        #expect(read.selectorNames == ["body"])
        #expect(read.declarations(matching: ":root").isEmpty)
    }

    @Test(arguments: [
        (":root { --a: 1 /* never closed", "t.css:1:16: error: this comment is never closed: a '*/' is missing [css.syntax]"),
        (":root {\n  --a: \"never closed;\n}", "t.css:2:8: error: this string is never closed: a '\"' is missing on its line [css.syntax]"),
        ("\n@media screen {\n  :root { --a: 1 }\n", "t.css:2:1: error: this block is never closed: a '}' is missing [css.syntax]"),
        (":root { --a: 1 }\n}", "t.css:2:1: error: '}' closes no block [css.syntax]"),
    ])
    func syntaxErrorsSayWhere(css: String, expected: String) {
        #expect(failure(css)?.description.split(separator: "\n").first.map(String.init) == expected)
    }

    @Test func nestingDeeperThanTheLimitIsAnError() {
        let css = String(repeating: "a{", count: 40) + String(repeating: "}", count: 40)
        let result = CSSCustomPropertyReader.read(Array(css.utf8), file: "t.css", maximumDepth: 32)
        guard case .failure(let diagnostic) = result else { Issue.record("read a too-deep file"); return }
        #expect(diagnostic.message == "blocks nest more than 32 deep")
        #expect(diagnostic.location.description == "t.css:1:65")
    }

    @Test func notUTF8IsAnError() {
        guard case .failure(let diagnostic) = CSSCustomPropertyReader.read([0x3A, 0xFF, 0xFE], file: "t.css") else {
            Issue.record("read bytes that are not UTF-8"); return
        }
        #expect(diagnostic.message == "the file is not UTF-8 text")
    }
}
