import Testing
@testable import DocGenSupport
import DocGenMarkdown

@Suite struct CommonMarkParserTests {
    private func html(_ markdown: String) -> String {
        CommonMarkParser().parse(markdown, file: "page.md").blocks.map { block -> String in
            if case .html(let html) = block { return html }
            return ""
        }.joined()
    }

    /// cmark's safe mode (no CMARK_OPT_UNSAFE): raw HTML blocks and inline HTML become a comment.
    @Test func rawHTMLNeverReachesThePage() {
        let output = html("<script>alert(1)</script>\n\nText <img src=x onerror=alert(2)> here.\n")
        #expect(!output.contains("<script"))
        #expect(!output.contains("<img"))
        #expect(output.contains("<!-- raw HTML omitted -->"))
    }

    /// cmark's safe mode empties javascript:, vbscript:, file: and data:text/html destinations.
    @Test func dangerousLinkDestinationsAreEmptied() {
        let output = html("[a](javascript:alert(1)) [b](vbscript:x) [c](data:text/html;base64,AAAA) [d](https://example.com)")
        #expect(!output.contains("javascript:"))
        #expect(!output.contains("vbscript:"))
        #expect(!output.contains("data:text/html"))
        #expect(output.contains("href=\"https://example.com\""))
    }

    @Test func fencedCodeKeepsItsLanguageClass() {
        #expect(html("```swift\nlet a = 1\n```\n").contains("<pre><code class=\"language-swift\">let a = 1\n</code></pre>"))
    }

    @Test func headingsCarryLevelTextAndShiftedLine() {
        let document = CommonMarkParser().parse("Intro\n\n## Touch *target*\n", file: "p.md", firstLine: 5)
        #expect(document.headings.count == 1)
        let heading = document.headings[0]
        #expect(heading.level == 2)
        #expect(heading.text == "Touch target")
        #expect(heading.html == "Touch <em>target</em>")
        #expect(heading.location == SourceLocation(file: "p.md", line: 7, column: 1))
    }

    @Test func directiveFenceBecomesAnInvocation() throws {
        let markdown = "Text\n\n```docgen table caption=\"Sizes and heights\" compact=yes\n| a |\n```\n"
        let document = CommonMarkParser().parse(markdown, file: "p.md")
        let invocation = try #require(document.directives.first)
        #expect(invocation.name == "table")
        #expect(invocation["caption"] == "Sizes and heights")
        #expect(invocation["compact"] == "yes")
        #expect(invocation.body == "| a |\n")
        #expect(invocation.location.line == 3)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func directiveInsideAListIsAnError() {
        let document = CommonMarkParser().parse("- item\n\n  ```docgen table\n  | a |\n  ```\n", file: "p.md")
        #expect(document.diagnostics.map(\.code) == ["directive.nested"])
        #expect(document.diagnostics.first?.location.line == 3)
    }

    /// FACTS.md: the length is passed as UTF-8 count, so an embedded NUL does not cut the document.
    @Test func embeddedNULDoesNotTruncate() {
        let output = html("first\u{0}half\n\nsecond paragraph\n")
        #expect(output.contains("second paragraph"))
    }

    @Test func linksAreCollectedAndRewritten() {
        let document = CommonMarkParser().parse("See [tokens](tokens.md#colors) and ![logo](/logo.svg).\n", file: "p.md") { destination, _ in
            destination == "tokens.md#colors" ? "tokens/index.html#colors" : nil
        }
        #expect(document.links.map(\.destination) == ["tokens.md#colors", "/logo.svg"])
        #expect(document.links.map(\.isImage) == [false, true])
        guard case .html(let rendered)? = document.blocks.first else { Issue.record("no block"); return }
        #expect(rendered.contains("href=\"tokens/index.html#colors\""))
        #expect(rendered.contains("src=\"/logo.svg\""))
    }

    @Test func inlineRenderingDropsTheParagraph() {
        #expect(CommonMarkParser().renderInline("a *b* `c`", file: "p.md", line: 1) == "a <em>b</em> <code>c</code>")
        #expect(CommonMarkParser().renderInline("<b>x</b>", file: "p.md", line: 1) == "<!-- raw HTML omitted -->x<!-- raw HTML omitted -->")
    }
}
