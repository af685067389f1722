import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenMarkdown
import DocGenTestSupport

/// Raw HTML and unsafe links in pages (issue 11): errors by default, left out with a warning under `omit`, copied
/// under `allow` unless they could run code. No policy lets a `javascript:` or `data:` address through.
/// Reference behaviour: cmark 0.30's safe mode (`CMARK_OPT_UNSAFE` unset) and its source positions.
@Suite struct RawHTMLPolicyTests {
    private func parse(_ markdown: String, _ policy: RawHTMLPolicy) -> (html: String, diagnostics: [Diagnostic]) {
        let document = CommonMarkParser(rawHTML: policy).parse(markdown, file: "p.md", firstLine: 4)
        let html = document.blocks.map { block -> String in
            switch block {
            case .html(let html): html
            case .heading(let heading): heading.html
            case .directive: ""
            }
        }.joined()
        return (html, document.diagnostics)
    }

    private func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.severity.rawValue) \($0.code)" }
    }

    @Test func rawHTMLIsAnErrorAtItsLineAndColumnByDefault() {
        let (html, diagnostics) = parse("Text <b>bold</b>.\n\n<div>block</div>\n", .error)
        #expect(summary(diagnostics) == ["4:6 error markdown.raw-html", "4:13 error markdown.raw-html", "6:1 error markdown.raw-html"])
        #expect(diagnostics.first?.message.contains("`<b>`") == true)
        #expect(diagnostics.first?.hint?.contains("raw-html: allow") == true)
        #expect(!html.contains("<b>") && !html.contains("<div>"), "still rendered in safe mode: \(html)")
    }

    @Test(arguments: ["[a](javascript:alert(1))", "[a](JavaScript:alert(1))", "[a](<java\tscript:alert(1)>)",
                      "[a](java&#115;cript:alert(1))", "[a](vbscript:x)", "[a](file:///etc/passwd)", "![a](data:image/png;base64,AAAA)"])
    func unsafeLinksAreErrorsAndNeverRendered(markdown: String) {
        for policy in [RawHTMLPolicy.error, .allow] {
            let (html, diagnostics) = parse(markdown, policy)
            #expect(summary(diagnostics) == ["4:1 error markdown.unsafe-link"], "\(policy): \(markdown)")
            for scheme in ["javascript", "script:", "vbscript", "file:", "data:"] { #expect(!html.lowercased().contains(scheme), "\(policy): \(html)") }
        }
    }

    @Test func omitLeavesThemOutWithAWarning() {
        let (html, diagnostics) = parse("<script>alert(1)</script>\n\n[a](javascript:alert(2))\n", .omit)
        #expect(summary(diagnostics) == ["4:1 warning markdown.raw-html", "6:1 warning markdown.unsafe-link"])
        #expect(!html.contains("<script") && !html.contains("javascript:"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test func allowCopiesHarmlessHTML() {
        let (html, diagnostics) = parse("Press <kbd>Tab</kbd>.\n\n<details><summary>More</summary>\n\nHidden.\n\n</details>\n", .allow)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(html.contains("Press <kbd>Tab</kbd>."))
        #expect(html.contains("<details><summary>More</summary>"))
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "a <script> element"),
        ("<ScRiPt src=x></ScRiPt>", "a <script> element"),
        ("<iframe src=\"https://example.com\"></iframe>", "a <iframe> element"),
        ("<svg><style>*{}</style></svg>", "a <style> element"),
        ("<img src=x onerror=alert(1)>", "the event-handler attribute onerror"),
        ("<div\n  ONCLICK = 'x()'>a</div>", "the event-handler attribute onclick"),
        ("<a href=\"javascript:alert(1)\">a</a>", "a javascript: address in its href attribute"),
        ("<a href='&#x6A;avascript&colon;alert(1)'>a</a>", "a javascript: address in its href attribute"),
        ("<a href=\"&#106avascript:alert(1)\">a</a>", "a javascript: address in its href attribute"),
        ("<a href=\" java\tscript:alert(1)\">a</a>", "a javascript: address in its href attribute"),
        ("<img src=\"data:image/svg+xml;base64,PHN2Zz4=\">", "a data: address in its src attribute"),
        ("<div style=\"background:url(vbscript:x)\">a</div>", "a vbscript: address in its style attribute"),
    ])
    func allowStillRefusesWhatCouldRunCode(html: String, why: String) {
        #expect(UnsafeMarkup.finding(inHTML: html) == why, "\(html)")
        let (rendered, diagnostics) = parse(html + "\n", .allow)
        #expect(diagnostics.map(\.code).contains("markdown.unsafe-html"), "\(html): \(rendered)")
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func harmlessAttributesPass() {
        for html in ["<kbd>Tab</kbd>", "<a href=\"https://example.com/data:x\">a</a>".replacingOccurrences(of: "data:x", with: "data-x"),
                     "<abbr title=\"one & two\">1&2</abbr>", "<img src=\"logo.svg\" alt=\"Logo\" width=40>", "<!-- a comment -->", "</details>"] {
            #expect(UnsafeMarkup.finding(inHTML: html) == nil, "\(html)")
        }
    }

    @Test func siteYAMLChoosesThePolicy() throws {
        let directory = try TemporaryDirectory()
        try directory.write("site.yaml", "title: Raw\nmarkdown:\n  raw-html: allow\n")
        #expect(try SiteConfigurationReader.read(directory: directory.path, files: WorkTreeFileSource()).rawHTML == .allow)
        try directory.write("site.yaml", "title: Raw\n")
        #expect(try SiteConfigurationReader.read(directory: directory.path, files: WorkTreeFileSource()).rawHTML == .error)
        try directory.write("site.yaml", "markdown:\n  html: allow\n")
        #expect(throws: Diagnostic.self) { try SiteConfigurationReader.read(directory: directory.path, files: WorkTreeFileSource()) }
    }
}
