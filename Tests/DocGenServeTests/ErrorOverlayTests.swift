import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Testing
@testable import DocGenServe
@testable import DocGenReview

@Suite struct ErrorOverlayTests {
    let source = ["---", "title: Guide", "---", "Price: 5 €, see <b>[x](nowhere.md)", "last"]

    @Test func showsThePlaceTheMessageAndTheHint() {
        let diagnostic = Diagnostic(location: SourceLocation(file: "Content/guide.md", line: 4, column: 22), code: "markdown.broken-link",
                                    message: "The link 'nowhere.md' points to <nowhere>.", hint: "Did you mean 'now.md'?")
        let lines = source
        let html = ErrorOverlay(diagnostics: [diagnostic], lines: { $0 == "Content/guide.md" ? lines : nil }).html
        #expect(html.contains("Content/guide.md:4:22"))
        #expect(html.contains("1 error in the last rebuild"))
        #expect(html.contains("points to &lt;nowhere&gt;."), "messages are escaped")
        #expect(html.contains("see &lt;b&gt;[x]"), "source lines are escaped")
        #expect(html.contains("Did you mean &#39;now.md&#39;?") || html.contains("Did you mean 'now.md'?"))
        #expect(html.contains(">&gt; 4 │</span>"), "the line is marked")
        #expect(html.contains(">  2 │</span>") && html.contains(">  5 │</span>"), "two lines either side")
        #expect(!html.contains(">  1 │</span>"))
    }

    /// Columns count UTF-8 bytes: `€` is three bytes and one character, so byte column 22 is character 20, the `[`.
    @Test func theCaretStandsUnderTheColumn() {
        #expect(ErrorOverlay.characters(beforeByteColumn: 22, in: source[3]) == 19)
        #expect(Array(source[3])[19] == "[")
        #expect(ErrorOverlay.characters(beforeByteColumn: 1, in: "abc") == 0)
    }

    @Test func warningsAreNotShown() {
        let warning = Diagnostic(severity: .warning, location: SourceLocation(file: "a.md"), code: "w", message: "careful")
        let error = Diagnostic(location: SourceLocation(file: "b.md"), code: "e", message: "broken")
        let html = ErrorOverlay(diagnostics: [warning, error], lines: { _ in nil }).html
        #expect(html.contains("broken") && !html.contains("careful"))
    }
}
