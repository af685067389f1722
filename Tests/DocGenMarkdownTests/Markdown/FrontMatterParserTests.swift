import Testing
@testable import DocGenSupport
import DocGenMarkdown

@Suite struct FrontMatterParserTests {
    private func parse(_ text: String) -> (FrontMatter, String, [Diagnostic]) {
        FrontMatterParser().parse(SourceFile(relativePath: "p.md", displayPath: "Content/p.md", text: text))
    }

    @Test func readsKnownKeysAndKeepsTheRest() {
        let (frontMatter, markdown, diagnostics) = parse("---\ntitle: Button\norder: 3\nsection: Systems\nplatform: iOS 17\n---\nBody\n")
        #expect(diagnostics.isEmpty)
        #expect(frontMatter.title == "Button")
        #expect(frontMatter.order == 3)
        #expect(frontMatter.section == "Systems")
        #expect(frontMatter.values["platform"] == .string("iOS 17"))
        #expect(frontMatter.keyLines["platform"] == 5)
        #expect(frontMatter.lineCount == 6)
        #expect(markdown == "Body\n")
    }

    @Test func noFrontMatterLeavesTheTextAlone() {
        let (frontMatter, markdown, diagnostics) = parse("# Title\n")
        #expect(frontMatter.lineCount == 0)
        #expect(markdown == "# Title\n")
        #expect(diagnostics.isEmpty)
    }

    @Test func unterminatedFrontMatterIsAnErrorAtLineOne() {
        let (_, _, diagnostics) = parse("---\ntitle: x\n")
        #expect(diagnostics.map(\.code) == ["front-matter.unterminated"])
        #expect(diagnostics.first?.location.description == "Content/p.md:1")
    }

    @Test func invalidYAMLNamesTheFileLine() {
        let (_, _, diagnostics) = parse("---\ntitle: ok\ndescription: [unclosed\n---\n")
        #expect(diagnostics.map(\.code) == ["front-matter.yaml"])
        // The unclosed sequence runs into the end of the YAML, which is the closing fence on line 4.
        #expect(diagnostics.first?.location.line == 4)
    }

    @Test func orderMustBeAWholeNumber() {
        let (_, _, diagnostics) = parse("---\ntitle: x\norder: first\n---\n")
        #expect(diagnostics.map(\.code) == ["front-matter.type"])
        #expect(diagnostics.first?.location.line == 3)
    }
}
