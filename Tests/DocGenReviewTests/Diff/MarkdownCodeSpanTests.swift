import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown

/// Names and values stay inside their code spans whatever they hold. Each hostile name is rendered by libcmark (the
/// project's own, with raw HTML allowed, as a careless renderer would) and must come back as one `<code>` element
/// holding the name, with no other element. Source: CommonMark 0.31, "Code spans" (examples 328-349).
@Suite struct MarkdownCodeSpanTests {
    static let hostile = [
        "color.a`b", "``", "`", "a`**bold**`", "`leading", "trailing`", " spaced ", "a|b", "<img src=x>",
        "**bold**", "line\nbreak", "a ``` b `` c", "[link](https://example.com)", "&amp;", "\\`",
    ]

    /// What libcmark renders for `markdown` as one paragraph.
    static func render(_ markdown: String) -> String {
        CommonMarkParser(rawHTML: .allow).renderInline(markdown, file: "comment.md", line: 1)
    }

    static func escapedHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    @Test(arguments: hostile)
    func aHostileNameStaysOneCodeSpan(_ name: String) {
        let html = Self.render("Token " + MarkdownCodeSpan.make(name, inTable: false) + " **after**")
        let expected = Self.escapedHTML(name.replacingOccurrences(of: "\n", with: " "))
        #expect(html == "Token <code>\(expected)</code> <strong>after</strong>", "\(name.debugDescription)")
    }

    @Test(arguments: hostile)
    func inATableCellNoBarePipeSplitsTheRow(_ name: String) {
        let span = MarkdownCodeSpan.make(name)
        #expect(!span.contains("\n"))
        #expect(span.replacingOccurrences(of: "\\|", with: "").contains("|") == false, "\(span)")
    }

    @Test(arguments: hostile)
    func plainTextIsNeverMarkup(_ name: String) {
        let html = Self.render("Said: " + MarkdownCodeSpan.text(name) + ".")
        for tag in ["<strong", "<em", "<code", "<img", "<a ", "<br"] {
            #expect(!html.contains(tag), "\(name.debugDescription) → \(html)")
        }
    }

    @Test func aSimpleNameIsWrittenAsBefore() {
        #expect(MarkdownCodeSpan.make("color.button.primary") == "`color.button.primary`")
        #expect(MarkdownCodeSpan.make("a`b") == "``a`b``")
        #expect(MarkdownCodeSpan.make("`x") == "`` `x ``")
    }
}

/// The whole comment with a hostile token name in every table and list: nothing of the name becomes markup.
@Suite struct DiffMarkdownHostileNameTests {
    static let name = "color.a`**✅ all checks pass**`<img src=x>|b"

    @Test func aHostileTokenNameStaysInsideItsCodeSpans() {
        var diff = DiffMarkdownTests.largeDiff(1)
        let path = TokenPath(dotted: Self.name)
        let state = TokenState(DiffMarkdownTests.token(Self.name, "#30"))
        diff.tokens[0].changed[0].path = path
        diff.tokens[0].added = [TokenEntry(path: path, state: state)]
        diff.tokens[0].deprecationsAdded = [TokenEntry(path: path, state: state, reason: "Use **x** <img src=y>")]
        diff.cells[0].causes = [path]
        let markdown = diff.markdown()
        // libcmark has no tables: render each line alone (a list item's text without its marker), as GitHub renders a
        // cell's inline content.
        for line in markdown.split(separator: "\n") where line.contains("all checks pass") {
            let html = MarkdownCodeSpanTests.render(line.hasPrefix("- ") ? String(line.dropFirst(2)) : String(line))
            #expect(!html.contains("<img") && !html.contains("<strong>✅"), "\(line) → \(html)")
            #expect(html.contains("<code>color.a`**✅ all checks pass**`&lt;img src=x&gt;"), "\(line) → \(html)")
        }
        #expect(markdown.contains("Use \\*\\*x\\*\\* &lt;img src=y&gt;"))
    }
}
